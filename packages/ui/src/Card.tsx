import type { HTMLAttributes } from 'react';
import { cx } from './cx';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...rest }: DivProps) {
  return <div className={cx('nr-card', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={cx('nr-card__header', className)} {...rest} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level, so pages keep a correct outline. */
  as?: 'h1' | 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h2', className, ...rest }: CardTitleProps) {
  return <Heading className={cx('nr-card__title', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('nr-card__description', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: DivProps) {
  return <div className={cx('nr-card__content', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: DivProps) {
  return <div className={cx('nr-card__footer', className)} {...rest} />;
}

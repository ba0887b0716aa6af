import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return <span className={cx('nr-badge', `nr-badge--${variant}`, className)} {...rest} />;
}

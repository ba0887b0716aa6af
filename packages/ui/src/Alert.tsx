import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type AlertVariant = 'default' | 'destructive' | 'success';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
}

/** Destructive alerts are announced immediately (role=alert); the others politely. */
export function Alert({ variant = 'default', title, className, children, ...rest }: AlertProps) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cx('nr-alert', `nr-alert--${variant}`, className)}
      {...rest}
    >
      {title ? <p className="nr-alert__title">{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}

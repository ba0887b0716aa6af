import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** React 19 passes `ref` as a plain prop, so the button can be focused from outside. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Work in progress: the button is disabled and shows a small spinner before its label. */
  pending?: boolean;
}

/** A real <button>; type defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  type = 'button',
  pending = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(
        'nr-btn',
        `nr-btn--${variant}`,
        size !== 'md' && `nr-btn--${size}`,
        block && 'nr-btn--block',
        className,
      )}
      {...rest}
    >
      {pending ? <span className="nr-btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** Class names for links that look like buttons (router links stay links). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cx('nr-btn', `nr-btn--${variant}`, size !== 'md' && `nr-btn--${size}`, extra);
}

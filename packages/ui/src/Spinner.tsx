import { cx } from './cx';

export interface SpinnerProps {
  /** Read by screen readers, and shown next to the circle when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md';
  inline?: boolean;
  className?: string;
}

export function Spinner({
  label = 'Loading…',
  showLabel = false,
  size = 'md',
  inline = false,
  className,
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('nr-spinner', size === 'sm' && 'nr-spinner--sm', inline && 'nr-spinner--inline', className)}
    >
      <span className="nr-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'nr-sr-only'}>{label}</span>
    </div>
  );
}

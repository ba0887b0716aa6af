import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { useTimedState } from './useTimedState';

/** Spec: copy confirmations last 2 s. */
export const COPY_CONFIRM_MS = 2000;

export interface CopyButtonProps {
  /** The text to copy, or a function returning it at click time. */
  text: string | (() => string);
  label?: string;
  copiedLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  'aria-label'?: string;
}

export function CopyButton({
  text,
  label = 'Copy Text',
  copiedLabel = 'Copied!',
  variant = 'outline',
  size = 'sm',
  className,
  'aria-label': ariaLabel,
}: CopyButtonProps) {
  const [copied, showCopied] = useTimedState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      showCopied(true, COPY_CONFIRM_MS);
    } catch (error) {
      // Spec: a clipboard failure is logged only.
      console.error('Copy to clipboard failed', error);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={copy}
      aria-label={ariaLabel}
      aria-live="polite"
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}

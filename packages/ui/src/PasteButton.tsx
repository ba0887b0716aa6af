import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { cx } from './cx';
import { useTimedState } from './useTimedState';

export const PASTE_SUCCESS_MESSAGE = 'Text pasted successfully!';
export const PASTE_FAILURE_MESSAGE = 'Unable to access clipboard. Please paste manually.';
/** Spec: success shows for 2 s, failure for 3 s. */
export const PASTE_SUCCESS_MS = 2000;
export const PASTE_FAILURE_MS = 3000;

type PasteStatus = { kind: 'ok' | 'error'; message: string } | null;

export interface PasteButtonProps {
  /** Receives the clipboard text. */
  onPaste(text: string): void;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function PasteButton({
  onPaste,
  label = 'Paste',
  variant = 'outline',
  size = 'sm',
  className,
}: PasteButtonProps) {
  const [status, showStatus] = useTimedState<PasteStatus>(null);

  async function paste() {
    try {
      const text = await navigator.clipboard.readText();
      onPaste(text);
      showStatus({ kind: 'ok', message: PASTE_SUCCESS_MESSAGE }, PASTE_SUCCESS_MS);
    } catch (error) {
      console.error('Paste from clipboard failed', error);
      showStatus({ kind: 'error', message: PASTE_FAILURE_MESSAGE }, PASTE_FAILURE_MS);
    }
  }

  return (
    <span className={cx('nr-paste', className)}>
      <Button variant={variant} size={size} onClick={paste}>
        {label}
      </Button>
      <span role="status" className={cx('nr-clipboard-status', status && `nr-clipboard-status--${status.kind}`)}>
        {status?.message}
      </span>
    </span>
  );
}

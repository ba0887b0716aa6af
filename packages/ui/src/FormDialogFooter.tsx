import type { ReactNode } from 'react';
import { Button } from './Button';

export interface FormDialogFooterProps {
  /** The id of the form in the dialog's body: the submit button sends it from the footer. */
  formId: string;
  onCancel(): void;
  submitLabel: ReactNode;
  /** Shown on the submit button while the change is under way. */
  pendingLabel?: ReactNode;
  pending?: boolean;
  disabled?: boolean;
  cancelLabel?: ReactNode;
}

/** A form dialog's Cancel and submit buttons, for Dialog's `footer`. */
export function FormDialogFooter({
  formId,
  onCancel,
  submitLabel,
  pendingLabel = 'Saving...',
  pending = false,
  disabled,
  cancelLabel = 'Cancel',
}: FormDialogFooterProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} disabled={disabled} pending={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </>
  );
}

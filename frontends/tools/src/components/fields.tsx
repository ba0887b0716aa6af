import { PasteButton, TextAreaField, type BoundField } from '@newsroom/ui';

export { SelectField } from '@newsroom/ui';

interface PastingTextAreaProps extends BoundField {
  id: string;
  label: string;
  placeholder?: string;
  onPaste(text: string): void;
  rows?: number;
}

/** The main text of a tool: a textarea with paste-from-clipboard beside its label. */
export function PastingTextArea({ onPaste, rows = 8, ...textarea }: PastingTextAreaProps) {
  return <TextAreaField rows={rows} labelAside={<PasteButton onPaste={onPaste} />} {...textarea} />;
}

import { PasteButton, type BoundField } from '@newsroom/ui';

interface FieldProps extends BoundField {
  id: string;
  label: string;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="nr-field__error">
      {error}
    </p>
  ) : null;
}

/** A labelled select over a contracts option list. */
export function SelectField({
  id,
  label,
  options,
  error,
  ...select
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <div className="nr-field">
      <label className="nr-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="nr-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The main text of a tool: a textarea with paste-from-clipboard beside its label. */
export function TextAreaField({
  id,
  label,
  placeholder,
  error,
  onPaste,
  rows = 8,
  ...textarea
}: FieldProps & { placeholder?: string; onPaste(text: string): void; rows?: number }) {
  return (
    <div className="nr-field">
      <div className="tool-form__label-row">
        <label className="nr-label" htmlFor={id}>
          {label}
        </label>
        <PasteButton onPaste={onPaste} />
      </div>
      <textarea
        id={id}
        className="nr-textarea"
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

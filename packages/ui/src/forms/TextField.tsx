import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  /** A validation message, shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="nr-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="nr-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and validation message wired up for screen readers. */
export function TextField({ id, label, error, hint, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <div className={cx('nr-field', className)}>
      <label className="nr-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="nr-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'label'> {
  label: string;
}

/** A password input with a Show/Hide toggle (spec: every password field has one). */
export function PasswordField({ id, label, error, hint, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cx('nr-field', className)}>
      <label className="nr-label" htmlFor={id}>
        {label}
      </label>
      <div className="nr-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="nr-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <button type="button" className="nr-password__toggle" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {/* Named by its content, not aria-label, so a label lookup for the field finds only the input. */}
          {visible ? 'Hide' : 'Show'}
          <span className="nr-sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  id: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Shown as an empty first option ("Select a category"), so nothing is chosen by default. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select: keyboard, screen readers and phones all handle it well. */
export function SelectField({ id, label, options, placeholder, error, hint, className, ...select }: SelectFieldProps) {
  return (
    <div className={cx('nr-field', className)}>
      <label className="nr-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="nr-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Beside the label (a paste button, a counter). */
  labelAside?: ReactNode;
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  rows = 6,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className={cx('nr-field', className)}>
      <div className="nr-field__label-row">
        <label className="nr-label" htmlFor={id}>
          {label}
        </label>
        {labelAside}
      </div>
      <textarea
        id={id}
        className="nr-textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

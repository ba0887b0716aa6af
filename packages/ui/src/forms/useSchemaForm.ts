import { fieldErrors } from '@newsroom/contracts';
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';

type SchemaError = Parameters<typeof fieldErrors>[0];

/** The part of a zod schema a form needs (the contracts' schemas fit it), so ui does not import zod. */
export interface FormSchema<Output> {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: SchemaError };
}

export type FormErrors = Partial<Record<string, string>>;

/** What a text field needs from the form: spread it onto `TextField` or `PasswordField`. */
export interface BoundField {
  name: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
}

function validate<Output>(schema: FormSchema<Output>, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * A form checked by a shared schema, with the spec's rule (section 5): validation runs on submit
 * and, once the form has been submitted, re-runs on every change, so messages clear as the user
 * fixes them. Only the schema's parsed output reaches `onValid` (trimmed, typed).
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(
  schema: FormSchema<Output>,
  initialValues: Values,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [submitted, setSubmitted] = useState(false);

  const errors = useMemo(() => (submitted ? validate(schema, values) : {}), [schema, submitted, values]);

  const setValue = useCallback(
    (name: keyof Values & string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const field = (name: keyof Values & string): BoundField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value),
  });

  const handleSubmit =
    (onValid: (data: Output) => void | Promise<void>) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      setSubmitted(true);
      const result = schema.safeParse(values);
      if (result.success) {
        void onValid(result.data);
        return;
      }
      // Take the keyboard to the first field that needs fixing.
      const first = Object.keys(fieldErrors(result.error))[0];
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };

  const reset = useCallback((next: Values) => {
    setValues(next);
    setSubmitted(false);
  }, []);

  return { values, errors, submitted, setValue, field, handleSubmit, reset };
}

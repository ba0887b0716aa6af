import type { ReactNode } from 'react';

export interface SwitchProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off setting: a native checkbox (so Space toggles it) announced as a switch. */
export function Switch({ id, label, description, checked, onChange }: SwitchProps) {
  return (
    <label className="nr-switch" htmlFor={id}>
      <span className="nr-switch__text">
        <span id={`${id}-label`} className="nr-label">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="nr-field__hint">
            {description}
          </span>
        ) : null}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="nr-switch__input"
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

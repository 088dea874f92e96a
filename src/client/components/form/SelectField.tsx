import type { ReactNode } from 'react';
import type { FieldBinding } from './useSchemaForm';
import { describedBy, FieldError, FieldHint, FieldLabel } from './FieldParts';
import './form.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBinding<string> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose…"): the field then starts empty, as the schema's emptiness rule expects. */
  placeholder?: string;
  hint?: ReactNode;
  /** false: the label says "(optional)". Default true. */
  required?: boolean;
}

/** A labelled native select with its hint and error, like TextField. */
export function SelectField({ id, name, value, onChange, error, label, options, placeholder, hint, required = true }: SelectFieldProps) {
  return (
    <div className="form-field">
      <FieldLabel id={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        className="form-field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

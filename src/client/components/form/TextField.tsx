import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import type { FieldBinding } from './useSchemaForm';
import { describedBy, FieldError, FieldHint, FieldLabel } from './FieldParts';
import './form.css';

export interface TextFieldProps extends FieldBinding<string> {
  /** The visible label (required: every field has one). */
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'date' | 'datetime-local';
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** false: the label says "(optional)". Default true, announced as required. */
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Use the schema's MAX_LENGTH, so the browser stops where the server would refuse. */
  maxLength?: number;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** The language of what is typed, when it is not the page's (a text in English on a French page). */
  lang?: string;
}

/** A labelled one-line input with its hint and error (aria-invalid, aria-describedby, live message). */
export function TextField({
  id,
  name,
  value,
  onChange,
  error,
  label,
  type = 'text',
  hint,
  required = true,
  autoComplete,
  maxLength,
  inputMode,
  lang,
}: TextFieldProps) {
  return (
    <div className="form-field">
      <FieldLabel id={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        type={type}
        className="form-field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        lang={lang}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

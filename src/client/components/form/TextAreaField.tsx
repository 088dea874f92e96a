import type { ReactNode } from 'react';
import type { FieldBinding } from './useSchemaForm';
import { describedBy, FieldError, FieldHint, FieldLabel } from './FieldParts';
import './form.css';

export interface TextAreaFieldProps extends FieldBinding<string> {
  label: ReactNode;
  hint?: ReactNode;
  /** false: the label says "(optional)". Default true. */
  required?: boolean;
  /** Use the schema's MAX_LENGTH.text. */
  maxLength?: number;
  /** Visible lines (default 6). */
  rows?: number;
  /** The language of what is typed, when it is not the page's. */
  lang?: string;
}

/** A labelled multi-line text with its hint and error, like TextField. */
export function TextAreaField({
  id,
  name,
  value,
  onChange,
  error,
  label,
  hint,
  required = true,
  maxLength,
  rows = 6,
  lang,
}: TextAreaFieldProps) {
  return (
    <div className="form-field">
      <FieldLabel id={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        className="form-field__control form-field__control--multiline"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        maxLength={maxLength}
        rows={rows}
        lang={lang}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

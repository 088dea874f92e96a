import type { ReactNode } from 'react';
import type { FieldBinding } from './useSchemaForm';
import { describedBy, FieldError, FieldHint } from './FieldParts';
import './form.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxGroupProps extends FieldBinding<string[]> {
  /** The group's name, read before each box. */
  legend: ReactNode;
  options: readonly CheckboxOption[];
  hint?: ReactNode;
}

/**
 * Boxes to tick, in a fieldset named by its legend; the value is the ticked options' values in
 * the options' order. The first box carries the field's id, so an error focuses it.
 */
export function CheckboxGroup({ id, name, value, onChange, error, legend, options, hint }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((o) => o.value).filter((v) => chosen.has(v)));
  };
  return (
    <fieldset className="form-field form-group" aria-describedby={describedBy(id, { hint, error })}>
      <legend className="form-field__label">{legend}</legend>
      <FieldHint id={id} hint={hint} />
      <ul className="form-group__options">
        {options.map((option, index) => {
          const boxId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <li key={option.value} className="form-group__option">
              <input
                id={boxId}
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <label htmlFor={boxId}>{option.label}</label>
            </li>
          );
        })}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

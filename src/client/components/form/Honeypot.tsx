import { useTranslation } from 'react-i18next';
import type { FieldBinding } from './useSchemaForm';
import './form.css';

/**
 * The anti-spam field (HONEYPOT_FIELD of the message schemas): out of sight, out of the tab
 * order and hidden from assistive technology, so only a robot fills it.
 */
export function Honeypot({ id, name, value, onChange }: FieldBinding<string>) {
  const { t } = useTranslation('forms');
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The ids a control points to with aria-describedby: its hint, then its error when there is one. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A field's label; optional fields say so (the form marks required ones with aria-required).
 * `labelId` names the label itself, for a group it also names.
 */
export function FieldLabel({ id, label, required, labelId }: { id: string; label: ReactNode; required: boolean; labelId?: string }) {
  const { t } = useTranslation('forms');
  return (
    <label id={labelId} htmlFor={id} className="form-field__label">
      {label}
      {!required && <span className="form-field__optional"> {t('optional')}</span>}
    </label>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="form-field__hint">
      {hint}
    </p>
  );
}

/**
 * The field's error, in a live region that is always there (a region added together with its
 * text is not reliably announced), so a new message is read out.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-error`} className="form-field__error" aria-live="polite">
      {error}
    </p>
  );
}

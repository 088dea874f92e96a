import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

export interface SubmitButtonProps {
  children: ReactNode;
  /** While the form is sending (the mutation's isLoading): disabled, with a spinner and "Sending…". */
  busy?: boolean;
  /** What it says while busy (default: forms:sending). */
  busyLabel?: ReactNode;
  /** For focusing it (useSchemaForm's `idOf('submit')`). */
  id?: string;
}

/** The form's submit button, which shows that the form is being sent and cannot be pressed twice. */
export function SubmitButton({ children, busy = false, busyLabel, id }: SubmitButtonProps) {
  const { t } = useTranslation('forms');
  return (
    <button id={id} type="submit" className="button form-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="form-submit__spinner" aria-hidden="true" />}
      {busy ? (busyLabel ?? t('sending')) : children}
    </button>
  );
}

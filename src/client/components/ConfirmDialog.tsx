import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { isApiError } from '../api/baseQuery';
import { ErrorText } from '../lib/errorTexts';
import { Dialog } from './Dialog';
import './form/form.css';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** The question, translated. */
  title: string;
  description?: ReactNode;
  cancelLabel: string;
  /** The confirm button's text, and what it says while `run` runs. */
  confirmLabel: string;
  busyLabel?: string;
  /** The action (a mutation's `unwrap()`, then where to go): a rejection is shown in the dialog, which stays open. */
  run: () => Promise<unknown>;
  /** The button that opened it: the focus goes back there. */
  opener: RefObject<HTMLElement | null>;
  /** `admin-danger` and the like, for a destructive action. */
  confirmClassName?: string;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A yes/no question whose "yes" calls the server: busy while it runs (Cancel and Escape then do
 * nothing), the server's refusal announced in the dialog and focused, so the person can retry.
 */
export function ConfirmDialog({ open, onClose, title, description, cancelLabel, confirmLabel, busyLabel, run, opener, confirmClassName, role }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(failure);
      alert.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      role={role}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      busy={busy}
      returnFocus={opener}
      actions={
        <button type="button" className={confirmClassName ? `button ${confirmClassName}` : 'button'} onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      }
    >
      <p ref={alert} role="alert" tabIndex={-1} className="form-alert">
        {error ? <ErrorText code={isApiError(error) ? error.code : 'internal'} /> : undefined}
      </p>
    </Dialog>
  );
}

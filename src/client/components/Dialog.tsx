import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from './useModalDialog';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called by Escape and the Cancel button (not while `busy`). */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: ReactNode;
  /** The dialog's content (a form's fields, say). */
  children?: ReactNode;
  /** The buttons that act, after Cancel (a confirm button; `form="..."` for a form's submit). */
  actions?: ReactNode;
  /** The Cancel button's text, translated. */
  cancelLabel: string;
  /** While an action runs: Cancel is disabled and Escape does nothing. */
  busy?: boolean;
  /** Focused when it opens. Default: the content's first field or button, else Cancel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused when it closes. Default: what had the focus when it opened (the button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a question that needs an answer (a confirmation). Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
}

/** What the dialog focuses when it opens, when no `initialFocus` is given and before Cancel. */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * A modal dialog, the native `<dialog>` shown with `showModal()`: drawn in the top layer, the
 * rest of the page inert, named by its title. The focus moves in when it opens and goes back to
 * the button that opened it when it closes; Escape and Cancel close it.
 *
 *   <Dialog open={open} onClose={close} title={t('logout.title')} cancelLabel={t('cancel')}
 *     actions={<button type="button" className="button" onClick={logout}>{t('logout.confirm')}</button>} />
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  actions,
  cancelLabel,
  busy = false,
  initialFocus,
  returnFocus,
  role = 'dialog',
}: DialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, onClose, busy);

  // Focus in on open, back on close. Declared after useModalDialog: the page is inert until the
  // dialog closes, so the opener can take the focus back only in a later cleanup.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Taken now: the opener is the same element for as long as the dialog is open.
    const back = returnFocus?.current ?? previous;
    const first = content.current?.querySelector<HTMLElement>(FIELD);
    (initialFocus?.current ?? first ?? cancel.current)?.focus();
    return () => {
      if (back?.isConnected) back.focus();
    };
  }, [initialFocus, returnFocus]);

  return (
    <dialog
      ref={dialog}
      // An alertdialog asks a question that needs an answer (a confirmation); <dialog> is a dialog.
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="dialog"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      {description && (
        <div id={`${id}-description`} className="dialog__description">
          {description}
        </div>
      )}
      {children && (
        <div ref={content} className="dialog__content">
          {children}
        </div>
      )}
      <div className="dialog__actions">
        <button ref={cancel} type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </button>
        {actions}
      </div>
    </dialog>
  );
}

import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, trapTab } from './focusTrap';
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

const noSubscription = () => () => undefined;

/** document.body in the browser, null on a server: the portal is only drawn client-side. */
function useBody(): HTMLElement | null {
  return useSyncExternalStore(
    noSubscription,
    () => document.body,
    () => null,
  );
}

/**
 * A modal dialog: drawn over the page (a portal in <body>), the rest of the page made inert,
 * named by its title. The focus moves in when it opens, stays inside (Tab wraps), and goes back
 * to the button that opened it when it closes; Escape and Cancel close it.
 *
 *   <Dialog open={open} onClose={close} title={t('logout.title')} cancelLabel={t('cancel')}
 *     actions={<button type="button" className="button" onClick={logout}>{t('logout.confirm')}</button>} />
 */
export function Dialog({
  open,
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
  const body = useBody();
  const id = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Read by the key listener, so that it sees the current values without being re-attached.
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  // The rest of the page is inert (out of reach of the mouse, the keyboard and screen readers)
  // and does not scroll behind the dialog. Declared before the focus effect: cleanups run in
  // order, and the opener can only take the focus back once the page is no longer inert.
  useEffect(() => {
    const own = backdrop.current;
    if (!open || !own) return;
    const madeInert = [...document.body.children].filter((node) => node !== own && !node.hasAttribute('inert'));
    for (const node of madeInert) node.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const node of madeInert) node.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, [open, body]);

  // Focus in on open, back on close (the cleanup runs on close and on unmount).
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Taken now: the opener is the same element for as long as the dialog is open.
    const back = returnFocus?.current ?? previous;
    const first = content.current?.querySelector<HTMLElement>(FOCUSABLE);
    (initialFocus?.current ?? first ?? cancel.current)?.focus();
    return () => {
      if (back?.isConnected) back.focus();
    };
  }, [open, body, initialFocus, returnFocus]);

  // Escape closes; Tab and Shift+Tab wrap around inside. Listened on the document, so a click
  // on a blank part of the dialog (the focus then on <body>) changes nothing.
  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!latest.current.busy) latest.current.onClose();
        return;
      }
      trapTab(event, node);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, body]);

  if (!open || !body) return null;

  return createPortal(
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={dialog}
        role={role}
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
      </div>
    </div>,
    body,
  );
}

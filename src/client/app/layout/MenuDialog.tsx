import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../components/useModalDialog';
import './MenuDialog.css';

export interface MenuDialogProps {
  id: string;
  /** The dialog's accessible name. */
  label: string;
  open: boolean;
  onClose: () => void;
  /** The button that opened it: focus goes back there when it closes. */
  opener: RefObject<HTMLElement | null>;
  /** Drawn behind the content (the hover video). */
  background?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A full-screen modal menu, the native `<dialog>` shown with `showModal()` (the page behind
 * inert): focus moves in when it opens, Escape and the close button close it, and focus returns
 * to the opener unless the visitor chose a place to go on the same page (then focus is already there).
 */
export function MenuDialog(props: MenuDialogProps) {
  return props.open ? <OpenMenuDialog {...props} /> : null;
}

function OpenMenuDialog({ id, label, onClose, opener, background, className = '', children }: MenuDialogProps) {
  const { t } = useTranslation('layout');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, onClose);

  useLayoutEffect(() => {
    const node = dialog.current;
    // Taken now: the opener is the same element for as long as the menu is open.
    const back = opener.current;
    closeButton.current?.focus();
    return () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || node?.contains(focused)) back?.focus();
    };
  }, [opener]);

  return (
    <dialog ref={dialog} id={id} aria-modal="true" aria-label={label} className={`menu-dialog ${className}`.trim()}>
      {background && <div className="menu-dialog__background">{background}</div>}
      <div className="menu-dialog__bar">
        <button ref={closeButton} type="button" className="menu-dialog__close" onClick={onClose}>
          <span aria-hidden="true" className="menu-dialog__close-icon" />
          {t('menu.close')}
        </button>
      </div>
      <div className="menu-dialog__content">{children}</div>
    </dialog>
  );
}

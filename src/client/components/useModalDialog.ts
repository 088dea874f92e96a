import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Shows a mounted `<dialog>` as a modal (`showModal()`: the top layer, the rest of the page inert)
 * and closes it on unmount; the page behind does not scroll meanwhile. Escape calls `onClose`
 * unless `busy`: its keydown is cancelled, so the browser never closes the dialog behind React's
 * back, and React stays the only one deciding whether it is open.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onClose: () => void, busy = false): void {
  // Read by the key listener, so that it sees the current values without being re-attached.
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  // A layout effect: the dialog is modal before the browser paints it, and closed before React
  // removes it (a removed open modal would leave the page inert in some browsers).
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (!latest.current.busy) latest.current.onClose();
    };
    // The browser's own close request (Escape, a back gesture) goes through onClose too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    node.addEventListener('cancel', onCancel);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      node.removeEventListener('cancel', onCancel);
      document.body.style.overflow = overflow;
      if (node.open) node.close();
    };
  }, [dialog]);
}

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from './Link';
import './Notice.css';

export interface NoticeProps {
  /** The translated message; without one the (empty) live region stays in place. */
  message?: string;
  /** What to do about it, after the message (a link). */
  action?: ReactNode;
  /** Moves the focus to the message when it appears (when nothing else on screen should have it). */
  focusOnShow?: boolean;
  /** With both, a button that hides the message. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/**
 * A short confirmation ("Your details have been updated"): a polite status region that is
 * always rendered, so that a new message is announced (a region added with its text is not
 * reliably read). It stays until dismissed or until the page changes: no timer hides it.
 */
export function Notice({ message, action, focusOnShow = false, onDismiss, dismissLabel, className = '' }: NoticeProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && focusOnShow) region.current?.focus();
  }, [message, focusOnShow]);
  return (
    <div className={`notice ${message ? 'notice--shown' : ''} ${className}`.trim()}>
      <div ref={region} role="status" tabIndex={-1} className="notice__text">
        {message}
        {message && action && <> {action}</>}
      </div>
      {message && onDismiss && dismissLabel && (
        <button type="button" className="notice__dismiss" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{dismissLabel}</span>
        </button>
      )}
    </div>
  );
}

/**
 * A notice for the next page: set in a handler just before the page changes ("Your account has
 * been deleted" on the home page), shown by <FlashNotice /> once the address is `path`, gone
 * once the visitor leaves that page. Kept in memory: it never survives a reload.
 */
export interface Flash {
  /** Translation key of the message (`account:notices.deleted`). */
  message: string;
  /** The pathname it is shown on (`/fr`). */
  path: string;
  /** Translation key of the label of a button that hides it; no button without one. */
  dismiss?: string;
  /** A link after the message: the translation key of its text and where it goes. */
  link?: { label: string; to: string };
}

interface FlashState extends Flash {
  shown: boolean;
}

let flash: FlashState | null = null;
const listeners = new Set<() => void>();

function setFlash(next: FlashState | null): void {
  flash = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Leaves a notice for the page at `path` (call it from an event handler, not while rendering). */
export function flashNotice(next: Flash): void {
  setFlash({ ...next, shown: false });
}

/** Shown once: leaving its page then drops it. */
function markShown(shown: FlashState): void {
  if (flash === shown) flash.shown = true;
}

/** Drops a waiting notice (tests; a flow that changed its mind). */
export function clearFlashNotice(): void {
  setFlash(null);
}

/**
 * Where flashNotice's messages appear: render it once in the page frame (Layout), above the page.
 * The message takes the focus, since the control that led here is gone with the previous page.
 */
export function FlashNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = useSyncExternalStore(
    subscribe,
    () => flash,
    () => null,
  );
  const here = current && current.path === pathname ? current : null;

  useEffect(() => {
    if (!current) return;
    if (current.path === pathname) markShown(current);
    else if (current.shown) setFlash(null);
  }, [current, pathname]);

  return (
    <Notice
      message={here ? t(here.message) : undefined}
      action={here?.link && <Link to={here.link.to}>{t(here.link.label)}</Link>}
      focusOnShow
      className="notice--flash"
      onDismiss={clearFlashNotice}
      dismissLabel={here?.dismiss ? t(here.dismiss) : undefined}
    />
  );
}

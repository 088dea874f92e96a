import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** sessionStorage key of the scroll positions, by history entry (a reload or a page of another site in between keeps them). */
const STORAGE_KEY = 'scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function anchorOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // A fragment that is not valid percent-encoding names no element.
  }
}

/**
 * Where a page opens: a link to another page opens it at its top, or at its anchor when the link
 * has one; back and forward return to the position the visitor left; an address that changes in
 * place (its language, its fragment) does not move. react-router's own ScrollRestoration needs its
 * data router, which would take home's first visit over its budget (bench/RESULTS.md).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const entry = useRef(location.key);
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  // Each entry's position, kept as the visitor scrolls: once the next page is in, it is too late to read.
  useEffect(() => {
    positions.current = storedPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => void (positions.current[entry.current] = window.scrollY);
    // Leaving the document: the positions stay for the tab, and the browser restores its own on return.
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: back and forward within this page still work.
      }
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => void (window.history.scrollRestoration = 'manual');
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // Before paint, once the new page is in the document.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    entry.current = location.key;
    // The first page of a visit is where the browser put it (a reload restores its own position).
    if (previous === null || previous.key === location.key) return;
    const saved = positions.current[location.key];
    // At once: the page's smooth scrolling (for its anchors) would show the old position sliding away.
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    if (action === 'REPLACE' && location.pathname === previous.pathname) return;
    const anchor = anchorOf(location.hash);
    if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location, action]);

  return null;
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The skip link's target, in the page frame (Layout). */
const MAIN_ID = 'main';

/** The new page's main heading, or the skip target when it has none. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  const heading = main?.querySelector<HTMLElement>('h1') ?? null;
  const target = heading ?? main;
  // Focusable from script only: a heading is not a stop of the Tab key.
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * After a link or back/forward leads to another page, the focus moves to that page's main heading
 * and its title is announced, as a page load would make a screen reader do. The first page of a
 * visit is the browser's business, and so is a page that moved the focus itself (a notice, a
 * form's result); an address that changes only its query or fragment is the same page.
 */
export function PageChange() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef<string | null>(null);
  const focusedBefore = useRef<Element | null>(null);

  // Layout effects run before the new page's own effects, which may move the focus themselves.
  useLayoutEffect(() => {
    focusedBefore.current = document.activeElement;
  }, [pathname]);

  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === null || previous === pathname) return;
    const focused = document.activeElement;
    if (focused === focusedBefore.current || focused === null || focused === document.body) {
      pageStart()?.focus({ preventScroll: true });
    }
    setAnnouncement(document.title);
    // A page whose title comes with its data (an article) sets it again once that has arrived.
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(() => setAnnouncement(document.title));
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}

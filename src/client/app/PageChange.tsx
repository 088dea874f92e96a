import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The skip link's target, in the page frame (Layout). */
const MAIN_ID = 'main';

/**
 * Whether nothing between `element` and `main` hides it: Suspense hides the previous page with an
 * inline `display: none` while the next one loads. Read from styles, not layout boxes, which a
 * document without layout (jsdom) never has.
 */
function shownIn(element: HTMLElement, main: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** The new page's main heading, or the skip target when it has none. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(MAIN_ID);
  // The first heading shown: the previous page may still be in the document, hidden by a loading state.
  const heading = main ? ([...main.querySelectorAll<HTMLElement>('h1')].find((h1) => shownIn(h1, main)) ?? null) : null;
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
    let given: HTMLElement | null = null;
    if (focused === focusedBefore.current || focused === null || focused === document.body) {
      given = pageStart();
      given?.focus({ preventScroll: true });
    }
    setAnnouncement(document.title);
    // The page may not be in yet (its code or its data on their way: a loading state, a skeleton's
    // heading): while the focus is still where this put it, or fell to <body> with the element that
    // had it, it follows to the page's heading once that is shown.
    const main = document.getElementById(MAIN_ID);
    const follow = new MutationObserver(() => {
      const now = document.activeElement;
      const ours = now === given || now === null || now === document.body;
      if (!ours) return follow.disconnect();
      const start = pageStart();
      if (start && start !== given && start.tagName === 'H1') {
        given = start;
        start.focus({ preventScroll: true });
      }
    });
    if (given && main) follow.observe(main, { childList: true, subtree: true });
    // A page whose title comes with its data (an article) sets it again once that has arrived.
    const title = document.querySelector('title');
    const retitle = new MutationObserver(() => setAnnouncement(document.title));
    if (title) retitle.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      follow.disconnect();
      retitle.disconnect();
    };
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}

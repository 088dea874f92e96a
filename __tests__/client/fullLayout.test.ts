/** When every part of the page is laid out from the start (src/server/pages/headScript.ts) or from a scroll on (src/client/lib/fullLayout.ts). */
import { FULL_LAYOUT_SCRIPT } from '../../src/server/pages/headScript';
import { layOutFully } from '../../src/client/lib/fullLayout';

const root = document.documentElement;

/** Runs the head's layout lines as the browser would for a navigation of this type, at this address. */
function loadAs(type: NavigationTimingType, hash = ''): string | null {
  // jsdom has no Navigation Timing: the browser's entry, as Chromium gives it.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []) });
  window.history.replaceState(null, '', `/fr${hash}`);
  new Function(FULL_LAYOUT_SCRIPT)();
  return root.getAttribute('data-layout');
}

afterEach(() => {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  root.removeAttribute('data-layout');
  window.history.replaceState(null, '', '/');
});

test('a page opened from a link or an address lays out its far parts only as they come near', () => {
  expect(loadAs('navigate')).toBeNull();
});

test('a reload, or back and forward to the page, lays out every part: the browser puts the visitor back where they were', () => {
  expect(loadAs('reload')).toBe('full');
  root.removeAttribute('data-layout');
  expect(loadAs('back_forward')).toBe('full');
});

test('an address with a fragment lays out every part: the browser scrolls to its anchor', () => {
  expect(loadAs('navigate', '#references')).toBe('full');
});

test('the app lays out every part before it scrolls somewhere, for the rest of the page’s life', () => {
  layOutFully();
  expect(root.getAttribute('data-layout')).toBe('full');
});

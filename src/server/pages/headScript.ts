import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';

/**
 * Home's sections below the fold are laid out only as they come near the screen
 * (`content-visibility: auto`, HomePage.css): on a phone, their style, layout and icons no longer
 * hold up the first paint and the app's start (bench/RESULTS.md, 2026-11-29). Until then their
 * height is an estimate, so a scroll to a position or an anchor remembered in their real layout
 * would land elsewhere. Whenever the browser is about to restore such a place (a reload, back or
 * forward to another document, an address with a fragment), every part is laid out from the start:
 * `data-layout="full"` on the root, for the document's life. The app does the same before it
 * scrolls (src/client/lib/fullLayout.ts).
 */
export const FULL_LAYOUT_SCRIPT = `(function () {
  var navigation = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : undefined;
  var restoring = navigation !== undefined && (navigation.type === 'reload' || navigation.type === 'back_forward');
  if (restoring || location.hash) document.documentElement.setAttribute('data-layout', 'full');
})();`;

/** The one inline script of every page, in its head: it runs before the visitor can touch anything and before the first layout. */
export const HEAD_SCRIPT = `${FULL_LAYOUT_SCRIPT}\n${EARLY_TAPS_SCRIPT}`;

/** The script's hash, for the pages' Content-Security-Policy: no other inline script may run. */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/** The template with the script at the end of its head, before the app's deferred scripts run. */
export function withHeadScript(html: string): string {
  return html.replace(/<\/head>/i, () => `<script>${HEAD_SCRIPT}</script></head>`);
}

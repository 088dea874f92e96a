/**
 * Lays out every part of the page from now on, the parts laid out only near the screen included
 * (src/server/pages/headScript.ts): before a scroll to a remembered position or to an anchor, which
 * must land where the visitor saw it.
 */
export function layOutFully(): void {
  document.documentElement.setAttribute('data-layout', 'full');
}

/**
 * jsdom has no matchMedia: a test says which media queries match, e.g.
 * `mockMatchMedia({ '(min-width: 1025px)': true })`; every other query does not.
 */
export function mockMatchMedia(matching: Record<string, boolean>): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matching[query] ?? false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

export function removeMatchMedia(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

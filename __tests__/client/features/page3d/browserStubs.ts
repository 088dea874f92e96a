/**
 * The browser features the 3D page asks about, which jsdom lacks: a WebGL-capable canvas and the
 * prefers-reduced-motion media query. Each stub is undone by `restoreBrowser()`.
 */
const originalGetContext = HTMLCanvasElement.prototype.getContext;

/** Makes canvases answer with a (fake) WebGL context, as a browser with a GPU does. */
export function stubWebGL(): void {
  Object.defineProperty(window, 'WebGLRenderingContext', { value: function WebGLRenderingContext() {}, configurable: true, writable: true });
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return { getExtension: () => null } as unknown as RenderingContext;
  } as typeof HTMLCanvasElement.prototype.getContext;
}

/** A `(prefers-reduced-motion: reduce)` query whose answer the test can change. */
export function stubReducedMotion(reduce: boolean): { change(reduce: boolean): void } {
  const listeners = new Set<() => void>();
  let current = reduce;
  const matchMedia = (media: string) => ({
    media,
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && current;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    change(value) {
      current = value;
      listeners.forEach((listener) => listener());
    },
  };
}

export function restoreBrowser(): void {
  delete (window as unknown as Record<string, unknown>).WebGLRenderingContext;
  delete (window as unknown as Record<string, unknown>).matchMedia;
  HTMLCanvasElement.prototype.getContext = originalGetContext;
}

/** What the page needs to know before it may load the 3D scene. Call only from effects. */

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor's motion preference, or null where the browser cannot tell (then: no preference). */
export function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

/** True when a canvas can get a WebGL context; the test context is released at once. */
export function hasWebGL(): boolean {
  if (typeof window.WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

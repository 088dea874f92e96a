import { useCallback, useEffect, useState } from 'react';
import { hasWebGL, reducedMotionQuery } from './sceneSupport';

/**
 * `checking` until the first effect (and on a server render), then `live` for the 3D scene,
 * or a still image because the visitor prefers reduced motion or the browser has no WebGL.
 */
export type SceneMode = 'checking' | 'live' | 'reducedMotion' | 'noWebgl';

/** The scene's mode, following the motion preference as it changes; `unavailable()` settles on the still image. */
export function useSceneMode(): { mode: SceneMode; unavailable: () => void } {
  const [mode, setMode] = useState<SceneMode>('checking');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const motion = reducedMotionQuery();
    let webgl: boolean | undefined;
    const decide = () => {
      if (motion?.matches) return setMode('reducedMotion');
      webgl ??= !failed && hasWebGL();
      setMode(webgl ? 'live' : 'noWebgl');
    };
    decide();
    motion?.addEventListener('change', decide);
    return () => motion?.removeEventListener('change', decide);
  }, [failed]);

  const unavailable = useCallback(() => setFailed(true), []);
  return { mode, unavailable };
}

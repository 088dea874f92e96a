import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { LogoScene } from './logoScene';

const STEP = Math.PI / 12;
/** Arrow keys turn the logo by 15° (pitch, yaw), as the page's instructions say. */
const KEY_TURNS: Record<string, [number, number]> = {
  ArrowLeft: [0, -STEP],
  ArrowRight: [0, STEP],
  ArrowUp: [-STEP, 0],
  ArrowDown: [STEP, 0],
};

interface LiveSceneProps {
  /** Load and start the scene (false while the page is still checking what the browser allows). */
  active: boolean;
  paused: boolean;
  label: string;
  /** What kind of thing it is, said by screen readers instead of "application". */
  roleDescription: string;
  describedBy: string;
  /** Called when three or WebGL fails to start: the page shows the still image instead. */
  onUnavailable: () => void;
}

/** The canvas of the 3D scene, focusable so the arrow keys can turn it. */
export function LiveScene({ active, paused, label, roleDescription, describedBy, onUnavailable }: LiveSceneProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<LogoScene | null>(null);
  const pausedRef = useRef(paused);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!active || !canvas) return;
    let cancelled = false;
    // three is fetched here only, once the page knows the browser can and the visitor wants motion.
    import(/* webpackChunkName: "page-3d-scene" */ './logoScene')
      .then(({ createLogoScene }) => {
        if (!cancelled) sceneRef.current = createLogoScene(canvas, { paused: pausedRef.current });
      })
      .catch(() => {
        if (!cancelled) onUnavailable();
      });
    return () => {
      cancelled = true;
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [active, onUnavailable]);

  useEffect(() => {
    pausedRef.current = paused;
    sceneRef.current?.setPaused(paused);
  }, [paused]);

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const turn = KEY_TURNS[event.key];
    if (turn) sceneRef.current?.rotateBy(...turn);
    else if (event.key === 'Home') sceneRef.current?.reset();
    else return;
    event.preventDefault(); // the arrows turn the logo instead of scrolling the page
  };

  return (
    <canvas
      ref={canvasRef}
      className="page3d__stage page3d__canvas"
      // A focusable drawing that the arrow keys turn: "application" lets screen readers pass those keys on.
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
      role="application"
      aria-roledescription={roleDescription}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={onKeyDown}
    />
  );
}

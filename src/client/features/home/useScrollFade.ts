import { useEffect, useState } from 'react';

/** Product spec: the home bar fades out over the first 20px of scroll. */
export const HOME_BAR_FADE_DISTANCE = 20;

/** Opacity for a scroll position: 1 at the top, 0 from `distance` down, linear between. */
export function fadeFor(scrollY: number, distance = HOME_BAR_FADE_DISTANCE): number {
  return Math.min(1, Math.max(0, 1 - scrollY / distance));
}

/** The opacity that follows the page's scroll; 1 until an effect has read it (and on a server). */
export function useScrollFade(distance = HOME_BAR_FADE_DISTANCE): number {
  const [opacity, setOpacity] = useState(1);
  useEffect(() => {
    const update = () => setOpacity(fadeFor(window.scrollY, distance));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [distance]);
  return opacity;
}

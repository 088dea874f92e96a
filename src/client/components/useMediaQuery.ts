import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, following its changes. False until an effect has asked the
 * browser (and on a server), so nothing that depends on it happens before it is known.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

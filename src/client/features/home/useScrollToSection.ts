import { useCallback, type MouseEvent } from 'react';
import { useLocalizedNavigate } from '../../components/Link';

/**
 * A click handler for in-page anchors: scrolls to the section (smoothly unless the visitor
 * prefers reduced motion), moves the focus there so keyboard and screen reader users follow,
 * and keeps the hash in the address. Without the section, the link is followed as usual.
 */
export function useScrollToSection(onChosen?: () => void) {
  const navigate = useLocalizedNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, id: string) => {
      const target = document.getElementById(id);
      if (!target) return;
      event.preventDefault();
      onChosen?.();
      const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.scrollIntoView?.({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
      navigate({ hash: id }, { replace: true });
    },
    [navigate, onChosen],
  );
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { usePageHydrated, Suspense } from '../../lib/hydration';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { MenuButton } from './MenuButton';
import { SITE_MENU_ID } from './menuEntries';
import { menuToggled, selectMenuOpen } from './menuSlice';

// A closed menu renders nothing: the page is hydrated without its code, fetched once the page is
// ready (or at the first opening, if sooner).
const SiteMenuDialog = lazyWithRetry<{ opener: RefObject<HTMLButtonElement | null> }>(() =>
  import(/* webpackChunkName: "site-menu" */ './SiteMenuDialog').then((m) => ({ default: m.SiteMenuDialog })),
);

export interface BurgerMenuProps {
  className?: string;
  /** The button's name, when its plain "Menu" would not tell it from another menu of the page. */
  label?: string;
}

/** The button of the site's full-screen menu (every page but the home, and the home on wide screens), and the menu it opens. */
export function BurgerMenu({ className, label }: BurgerMenuProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = usePageHydrated();
  // Once mounted the dialog stays: closing it returns the focus to this button.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void hydrated.then(() => SiteMenuDialog.preload()).catch(() => undefined);
  }, [hydrated]);
  return (
    <>
      <MenuButton
        ref={button}
        controls={SITE_MENU_ID}
        open={open}
        onClick={() => {
          setWanted(true);
          dispatch(menuToggled());
        }}
        className={className}
        label={label}
      />
      {(wanted || open) && (
        <Suspense fallback={null}>
          <SiteMenuDialog opener={button} />
        </Suspense>
      )}
    </>
  );
}

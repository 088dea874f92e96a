import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { MenuButton } from './MenuDialog';
import { SITE_MENU_ID } from './menuEntries';
import { menuToggled, selectMenuOpen } from './menuSlice';
import { Suspense } from '../../lib/hydration';

// The menu itself comes with the other pages' frame, fetched when first opened: the home page's
// first visit carries only this button.
const SiteMenuDialog = lazyWithRetry<{ opener: RefObject<HTMLButtonElement | null> }>(() =>
  import(/* webpackChunkName: "frame" */ './BurgerMenu').then((m) => ({ default: m.SiteMenuDialog })),
);

/**
 * The home page's way to the rest of the site on wide screens, beside its section bar: the
 * button of the site's full-screen menu (narrow screens have the home page's own burger).
 */
export function SiteMenuOnHome() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const button = useRef<HTMLButtonElement>(null);
  // Once loaded the dialog stays mounted: closing it returns the focus to this button.
  const [wanted, setWanted] = useState(false);
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
        className="site-menu-on-home__button"
        label={t('menu.label')}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SiteMenuDialog opener={button} />
        </Suspense>
      )}
    </>
  );
}

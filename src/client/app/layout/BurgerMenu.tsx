import { useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { usePreloadOnceHydrated, Suspense } from '../../lib/hydration';
import { lazyWithRetry, type PreloadableComponent } from '../../lib/lazyWithRetry';
import { MenuButton } from './MenuButton';
import { SITE_MENU_ID } from './menuEntries';
import { menuToggled, selectMenuOpen, type MenuName } from './menuSlice';

type MenuDialogComponent = PreloadableComponent<{ opener: RefObject<HTMLButtonElement | null> }>;

const SiteMenuDialog: MenuDialogComponent = lazyWithRetry(() =>
  import(/* webpackChunkName: "site-menu" */ './SiteMenuDialog').then((m) => ({ default: m.SiteMenuDialog })),
);

export interface LazyMenuProps {
  menu: MenuName;
  /** The id of the dialog the button opens. */
  controls: string;
  dialog: MenuDialogComponent;
  className?: string;
  /** The button's name, when its plain "Menu" would not tell it from another menu of the page. */
  label?: string;
}

/**
 * A burger button and the full-screen menu it opens. A closed menu renders nothing: the page is
 * hydrated without the dialog's code, fetched once the page is ready (or at the first opening, if sooner).
 */
export function LazyMenu({ menu, controls, dialog: Dialog, className, label }: LazyMenuProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectMenuOpen(state, menu));
  const button = useRef<HTMLButtonElement>(null);
  // Once mounted the dialog stays: closing it returns the focus to this button.
  const [wanted, setWanted] = useState(false);
  usePreloadOnceHydrated(Dialog.preload);
  return (
    <>
      <MenuButton
        ref={button}
        controls={controls}
        open={open}
        onClick={() => {
          setWanted(true);
          dispatch(menuToggled(menu));
        }}
        className={className}
        label={label}
      />
      {(wanted || open) && (
        <Suspense fallback={null}>
          <Dialog opener={button} />
        </Suspense>
      )}
    </>
  );
}

/** The site's menu: on every page but the home, and on the home's wide screens. */
export function BurgerMenu({ className, label }: Pick<LazyMenuProps, 'className' | 'label'>) {
  return <LazyMenu menu="site" controls={SITE_MENU_ID} dialog={SiteMenuDialog} className={className} label={label} />;
}

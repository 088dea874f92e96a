import type { RefObject } from 'react';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { LazyMenu } from './BurgerMenu';
import { HOME_MENU_ID } from './menuEntries';

const HomeMenuDialog = lazyWithRetry<{ opener: RefObject<HTMLButtonElement | null> }>(() =>
  import(/* webpackChunkName: "home-menu" */ './HomeMenuDialog').then((m) => ({ default: m.HomeMenuDialog })),
);

/** The home page's burger menu (narrow screens): its sections, Contact and the social links. */
export function HomeMenu() {
  return <LazyMenu menu="home" controls={HOME_MENU_ID} dialog={HomeMenuDialog} className="home-menu__button" />;
}

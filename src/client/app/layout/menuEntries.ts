import type { RouteName } from '../../../shared/routes';

/** An entry of the full-screen menu (product spec: name, target route, optional video, optional sub-items). */
export interface MenuEntry {
  /** Key of its label (layout:menu.entries.<name>) and of its video (public/media/menu/<name>.*). */
  name: string;
  route: RouteName;
  video?: string;
  children?: readonly MenuEntry[];
}

/**
 * The spec's menu entries, with the rest of its header links as sub-entries where they belong
 * (the starter pack with the services, the job list with recruitment), so that every page is
 * reachable from the header.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { name: 'home', route: 'home', video: 'home' },
  { name: 'about', route: 'agency', video: 'about' },
  { name: 'projects', route: 'projects', video: 'projects' },
  {
    name: 'services',
    route: 'services',
    video: 'services',
    children: [
      { name: 'advices', route: 'advice' },
      { name: 'packages', route: 'packages' },
      { name: 'starterPack', route: 'starterPack' },
    ],
  },
  { name: 'blog', route: 'blog', video: 'blog' },
  { name: 'recruitment', route: 'recruitment', video: 'recruitment', children: [{ name: 'jobs', route: 'jobs' }] },
  { name: 'contact', route: 'contact', video: 'contact' },
];

/** Smaller links under the entries: a logged-in person's own pages, then the legal notices. */
export const ACCOUNT_ENTRIES: readonly MenuEntry[] = [
  { name: 'account', route: 'account' },
  { name: 'payForService', route: 'payForService' },
];
/** After them, for the staff only: the back office. */
export const STAFF_ENTRIES: readonly MenuEntry[] = [{ name: 'admin', route: 'admin' }];
export const LEGAL_ENTRIES: readonly MenuEntry[] = [{ name: 'legals', route: 'legalNotices' }];

/** The id of the site menu's dialog, which its buttons control. */
export const SITE_MENU_ID = 'site-menu';
/** The id of the home page's own menu (its sections, on narrow screens). */
export const HOME_MENU_ID = 'home-menu';

/** Where the menu's background videos and their posters are served (scripts/make-menu-videos.ts makes them from the site's own pages). */
export const MENU_MEDIA_PATH = '/media/menu';

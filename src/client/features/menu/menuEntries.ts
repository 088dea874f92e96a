import type { RouteName } from '../../../shared/routes';

/** An entry of the full-screen menu (product spec: name, target route, optional video, optional sub-items). */
export interface MenuEntry {
  /** Key of its label (layout:menu.entries.<name>) and of its video (public/media/menu/<name>.*). */
  name: string;
  route: RouteName;
  video?: string;
  children?: readonly MenuEntry[];
}

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
    ],
  },
  { name: 'blog', route: 'blog', video: 'blog' },
  { name: 'recruitment', route: 'recruitment', video: 'recruitment' },
  { name: 'contact', route: 'contact', video: 'contact' },
];

/** Where the menu's background videos and their posters are served (scripts/make-menu-videos.sh makes them). */
export const MENU_MEDIA_PATH = '/media/menu';

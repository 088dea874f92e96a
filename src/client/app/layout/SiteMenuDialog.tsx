import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { NavLink } from '../../components/Link';
import { MenuDialog } from './MenuDialog';
import { useMediaQuery } from '../../components/useMediaQuery';
import { selectAuthStatus, selectUser } from '../../features/account/authSlice';
import { ACCOUNT_ENTRIES, LEGAL_ENTRIES, MENU_ENTRIES, SITE_MENU_ID, STAFF_ENTRIES, type MenuEntry } from './menuEntries';
import { MenuVideo } from './MenuVideo';
import { entryHovered, menuClosed, selectHoveredEntry, selectMenuOpen } from './menuSlice';
import './BurgerMenu.css';

/** Product spec: the hover videos only play on screens wider than 1024px. */
export const MENU_VIDEO_QUERY = '(min-width: 1025px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The site's full-screen menu, opened by `opener`: its entries, then a logged-in person's pages (and the staff's), and the legal notices. */
export function SiteMenuDialog({ opener }: { opener: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('layout');
  const { lang } = useParams();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const hovered = useAppSelector(selectHoveredEntry);
  const loggedIn = useAppSelector(selectAuthStatus) === 'authenticated';
  const staff = useAppSelector(selectUser)?.role === 'staff';
  const wide = useMediaQuery(MENU_VIDEO_QUERY);
  const calm = useMediaQuery(REDUCED_MOTION_QUERY);

  const video = wide && !calm ? MENU_ENTRIES.find((entry) => entry.name === hovered)?.video : undefined;
  const close = useCallback(() => dispatch(menuClosed()), [dispatch]);

  const link = (entry: MenuEntry, className: string) => (
    <NavLink to={pathTo(entry.route, {}, lang)} end className={className} onClick={close}>
      {t(`menu.entries.${entry.name}`)}
    </NavLink>
  );
  const secondary = [...(loggedIn ? ACCOUNT_ENTRIES : []), ...(loggedIn && staff ? STAFF_ENTRIES : []), ...LEGAL_ENTRIES];

  return (
    <MenuDialog
      id={SITE_MENU_ID}
      label={t('menu.label')}
      open={open}
      onClose={close}
      opener={opener}
      className="site-menu"
      background={video && <MenuVideo video={video} />}
    >
      <nav aria-label={t('header.mainNav')}>
        <ul className="site-menu__list plain-list" onMouseLeave={() => dispatch(entryHovered(null))}>
          {MENU_ENTRIES.map((entry) => (
            <li
              key={entry.name}
              className="site-menu__item"
              onMouseEnter={() => dispatch(entryHovered(entry.name))}
              onFocus={() => dispatch(entryHovered(entry.name))}
            >
              {link(entry, 'site-menu__link')}
              {entry.children && (
                <ul className="site-menu__sublist plain-list">
                  {entry.children.map((child) => (
                    <li key={child.name}>{link(child, 'site-menu__sublink')}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <ul className="site-menu__secondary plain-list">
          {secondary.map((entry) => (
            <li key={entry.name}>{link(entry, 'site-menu__secondary-link')}</li>
          ))}
        </ul>
      </nav>
    </MenuDialog>
  );
}

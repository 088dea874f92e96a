import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { useAppSelector } from '../../lib/hooks';
import { useLocalizedNavigate } from '../../components/Link';
import { flashNotice } from '../../components/Notice';
import type { UserRole } from '../../../shared/admin';
import { selectAuthStatus, selectUser } from './authSlice';
import { rememberReturnPath } from './returnPath';

/**
 * Protected routes: nothing while the automatic login is pending (no flash of a redirect),
 * the page once logged in, the home page for an anonymous visitor (product spec: the root path),
 * which says why and links to the login, which then returns to the page asked for. A session
 * that ends here (logout, deleted account) is not a place to come back to. With `role`, a
 * logged-in person without it is sent home too, told the page is for that role.
 */
export function RequireAuth({ role }: { role?: UserRole } = {}) {
  const status = useAppSelector(selectAuthStatus);
  const userRole = useAppSelector(selectUser)?.role;
  const refused = status === 'authenticated' && role !== undefined && userRole !== role;
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useLocalizedNavigate();
  const path = pathname + search + hash;
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') wasLoggedIn.current = true;
    const home = pathTo('home', {}, lang);
    if (refused) {
      flashNotice({ message: 'layout:protected.staffOnly', path: home });
      navigate(home, { replace: true });
      return;
    }
    if (status !== 'anonymous') return;
    if (!wasLoggedIn.current) {
      rememberReturnPath(path);
      flashNotice({ message: 'layout:protected.notice', path: home, link: { label: 'layout:protected.login', to: pathTo('login', {}, lang) } });
    }
    navigate(home, { replace: true });
  }, [status, refused, path, lang, navigate]);

  return status === 'authenticated' && !refused ? <Outlet /> : null;
}

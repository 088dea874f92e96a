import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { pathTo } from '../../../shared/routes';
import { useAppSelector } from '../../lib/hooks';
import { useLocalizedNavigate } from '../../components/Link';
import { flashNotice } from '../../components/Notice';
import { selectAuthStatus } from './authSlice';
import { rememberReturnPath } from './returnPath';

/**
 * Protected routes: nothing while the automatic login is pending (no flash of a redirect),
 * the page once logged in, the home page for an anonymous visitor (product spec: the root path),
 * which says why and links to the login, which then returns to the page asked for. A session
 * that ends here (logout, deleted account) is not a place to come back to.
 */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useLocalizedNavigate();
  const path = pathname + search + hash;
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') wasLoggedIn.current = true;
    if (status !== 'anonymous') return;
    const home = pathTo('home', {}, lang);
    if (!wasLoggedIn.current) {
      rememberReturnPath(path);
      flashNotice({ message: 'layout:protected.notice', path: home, link: { label: 'layout:protected.login', to: pathTo('login', {}, lang) } });
    }
    navigate(home, { replace: true });
  }, [status, path, lang, navigate]);

  return status === 'authenticated' ? <Outlet /> : null;
}

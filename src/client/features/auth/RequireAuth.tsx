import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from './authSlice';
import { rememberReturnPath } from './returnPath';

/**
 * Protected routes: nothing while the automatic login is pending (no flash of a redirect),
 * the page once logged in, the root path for an anonymous visitor (product spec). The page an
 * anonymous visitor was going to is remembered, so that logging in brings them back to it;
 * a session that ends here (logout, deleted account) is not a place to come back to.
 */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const { pathname, search, hash } = useLocation();
  const path = pathname + search + hash;
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') wasLoggedIn.current = true;
    else if (status === 'anonymous' && !wasLoggedIn.current) rememberReturnPath(path);
  }, [status, path]);

  if (status === 'pending') return null;
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return <Outlet />;
}

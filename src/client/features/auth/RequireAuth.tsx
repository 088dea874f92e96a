import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from './authSlice';

/**
 * Protected routes: nothing while the automatic login is pending (no flash of a redirect),
 * the page once logged in, the root path for an anonymous visitor (product spec).
 */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'pending') return null;
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return <Outlet />;
}

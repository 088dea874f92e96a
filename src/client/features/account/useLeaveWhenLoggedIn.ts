import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useLocalizedNavigate } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useAppSelector } from '../../lib/hooks';
import { selectAuthStatus } from './authSlice';
import { forgetReturnPath, takeReturnPath } from './returnPath';

/**
 * Once the session is open (just logged in, or already logged in on arrival), leaves the login
 * or sign-up screen for mon-compte, or, with `returnToRemembered`, for the protected page the
 * visitor was sent away from (RequireAuth). The history entry of the form is replaced.
 */
export function useLeaveWhenLoggedIn({ returnToRemembered }: { returnToRemembered: boolean }): void {
  const status = useAppSelector(selectAuthStatus);
  const navigate = useLocalizedNavigate();
  const { lang } = useParams();
  const left = useRef(false);

  useEffect(() => {
    if (status !== 'authenticated' || left.current) return;
    left.current = true;
    const remembered = returnToRemembered ? takeReturnPath() : null;
    if (!returnToRemembered) forgetReturnPath();
    navigate(remembered ?? pathTo('account', {}, lang), { replace: true });
  }, [status, navigate, lang, returnToRemembered]);
}

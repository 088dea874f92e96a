import { Navigate } from 'react-router-dom';
import { sitePath } from '../../shared/paths';
import { useLocalizedTo } from './Link';
import { useServerRender } from '../lib/serverRender';

/**
 * Navigate in the browser; on the server, the answer becomes an HTTP redirect: 301 when
 * `permanent` (a content's address that is not its canonical one), else 302. Either way to `to`
 * in the interface language, and never off the site (sitePath).
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const server = useServerRender();
  const localized = sitePath(useLocalizedTo()(to) as string);
  if (server) {
    server.setRedirect(localized, permanent ? 301 : 302);
    return null;
  }
  return <Navigate to={localized} replace />;
}

import { Navigate } from 'react-router-dom';
import { useServerRender } from './serverRender';

/**
 * Navigate in the browser; on the server, the answer becomes an HTTP redirect to `to`: 301 when
 * `permanent` (a content's address that is not its canonical one), else 302.
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const server = useServerRender();
  if (server) {
    server.setRedirect(to, permanent ? 301 : 302);
    return null;
  }
  return <Navigate to={to} replace />;
}

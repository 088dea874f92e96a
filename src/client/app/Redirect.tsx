import { Navigate } from 'react-router-dom';
import { useServerRender } from './serverRender';

/** Navigate in the browser; on the server, the answer becomes an HTTP redirect to `to`. */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.setRedirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}

import { createContext, useContext } from 'react';
import { sitePath } from '../../shared/paths';
import type { PageHead } from '../../shared/seo/headTags';

/**
 * What the page being rendered on the server tells the server: its head, its HTTP status and
 * where it redirects. Null in the browser.
 */
export interface ServerRenderState {
  head: PageHead | null;
  status: number;
  redirect: string | null;
  /** Called while rendering (no effects run on the server); the last call of the render wins. */
  setHead(head: PageHead): void;
  setStatus(status: number): void;
  /**
   * 302 unless `status` says otherwise (301 for an address that moved for good); always to a path
   * of this site. A 404 page is never a redirect: browsers do not follow a Location on a 404, they
   * show their own error page.
   */
  setRedirect(to: string, status?: number): void;
}

export function newServerRenderState(): ServerRenderState {
  const state: ServerRenderState = {
    head: null,
    status: 200,
    redirect: null,
    setHead: (head) => void (state.head = head),
    setStatus: (status) => {
      state.status = status;
      if (status === 404) state.redirect = null;
    },
    setRedirect: (to, status = 302) => {
      if (state.status === 404) return;
      state.redirect = sitePath(to);
      state.status = status;
    },
  };
  return state;
}

const ServerRenderContext = createContext<ServerRenderState | null>(null);
export const ServerRenderProvider = ServerRenderContext.Provider;

/** The server's record of this render, or null in the browser. */
export function useServerRender(): ServerRenderState | null {
  return useContext(ServerRenderContext);
}

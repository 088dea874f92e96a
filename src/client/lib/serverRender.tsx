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
  /** 302 unless `status` says otherwise (301 for an address that moved for good); always to a path of this site. */
  setRedirect(to: string, status?: number): void;
}

export function newServerRenderState(): ServerRenderState {
  const state: ServerRenderState = {
    head: null,
    status: 200,
    redirect: null,
    setHead: (head) => void (state.head = head),
    setStatus: (status) => void (state.status = status),
    setRedirect: (to, status = 302) => {
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

import { createContext, useContext } from 'react';
import type { PageHead } from '../../shared/seo/headTags';

/**
 * What the page being rendered on the server tells the server: its head, its HTTP status and
 * where it redirects. Null in the browser.
 */
export interface ServerRenderState {
  head: PageHead | null;
  status: number;
  redirect: string | null;
}

export function newServerRenderState(): ServerRenderState {
  return { head: null, status: 200, redirect: null };
}

const ServerRenderContext = createContext<ServerRenderState | null>(null);
export const ServerRenderProvider = ServerRenderContext.Provider;

/** The server's record of this render, or null in the browser. */
export function useServerRender(): ServerRenderState | null {
  return useContext(ServerRenderContext);
}

import type { InterfaceLanguage } from '../../shared/languages';
import { isInterfaceLanguage } from '../../shared/languages';
import type { NamespaceResources } from '../lib/i18n';
import type { PreloadedState } from './store';

/** What the server rendered a page with, written into it for the browser to hydrate with. */
export interface ServerPageState {
  lng: InterfaceLanguage;
  /** Translations of the namespaces the page used, in `lng`. */
  resources: NamespaceResources;
  /**
   * The browser's language as the server saw it (the request's Accept-Language), for the
   * browser's detection; null without one, as a crawler's request has.
   */
  browserLanguage: InterfaceLanguage | null;
  state: Pick<PreloadedState, 'api' | 'language'>;
}

export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

/** The server's state, or null when the page was not server-rendered (or the element is broken). */
export function readServerState(doc: Document): ServerPageState | null {
  try {
    const parsed = JSON.parse(doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent || 'null') as ServerPageState | null;
    if (!parsed || !isInterfaceLanguage(parsed.lng) || typeof parsed.resources !== 'object') return null;
    return { ...parsed, browserLanguage: isInterfaceLanguage(parsed.browserLanguage) ? parsed.browserLanguage : null };
  } catch {
    return null;
  }
}

import type { Storage } from 'redux-persist';
import { TOKEN_STORAGE_KEY } from '../../shared/languages';

/**
 * redux-persist storage that keeps the session token as the raw string under the key `token`,
 * instead of redux-persist's own JSON blob under `persist:<key>`: the spec names that key
 * (sections 4 and 9) and whatever else reads the session there (e2e tests, tools) expects the
 * token itself. redux-persist hands over and expects back its serialized form,
 * `JSON.stringify({ token: JSON.stringify(token), _persist: ... })`; only the token crosses.
 */
export const tokenStorage: Storage = {
  async getItem() {
    const token = readToken();
    return token ? JSON.stringify({ token: JSON.stringify(token) }) : null;
  },
  async setItem(_key: string, serialized: string) {
    const token = tokenIn(serialized);
    if (token) writeToken(token);
    else removeToken();
  },
  async removeItem() {
    removeToken();
  },
};

function tokenIn(serialized: string): string | null {
  try {
    const outer = JSON.parse(serialized) as { token?: string };
    const token: unknown = outer.token === undefined ? null : JSON.parse(outer.token);
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

// Storage can be unavailable or full (private browsing, blocked cookies): the session then
// lasts as long as the page.
function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function writeToken(token: string): void {
  try {
    if (window.localStorage.getItem(TOKEN_STORAGE_KEY) !== token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // See readToken.
  }
}

function removeToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See readToken.
  }
}

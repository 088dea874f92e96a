import { isSitePath } from '../../../shared/paths';

/**
 * Where a visitor was going when RequireAuth sent them away (product spec: anonymous visitors
 * of a protected page go to the root path). Kept for the tab only, in sessionStorage under
 * RETURN_PATH_STORAGE_KEY; the login page takes it back and returns there. Only a path of this
 * site in its safe form (isSitePath): `//host`, `/\host` or `/..%2f%2fhost` would leave it.
 */
export const RETURN_PATH_STORAGE_KEY = 'auth.returnPath';

// Storage may be unavailable (private browsing, blocked cookies): the path is then not kept.
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReturnPath(path: string): void {
  if (!isSitePath(path)) return;
  try {
    session()?.setItem(RETURN_PATH_STORAGE_KEY, path);
  } catch {
    // See session().
  }
}

/** The remembered path, forgotten as it is read (it is used once); null when none or not a site path. */
export function takeReturnPath(): string | null {
  const storage = session();
  try {
    const path = storage?.getItem(RETURN_PATH_STORAGE_KEY) ?? null;
    storage?.removeItem(RETURN_PATH_STORAGE_KEY);
    return isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    session()?.removeItem(RETURN_PATH_STORAGE_KEY);
  } catch {
    // See session().
  }
}

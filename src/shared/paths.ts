/** A control character, as it comes in a path: raw, or percent-encoded (`%0A`, `%0d`, `%00`, `%7F`). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/gi;

/**
 * A path with its control characters turned into `-`. No page has one in its address, and
 * react-router matches none of them, not even with its catch-all route (its `*` stops at a line
 * break), so `/fr/a%0Ab` would show nothing at all; as `/fr/a-b` it is the 404 page.
 */
export function withoutControlCharacters(path: string): string {
  return path.replace(CONTROL_CHARACTER, '-');
}

// Any origin: only what a target resolves to on it matters.
const SITE_ORIGIN = 'http://site.invalid';
// Slashes and dots the server's router decodes before matching (`/..%2f%2fhost` is `/..//host` to it).
const ENCODED_SEPARATOR = /%(2f|5c|2e)/gi;
const SEPARATORS: Record<string, string> = { '2f': '/', '5c': '\\', '2e': '.' };

/**
 * A target as a path of this site, safe for a Location header or a link: dot segments resolved
 * (after decoding `%2f`, `%5c` and `%2e` in the path, as the router would), percent-encoded,
 * and never `//host` or `/\host` (which a browser takes as another site): leading slashes and
 * backslashes become one. A target that names another origin (`https://host`, `//host`) gives
 * `/`. Every redirect and every site-path link goes through it.
 */
export function sitePath(target: string): string {
  const queryAt = target.search(/[?#]/);
  const [path, rest] = queryAt === -1 ? [target, ''] : [target.slice(0, queryAt), target.slice(queryAt)];
  let url: URL;
  try {
    url = new URL(path.replace(ENCODED_SEPARATOR, (_, code: string) => SEPARATORS[code.toLowerCase()]!) + rest, `${SITE_ORIGIN}/`);
  } catch {
    return '/';
  }
  if (url.origin !== SITE_ORIGIN) return '/';
  return url.pathname.replace(/^[/\\]+/, '/') + url.search + url.hash;
}

/** `value` is a path of this site already in its safe form (sitePath leaves it as it is). */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && sitePath(value) === value;
}

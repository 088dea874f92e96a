/**
 * Path pieces that try to lead off the site once a redirect or a link puts them after a slash:
 * dot segments, encoded slashes and backslashes (any case), tabs, `@`, `%00`, schemes. Each is
 * valid in an HTTP request line as it is, so it reaches the server as an attacker sends it.
 */
export const OFF_SITE_PIECES: readonly string[] = [
  '..%2f%2fevil.com',
  '..%2F%2Fevil.com',
  '..%2f%2Fevil.com',
  '%2e%2e//evil.com',
  '%2E%2E//evil.com',
  '%2e%2e%2f%2fevil.com',
  '.%2e/%2fevil.com',
  '%2e./%5cevil.com',
  '..//evil.com',
  '../..//evil.com',
  'x/../..//evil.com',
  '..%5c%5cevil.com',
  '..%5C%5Cevil.com',
  '..%2f%5cevil.com',
  '..%5c/evil.com',
  '..\\\\evil.com',
  '/evil.com',
  '%2fevil.com',
  '%2Fevil.com',
  '%5cevil.com',
  '\\evil.com',
  '/\\evil.com',
  '..%2f%2f%09evil.com',
  '%09/evil.com',
  '..%2f%09%2fevil.com',
  '..%2f%2fevil.com%00',
  '%00/..%2f%2fevil.com',
  '..%2f%2fuser@evil.com',
  '..%2f%2f@evil.com',
  '@evil.com',
  '..%2f..%2f..%2f%2fevil.com',
  '%2e%2e%2f%2e%2e%2f%2f%2fevil.com',
  '..%252f%252fevil.com',
  '..;%2f%2fevil.com',
  '..%2f%2fevil.com?x=1',
  '..%2f%2fevil.com#top',
  '..%2f%2fhttps:evil.com',
  'https:%2f%2fevil.com',
  '..%2fhttps://evil.com',
  '..%2f%2f%E3%80%82evil.com',
];

const ORIGIN = 'http://site.test';

/** Why `location` (a Location header or an href) would leave the site, or null when it stays on it. */
export function offSite(location: string): string | null {
  if (!/^\/(?![/\\])/.test(location)) return 'does not start with one slash followed by a path';
  // A browser drops tabs and line breaks from an address before resolving it.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(location)) return 'holds a space or a control character';
  if (new URL(location, `${ORIGIN}/`).origin !== ORIGIN) return 'resolves to another origin';
  return null;
}

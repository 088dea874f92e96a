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

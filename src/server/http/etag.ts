/** If-None-Match compares weakly (RFC 9110): `W/"x"` matches `"x"`, and `*` matches anything. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (32 bytes, base64url) for the client, and the hash we store of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

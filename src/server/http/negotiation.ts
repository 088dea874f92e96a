import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../shared/languages';
import type { RequestedFormat } from '../services/images/format';

/**
 * What a request accepts, read with `negotiator`. Clients send few distinct header values, so
 * each is read once and its answer kept (every cached answer asks for its Accept-Encoding).
 */

/** The content codings the answer cache keeps besides the identity. */
export type Coding = 'br' | 'gzip' | 'identity';

const remembered = <T extends object>() => new LRUCache<string, T>({ max: 64 });

// @types/negotiator lags the package: `preferred` breaks ties between equal q values.
type EncodingsWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string[];
// x-gzip is gzip (RFC 9110, 8.4.1.3); brotli first when the client weighs both the same.
const CODINGS = ['br', 'gzip', 'x-gzip', 'identity'];

const codingsByHeader = remembered<readonly Coding[]>();

/** The codings Accept-Encoding allows, best first; `identity` alone without the header. */
export function acceptedCodings(header: string | undefined): readonly Coding[] {
  if (header === undefined || header === '') return ['identity'];
  let codings = codingsByHeader.get(header);
  if (codings === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
    const names = (negotiator.encodings.bind(negotiator) as EncodingsWithPreference)(CODINGS, { preferred: CODINGS });
    codings = [...new Set(names.map((name): Coding => (name === 'x-gzip' ? 'gzip' : (name as Coding))))];
    codingsByHeader.set(header, codings);
  }
  return codings;
}

const languagesByHeader = remembered<{ language: InterfaceLanguage | undefined }>();

/** The first interface language of an Accept-Language header, by q value then by order (`en-GB` counts as `en`). */
export function acceptedLanguage(header: string | undefined): InterfaceLanguage | undefined {
  if (!header) return undefined;
  let kept = languagesByHeader.get(header);
  if (kept === undefined) {
    const ranges = new Negotiator({ headers: { 'accept-language': header } }).languages();
    kept = { language: ranges.map((range) => range.toLowerCase().split('-')[0]).find(isInterfaceLanguage) };
    languagesByHeader.set(header, kept);
  }
  return kept.language;
}

const formatsByHeader = remembered<{ format: RequestedFormat }>();

/**
 * The best image format Accept allows: AVIF (smallest), then WebP, else legacy. Only an explicit
 * `image/avif` or `image/webp` counts: `*\/*` and `image/*` are sent by clients that cannot
 * necessarily decode either.
 */
export function acceptedImageFormat(header: string | undefined): RequestedFormat {
  if (!header) return 'legacy';
  let kept = formatsByHeader.get(header);
  if (kept === undefined) {
    const named = new Set(new Negotiator({ headers: { accept: header } }).mediaTypes().map((type) => type.toLowerCase()));
    kept = { format: named.has('image/avif') ? 'avif' : named.has('image/webp') ? 'webp' : 'legacy' };
    formatsByHeader.set(header, kept);
  }
  return kept.format;
}

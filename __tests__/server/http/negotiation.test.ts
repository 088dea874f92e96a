import { acceptedCodings, acceptedImageFormat, acceptedLanguage } from '../../../src/server/http/negotiation';

describe('acceptedCodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['gzip, deflate', ['gzip', 'identity']],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', ['br', 'gzip', 'identity']],
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0, gzip', ['gzip']],
    ['identity', ['identity']],
    ['x-gzip', ['gzip', 'identity']],
    ['BR', ['br', 'identity']],
    ['br;q=abc', ['identity']],
  ])('%s', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });

  it('takes the identity only without the header', () => {
    expect(acceptedCodings(undefined)).toEqual(['identity']);
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.5,fr;q=0.7', 'fr'],
    ['fr;q=0, en', 'en'],
    ['EN-us', 'en'],
    ['en;q=0.5, fr;q=0.5', 'en'],
    ['fr-CA, en', 'fr'],
    ['de, es', undefined],
    ['', undefined],
  ])('%j gives %s', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });
});

describe('acceptedImageFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['IMAGE/WEBP', 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['*/*', 'legacy'],
    ['image/*', 'legacy'],
    ['', 'legacy'],
  ])('%j gives %s', (header, expected) => {
    expect(acceptedImageFormat(header)).toBe(expected);
  });
});

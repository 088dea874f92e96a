import { parseAcceptEncoding } from '../../../src/server/plugins/contentCache';

describe('parseAcceptEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', { br: true, gzip: true }],
    ['gzip, deflate', { br: false, gzip: true }],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', { br: true, gzip: true }],
    ['br;q=0, gzip', { br: false, gzip: true }],
    ['*', { br: true, gzip: true }],
    ['*;q=0, gzip', { br: false, gzip: true }],
    ['identity', { br: false, gzip: false }],
    ['x-gzip', { br: false, gzip: true }],
    ['BR', { br: true, gzip: false }],
    ['br;q=abc', { br: false, gzip: false }],
  ])('%s', (header, expected) => {
    expect(parseAcceptEncoding(header)).toEqual(expected);
  });
});

import type { FastifyRequest } from 'fastify';
import { acceptedLanguage, readCookie } from '../../src/shared/languages';
import { requestLanguage } from '../../src/server/language';

const request = (parts: { query?: object; headers?: Record<string, string>; user?: object }) =>
  ({ query: {}, headers: {}, ...parts }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it('uses the logged-in user’s language after the query and the cookie, before Accept-Language', () => {
    expect(requestLanguage(request({ user: { language: 'en' }, headers: { 'accept-language': 'fr' } }))).toBe('en');
    expect(requestLanguage(request({ user: { language: 'en' }, headers: { cookie: 'i18next=fr' } }))).toBe('fr');
    expect(requestLanguage(request({ user: { language: 'fr' }, query: { lng: 'en' } }))).toBe('en');
    expect(requestLanguage(request({ user: { language: 'xx' }, headers: { 'accept-language': 'en' } }))).toBe('en');
  });

  it('defaults to French', () => {
    expect(requestLanguage(request({}))).toBe('fr');
    expect(requestLanguage(request({ query: { lng: ['en', 'fr'] }, headers: { 'accept-language': 'de, es' } }))).toBe('fr');
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.5,fr;q=0.7', 'fr'],
    ['fr;q=0, en', 'en'],
    ['EN-us', 'en'],
    ['en;q=0.5, fr;q=0.5', 'en'],
    ['de, es', undefined],
    ['', undefined],
  ])('%j gives %s', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });
});

describe('readCookie', () => {
  it('finds one cookie among others', () => {
    expect(readCookie('a=1; i18next=en; b=2', 'i18next')).toBe('en');
    expect(readCookie('xi18next=en', 'i18next')).toBeUndefined();
    expect(readCookie(undefined, 'i18next')).toBeUndefined();
  });
});

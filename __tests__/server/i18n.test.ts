import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../src/server/i18n';

/** A request as Fastify hands it over, its cookies read by @fastify/cookie. */
const request = (parts: { query?: object; headers?: Record<string, string>; cookies?: Record<string, string>; user?: object }) =>
  ({ query: {}, headers: {}, cookies: {}, ...parts }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it('uses the logged-in user’s language after the query and the cookie, before Accept-Language', () => {
    expect(requestLanguage(request({ user: { language: 'en' }, headers: { 'accept-language': 'fr' } }))).toBe('en');
    expect(requestLanguage(request({ user: { language: 'en' }, cookies: { i18next: 'fr' } }))).toBe('fr');
    expect(requestLanguage(request({ user: { language: 'fr' }, query: { lng: 'en' } }))).toBe('en');
    expect(requestLanguage(request({ user: { language: 'xx' }, headers: { 'accept-language': 'en' } }))).toBe('en');
  });

  it('defaults to French', () => {
    expect(requestLanguage(request({}))).toBe('fr');
    expect(requestLanguage(request({ query: { lng: ['en', 'fr'] }, headers: { 'accept-language': 'de, es' } }))).toBe('fr');
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { EARLY_TAPS_SCRIPT_HASH } from '../pages/earlyTaps';

/**
 * Stripe.js is the only third party the pages load (payments); everything else is same-origin. The
 * one inline script allowed is the page's own early-taps script, by its hash.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_TAPS_SCRIPT_HASH} https://js.stripe.com https://*.js.stripe.com`,
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "connect-src 'self' https://api.stripe.com",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The API answers JSON and images, never a document to run: nothing may load and nothing may
 * frame it (OWASP's advice for APIs). A tenth of the pages' policy, on the answers sent most.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Nothing of the site uses a camera, a microphone, the position or a device port: none may, not
 * even a frame. Payment (the Payment Request API behind Apple Pay and Google Pay) stays allowed for
 * the site and Stripe's frames, which ask for it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'serial=()',
  'usb=()',
  'payment=(self "https://js.stripe.com")',
].join(', ');

/**
 * A page opened from another site gets no handle on this one's window, nor it on theirs. Popups
 * this page opens keep theirs (`-allow-popups`): the wallets and bank checks Stripe's Payment
 * Element may open in a popup answer through it (docs/decisions.md). The API opens no window.
 */
const PAGE_OPENER_POLICY = 'same-origin-allow-popups';
const API_OPENER_POLICY = 'same-origin';

/**
 * A year, subdomains too: the agency's subdomains are served over HTTPS as well. `preload` is left
 * to whoever submits the domain to the browsers' list (docs/security.md).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** What an API answer that chose no caching of its own gets: it may carry personal data (docs/security.md). */
export const API_DEFAULT_CACHE_CONTROL = 'no-store';

function headerSet(production: boolean, api: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': api ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': api ? API_OPENER_POLICY : PAGE_OPENER_POLICY,
  };
  // Only in production: on http://localhost a cached HSTS would break other local projects.
  if (production) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return Object.freeze(headers);
}

// Made once: they are read on every answer.
const HEADER_SETS = { page: headerSet(false, false), api: headerSet(false, true), productionPage: headerSet(true, false), productionApi: headerSet(true, true) };

/** The one place the security headers are made: the API's or a page's, with HSTS in production. */
export function securityHeadersFor(url: string | undefined, production: boolean): Readonly<Record<string, string>> {
  const api = url !== undefined && API_PATH.test(url);
  if (production) return api ? HEADER_SETS.productionApi : HEADER_SETS.productionPage;
  return api ? HEADER_SETS.api : HEADER_SETS.page;
}

/**
 * What an answer made before any hook gets from this plugin (the router's frameworkErrors, a closing
 * server's 503s): the security headers and, on the API, its default Cache-Control, as onSend adds.
 */
export function headersBeforeHooks(url: string | undefined, production: boolean): Readonly<Record<string, string>> {
  const headers = securityHeadersFor(url, production);
  return url !== undefined && API_PATH.test(url) ? { ...headers, 'cache-control': API_DEFAULT_CACHE_CONTROL } : headers;
}

/**
 * Baseline security headers on every answer (pages, API, cached answers, files, errors), in one
 * onSend hook: @fastify/helmet is not installed, and one hook is enough for a fixed set. Two kinds
 * of answer skip onSend and get the same headers from headersBeforeHooks: the router's
 * frameworkErrors (`app.ts`), and the 503s of a closing server (below).
 */
export default fp(
  async function securityHeaders(app) {
    const production = app.config.isProduction;
    // Last word over the route's own: a route cannot loosen them.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(securityHeadersFor(request.url, production));
      // Stored nowhere unless the route says otherwise: the content answers say `public, no-cache`;
      // everything else (a session, an account, a payment, a CV, an error about one) is personal.
      if (!reply.hasHeader('cache-control') && API_PATH.test(request.url)) reply.header('cache-control', API_DEFAULT_CACHE_CONTROL);
      done(null, payload);
    });

    // Once closing, Fastify answers a request still arriving on a busy connection with a 503 before
    // any hook: from then on each raw response gets them first. Only then, since it costs every request.
    app.addHook('preClose', (done) => {
      app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
        for (const [name, value] of Object.entries(headersBeforeHooks(request.url, production))) response.setHeader(name, value);
      });
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Stripe.js is the only third party the pages load (payments); everything else is same-origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
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
 * Baseline security headers on every answer (pages, API, files, errors). @fastify/helmet is not
 * installed, and one hook is enough for a fixed set.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': CONTENT_SECURITY_POLICY,
  };
  // Only in production: on http://localhost a cached HSTS would break other local projects.
  if (options.production) headers['strict-transport-security'] = 'max-age=31536000';

  const pageEntries = Object.entries(headers);
  const apiEntries = Object.entries({ ...headers, 'content-security-policy': API_CONTENT_SECURITY_POLICY });
  const entriesFor = (url: string | undefined) => (url !== undefined && API_PATH.test(url) ? apiEntries : pageEntries);

  // A served request already carries them (the listener below): only one missing there, or one a
  // route set itself, is (re)set here, which spares validating them twice. inject() skips the listener.
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of entriesFor(request.raw.url)) if (reply.hasHeader(name) || !reply.raw.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  // Some answers never reach a hook: the router's frameworkErrors (a malformed URL, an overlong
  // parameter) run with an empty context. Setting the headers on each raw response first covers them.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of entriesFor(request.url)) response.setHeader(name, value);
  });
}

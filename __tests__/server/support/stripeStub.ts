import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for api.stripe.com (Stripe's servers cannot be reached from the tests): the app's
 * stripe-node client is pointed at it with STRIPE_API_BASE. It records every request and answers
 * POST /v1/payment_intents like Stripe, or with a 500 once `failing` is set.
 */

export interface StubRequest {
  method: string;
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** The form-encoded body, flattened as sent: `metadata[userId]`, `automatic_payment_methods[enabled]`. */
  form: Record<string, string>;
}

export interface StripeStub {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  url: string;
  requests: StubRequest[];
  /** When true, every call answers 500 with a message that must never reach our clients. */
  failing: boolean;
  close(): Promise<void>;
}

export const PROVIDER_SECRET_MESSAGE = 'Upstream database shard 7 is on fire';

export async function startStripeStub(): Promise<StripeStub> {
  let counter = 0;
  const stub: StripeStub = {
    url: '',
    requests: [],
    failing: false,
    close: () =>
      new Promise((resolve, reject) => {
        // stripe-node keeps its connections alive: close them, or close() would wait for them.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      stub.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      const send = (status: number, body: unknown) => {
        // Tells stripe-node not to retry, so a failure test does not wait for its backoff.
        response.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        response.end(JSON.stringify(body));
      };
      if (stub.failing) return send(500, { error: { type: 'api_error', message: PROVIDER_SECRET_MESSAGE } });
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        counter += 1;
        const id = `pi_stub_${counter}`;
        return send(200, {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_stub`,
          metadata: {},
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${request.url})` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

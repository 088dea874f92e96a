import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '../../client/api/baseQuery';

/**
 * A fetch that answers from the app itself (Fastify's inject): the server renderer's API calls
 * go through the same routes, validation and caches as the browser's, without a socket.
 */
export function injectFetch(app: FastifyInstance, headers: Record<string, string>): ApiFetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET',
      url: pathname + search,
      headers: { ...Object.fromEntries(request.headers), ...headers },
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

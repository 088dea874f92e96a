import * as z from 'zod/mini';

/**
 * Response declarations for answers that are not JSON: they document the route (docs/openapi.json)
 * and leave the body as the handler sends it (Fastify serializes neither a Buffer nor a string of
 * a type of its own).
 */

/** Typed loosely on purpose: the handler's body (a Buffer, a string, nothing) is not what a JSON schema types. */
interface ResponseDeclaration {
  description: string;
  content: Record<string, { schema: unknown }>;
}

/** An answer without a body (204, 304): OpenAPI's `null` type is its form of "no content". */
function empty(description: string): z.ZodMiniType<unknown> {
  return z.null().check(z.meta({ description }));
}

export const NO_CONTENT = empty('Done: no body');
export const NOT_MODIFIED = empty('Not modified: the ETag sent in If-None-Match is still the current one');

/** A text answer of this media type. */
export function textOf(type: string, description: string): ResponseDeclaration {
  return { description, content: { [type]: { schema: z.string() } } };
}

/** Bytes of one of these media types. */
export function binaryOf(types: readonly string[], description: string): ResponseDeclaration {
  const bytes = z.string().check(z.meta({ format: 'binary' }));
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])) };
}

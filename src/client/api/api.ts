import type { UnknownAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { PUBLIC_CONTENT_KINDS, publicTagOf } from '../../shared/contentKinds';
import { baseQuery } from './baseQuery';

/**
 * On the server, the query hooks start their requests while rendering (there are no effects
 * there): the renderer renders, waits for them, and renders again with the data (server/render).
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints` in their own
 * `<feature>Api.ts`; the cache is never persisted.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Only tags something invalidates: the user after an edit, the payments after one, the public
  // content after a staff edit, one tag per public content kind (the staff area adds its own
  // lists' tags, in its chunk).
  tagTypes: ['User', 'Payments', ...PUBLIC_CONTENT_KINDS.map((kind) => publicTagOf(kind.key))],
  endpoints: () => ({}),
});

/** Builds a path segment from a parameter (slugs, e-mails): never a raw `/` or `?` in a path. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** A multipart file part's name: a File keeps its own, a bare Blob gets a neutral one (the server never uses it as a path). */
export function fileName(blob: Blob, fallback: string): string {
  return typeof File !== 'undefined' && blob instanceof File && blob.name ? blob.name : fallback;
}

/**
 * The endpoint an action of this API's requests is about (`api/executeQuery/pending`...), else
 * undefined: a slice can follow a call by its name without the code that defines the endpoint.
 */
export function endpointNameOf(action: UnknownAction): string | undefined {
  if (!action.type.startsWith(`${api.reducerPath}/execute`)) return undefined;
  const name = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  return typeof name === 'string' ? name : undefined;
}

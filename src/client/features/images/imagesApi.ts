import type { ImageRequest } from '../../../shared/api';
import { imageParams } from '../../../shared/images';
import { api } from '../../api/api';

/**
 * GET /images/get-image answers the image's bytes. The query keeps an object URL (a string, so
 * the cache stays serializable and it goes straight into `<img src>`) rather than the Blob;
 * the URL is revoked when a refetch replaces it and when the cache entry is dropped.
 *
 * Content images do not use it: ResponsiveImage points `<img srcset>` at the endpoint itself
 * (`imageUrl()` in src/shared/images.ts), so the browser caches them with the server's headers.
 */
export const imagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImage: build.query<string, ImageRequest>({
      query: (request) => ({
        url: '/images/get-image',
        params: imageParams(request),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : parseErrorBody(response),
      }),
      async onQueryStarted(request, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          keepObjectUrl(cacheKey(request), data);
        } catch {
          // The error is the query's; nothing to release.
        }
      },
      async onCacheEntryAdded(request, { cacheEntryRemoved }) {
        await cacheEntryRemoved;
        keepObjectUrl(cacheKey(request), null);
      },
    }),
  }),
});

export const { useGetImageQuery } = imagesApi;

async function parseErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const objectUrls = new Map<string, string>();

function cacheKey(request: ImageRequest): string {
  return JSON.stringify(imageParams(request));
}

function keepObjectUrl(key: string, url: string | null): void {
  const previous = objectUrls.get(key);
  if (previous && previous !== url) URL.revokeObjectURL(previous);
  if (url) objectUrls.set(key, url);
  else objectUrls.delete(key);
}

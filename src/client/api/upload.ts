import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toApiError, unwrapData, type ApiError } from './baseQuery';

/** How much of the request body has gone up, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  token: string | null;
  signal: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * A multipart POST through XMLHttpRequest rather than the base query's fetch: only XHR reports
 * upload progress. It keeps the base query's contract: the Bearer token when there is one,
 * `{ data }` unwrapped, every failure an ApiError (fetchBaseQuery's error shapes, then
 * toApiError). Aborting `signal` aborts the upload.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  { token, signal, onUploadProgress }: UploadOptions,
): Promise<{ data: unknown } | { error: ApiError }> {
  return new Promise((resolve) => {
    const fail = (error: FetchBaseQueryError) => resolve({ error: toApiError(error) });
    if (signal.aborted) return fail({ status: 'CUSTOM_ERROR', error: 'AbortError: Aborted' });

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    xhr.onload = () => {
      const text = xhr.responseText;
      let parsed: unknown;
      try {
        parsed = text === '' ? null : (JSON.parse(text) as unknown);
      } catch (error) {
        return fail({ status: 'PARSING_ERROR', originalStatus: xhr.status, data: text, error: String(error) });
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: unwrapData(parsed) });
      else fail({ status: xhr.status, data: parsed });
    };
    xhr.onerror = () => fail({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    xhr.onabort = () => fail({ status: 'CUSTOM_ERROR', error: 'AbortError: Aborted' });
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The share of an upload done, 0 to 100; undefined while the browser cannot tell the total. */
export function percentOf({ loaded, total }: UploadProgress): number | undefined {
  if (total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

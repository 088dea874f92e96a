import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type CandidacyFields } from '../../../shared/schemas/messages';
import { HONEYPOT_FIELD } from '../../../shared/schemas/limits';
import { api, fileName } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';
import { toApiError, unwrapData, type ApiError } from '../../api/baseQuery';
import { selectSessionToken } from '../../api/session';

/** How much of the request body has gone up, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The form's fields, the CV (a PDF), and who to tell as the upload goes. */
export type CandidacyArgs = CandidacyFields & {
  cv: Blob;
  /** Called on each upload progress event of the browser. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

const CREATE_CANDIDACY_URL = '/api/candidacies/create-candidacy';

/**
 * POST /candidacies/create-candidacy goes through XMLHttpRequest rather than the base query's
 * fetch: only XHR reports upload progress. It keeps the base query's contract: the Bearer token
 * when there is one, `{ data }` unwrapped, every failure an ApiError. Aborting the mutation
 * (`trigger(args).abort()`) aborts the upload.
 */
export const candidacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCandidacy: build.mutation<void, CandidacyArgs>({
      queryFn: (args, { getState, signal }) =>
        postWithProgress(CREATE_CANDIDACY_URL, candidacyBody(args), {
          token: selectSessionToken(getState()),
          signal,
          onUploadProgress: args.onUploadProgress,
        }) as Promise<{ data: void } | { error: ApiError }>,
    }),
  }),
});
loadingAreas(candidacyApi, { createCandidacy: null });

export const { useCreateCandidacyMutation } = candidacyApi;

function candidacyBody({ firstName, lastName, email, phoneNumber, presentation, job, cv, ...rest }: CandidacyArgs): FormData {
  const body = new FormData();
  body.append('firstName', firstName);
  body.append('lastName', lastName);
  body.append('email', email);
  body.append('phoneNumber', phoneNumber);
  body.append('presentation', presentation);
  if (job) body.append('job', job);
  // Only a robot fills the honeypot; the server then answers success and keeps nothing.
  const honeypot = rest[HONEYPOT_FIELD];
  if (honeypot) body.append(HONEYPOT_FIELD, honeypot);
  body.append('cv', cv, fileName(cv, 'cv.pdf'));
  return body;
}

interface UploadOptions {
  token: string | null;
  signal: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A POST through XMLHttpRequest, answered the way the base query answers (fetchBaseQuery's error shapes, then toApiError). */
function postWithProgress(
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

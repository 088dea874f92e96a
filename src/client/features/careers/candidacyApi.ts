import { HONEYPOT_FIELD } from '../../../shared/schemas/limits';
import type { CandidacyFields } from '../../../shared/schemas/messages';
import { api, fileName } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';
import type { ApiError } from '../../api/baseQuery';
import { selectSessionToken } from '../../api/session';
import type { UploadProgress } from '../../api/upload';

/** The form's fields, the CV (a PDF), and who to tell as the upload goes. */
export type CandidacyArgs = CandidacyFields & {
  cv: Blob;
  /** Called on each upload progress event of the browser. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

const CREATE_CANDIDACY_URL = '/api/candidacies/create-candidacy';

/** The upload code, needed only once a candidacy is sent (the page preloads it once hydrated). */
export const loadUpload = () => import('../../api/upload');

/**
 * POST /candidacies/create-candidacy goes up with its progress (postWithProgress); aborting the
 * mutation (`trigger(args).abort()`) aborts the upload.
 */
export const candidacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCandidacy: build.mutation<void, CandidacyArgs>({
      queryFn: async (args, { getState, signal }) => {
        const { postWithProgress } = await loadUpload();
        return postWithProgress(CREATE_CANDIDACY_URL, candidacyBody(args), {
          token: selectSessionToken(getState()),
          signal,
          onUploadProgress: args.onUploadProgress,
        }) as Promise<{ data: void } | { error: ApiError }>;
      },
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

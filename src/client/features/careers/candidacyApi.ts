import type { CandidacyFields } from '../../../shared/schemas/messages';
import { api } from '../../api/api';
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

/** The upload code and the request's body, needed only once a candidacy is sent (the page preloads them once hydrated). */
export const loadUpload = () => Promise.all([import('../../api/upload'), import('./candidacyBody')]);

/**
 * POST /candidacies/create-candidacy goes up with its progress (postWithProgress); aborting the
 * mutation (`trigger(args).abort()`) aborts the upload.
 */
export const candidacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCandidacy: build.mutation<void, CandidacyArgs>({
      queryFn: async (args, { getState, signal }) => {
        const [{ postWithProgress }, { candidacyBody }] = await loadUpload();
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

import type { CandidacyFields } from '../../../shared/schemas/messages';
import { api, fileName } from '../../api/api';

/** The form's fields and the CV (a PDF). */
export type CandidacyArgs = CandidacyFields & { cv: Blob };

export const candidacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCandidacy: build.mutation<void, CandidacyArgs>({
      query: ({ firstName, lastName, email, phoneNumber, presentation, cv }) => {
        const body = new FormData();
        body.append('firstName', firstName);
        body.append('lastName', lastName);
        body.append('email', email);
        body.append('phoneNumber', phoneNumber);
        body.append('presentation', presentation);
        body.append('cv', cv, fileName(cv, 'cv.pdf'));
        return { url: '/candidacies/create-candidacy', method: 'POST', body };
      },
    }),
  }),
});

export const { useCreateCandidacyMutation } = candidacyApi;

import type { LanguageResponse } from '../../../shared/api';
import type { InterfaceLanguage } from '../../../shared/languages';
import type { LanguagePayload } from '../../../shared/schemas/language';
import { api } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Tells the server the interface language (e-mails and error texts follow it). */
    sendLanguage: build.mutation<LanguageResponse, InterfaceLanguage>({
      query: (lang) => ({ url: '/language/send', method: 'POST', body: { lang } satisfies LanguagePayload }),
    }),
  }),
});
loadingAreas(languageApi, { sendLanguage: 'language' });

export const { useSendLanguageMutation } = languageApi;

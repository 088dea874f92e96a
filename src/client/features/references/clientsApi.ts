import type { Client, ClientCardData } from '../../../shared/api';
import { api, segment } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Home's strip shows a logo and a name: the summaries would weigh on its page.
    getClientCards: build.query<ClientCardData[], void>({
      query: () => '/clients/cards',
      providesTags: ['Clients'],
    }),
    getClientBySlug: build.query<Client, string>({
      query: (slug) => `/clients/get-by-slug/${segment(slug)}`,
      providesTags: ['Clients'],
    }),
  }),
});
loadingAreas(clientsApi, { getClientCards: 'clients', getClientBySlug: 'clients' });

export const { useGetClientCardsQuery, useGetClientBySlugQuery } = clientsApi;

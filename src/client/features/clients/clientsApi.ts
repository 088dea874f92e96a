import type { Client, ClientSummary } from '../../../shared/api';
import { api, segment } from '../../api/api';

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllClients: build.query<ClientSummary[], void>({
      // The trailing slash is the spec's path.
      query: () => '/clients/get-all/',
      providesTags: ['Clients'],
    }),
    getClientBySlug: build.query<Client, string>({
      query: (slug) => `/clients/get-by-slug/${segment(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Clients', id: slug }],
    }),
  }),
});

export const { useGetAllClientsQuery, useGetClientBySlugQuery } = clientsApi;

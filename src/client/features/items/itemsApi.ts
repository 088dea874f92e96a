import type { Item } from '../../../shared/api';
import { api, segment } from '../../api/api';

export const itemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllItems: build.query<Item[], void>({
      query: () => '/items/get-all-items',
      providesTags: ['Items'],
    }),
    getUniqueItem: build.query<Item, number | string>({
      query: (id) => `/items/unique/${segment(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Items', id: String(id) }],
    }),
  }),
});

export const { useGetAllItemsQuery, useGetUniqueItemQuery } = itemsApi;

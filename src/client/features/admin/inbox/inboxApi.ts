import type { AdminCandidacy, AdminList, AdminMessage, InboxCounts, InboxMessageKind, InboxStatus, InboxUpdate } from '../../../../shared/admin';
import { segment } from '../../../api/api';
import { adminApi, listQuery, withoutLoadingAreas, type AdminListArgs } from '../adminApi';

export interface InboxListArgs extends AdminListArgs {
  status?: InboxStatus;
  q?: string;
}

export interface MessageListArgs extends InboxListArgs {
  kind?: InboxMessageKind;
}

/** The inbox: messages, starter-pack requests and candidacies, their status and note. */
export const inboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getInboxCounts: build.query<InboxCounts, void>({
      query: () => '/admin/inbox/counts',
      providesTags: ['AdminInboxCounts'],
    }),
    getMessages: build.query<AdminList<AdminMessage>, MessageListArgs>({
      query: (args) => `/admin/messages${listQuery(args)}`,
      providesTags: ['AdminMessages'],
    }),
    getMessage: build.query<AdminMessage, number>({
      query: (id) => `/admin/messages/${segment(id)}`,
      providesTags: ['AdminMessages'],
    }),
    updateMessage: build.mutation<AdminMessage, { id: number } & InboxUpdate>({
      query: ({ id, ...body }) => ({ url: `/admin/messages/${segment(id)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminMessages', 'AdminInboxCounts', 'AdminAudit'],
    }),
    getCandidacies: build.query<AdminList<AdminCandidacy>, InboxListArgs>({
      query: (args) => `/admin/candidacies${listQuery(args)}`,
      providesTags: ['AdminCandidacies'],
    }),
    getCandidacy: build.query<AdminCandidacy, number>({
      query: (id) => `/admin/candidacies/${segment(id)}`,
      providesTags: ['AdminCandidacies'],
    }),
    updateCandidacy: build.mutation<AdminCandidacy, { id: number } & InboxUpdate>({
      query: ({ id, ...body }) => ({ url: `/admin/candidacies/${segment(id)}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCandidacies', 'AdminInboxCounts', 'AdminAudit'],
    }),
    deleteCandidacy: build.mutation<null, number>({
      query: (id) => ({ url: `/admin/candidacies/${segment(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminCandidacies', 'AdminInboxCounts', 'AdminAudit'],
    }),
  }),
});
withoutLoadingAreas(inboxApi);

export const {
  useGetInboxCountsQuery,
  useGetMessagesQuery,
  useGetMessageQuery,
  useUpdateMessageMutation,
  useGetCandidaciesQuery,
  useGetCandidacyQuery,
  useUpdateCandidacyMutation,
  useDeleteCandidacyMutation,
} = inboxApi;

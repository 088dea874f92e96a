import type { AdminArticle, AdminCategory, AdminClient, AdminImage, AdminItem, AdminJob, AdminList, AdminProject } from '../../../../shared/admin';
import { fileName, segment } from '../../../api/api';
import type { ApiError } from '../../../api/baseQuery';
import { loadingAreas } from '../../../api/loadingSlice';
import { selectSessionToken } from '../../../api/session';
import { postWithProgress, type UploadProgress } from '../../../api/upload';
import type { QueryResult } from '../../../components/QueryState';
import { adminApi, listQuery, type AdminListArgs, type AdminTag } from '../adminApi';
import { adminTagOf, contentKind, publicTagOf, type ContentKindKey, type ContentKindSpec, type ContentPublicTag, type PublicContentKey } from '../../../../shared/contentKinds';

/** An entry of a kind with no type of its own in shared/admin.ts: its descriptor's fields. */
export interface DescribedEntry {
  id: number;
  updatedAt: string;
  status?: string;
  [field: string]: unknown;
}

interface TypedEntries {
  articles: AdminArticle;
  categories: AdminCategory;
  jobs: AdminJob;
  projects: AdminProject;
  clients: AdminClient;
  items: AdminItem;
}

/** What each content list of the staff area holds, by its path under /api/admin (its kind's key). */
export type ContentEntries = { [K in ContentKindKey]: K extends keyof TypedEntries ? TypedEntries[K] : DescribedEntry };
export type ContentKind = ContentKindKey;

/**
 * What a write makes stale: its own staff list, the audit log, its public queries, and the lists
 * and pages that show it inside another (the descriptor's alsoStale: an article names its category).
 */
function staleAfter(key: ContentKind): (AdminTag | ContentPublicTag)[] {
  const kind = contentKind(key) as ContentKindSpec;
  return [adminTagOf(key), 'AdminAudit', ...(kind.public ? [publicTagOf(key as PublicContentKey)] : []), ...(kind.alsoStale as (AdminTag | ContentPublicTag)[])];
}

/** A form's choice list asks for ADMIN_MAX_PAGE_SIZE entries. */
export interface ContentListArgs extends AdminListArgs {
  kind: ContentKind;
  q?: string;
  status?: string;
}

type AnyEntry = ContentEntries[ContentKind];

/** An upload of the image field, and who to tell as it goes. */
export interface ImageUploadArgs {
  image: Blob;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * The staff area's content calls (src/shared/admin.ts): one set of endpoints for every kind,
 * the kind in the arguments. Every write invalidates its staff list, the audit log and the
 * public queries it changes, so all of them refresh in the same session.
 */
export const contentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<AdminList<AnyEntry>, ContentListArgs>({
      query: ({ kind, ...filters }) => `/admin/${kind}${listQuery(filters)}`,
      providesTags: (_result, _error, { kind }) => [adminTagOf(kind)],
    }),
    getContent: build.query<AnyEntry, { kind: ContentKind; id: number }>({
      query: ({ kind, id }) => `/admin/${kind}/${segment(id)}`,
      providesTags: (_result, _error, { kind }) => [adminTagOf(kind)],
    }),
    createContent: build.mutation<AnyEntry, { kind: ContentKind; body: Record<string, unknown> }>({
      query: ({ kind, body }) => ({ url: `/admin/${kind}`, method: 'POST', body }),
      invalidatesTags: (result, _error, { kind }) => (result ? staleAfter(kind) : []),
    }),
    updateContent: build.mutation<AnyEntry, { kind: ContentKind; id: number; body: Record<string, unknown> }>({
      query: ({ kind, id, body }) => ({ url: `/admin/${kind}/${segment(id)}`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { kind }) => (result ? staleAfter(kind) : []),
    }),
    deleteContent: build.mutation<void, { kind: ContentKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/admin/${kind}/${segment(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : staleAfter(kind)),
    }),
    /** POST /admin/images with its progress; aborting the mutation aborts the upload. */
    uploadImage: build.mutation<AdminImage, ImageUploadArgs>({
      queryFn: ({ image, onUploadProgress }, { getState, signal }) => {
        const body = new FormData();
        body.append('image', image, fileName(image, 'image'));
        return postWithProgress('/api/admin/images', body, { token: selectSessionToken(getState()), signal, onUploadProgress }) as Promise<
          { data: AdminImage } | { error: ApiError }
        >;
      },
    }),
  }),
});
// Only this module's endpoints: the shell's are declared with it.
loadingAreas<Omit<typeof contentApi.endpoints, keyof typeof adminApi.endpoints>>(contentApi, {
  listContent: null,
  getContent: null,
  createContent: null,
  updateContent: null,
  deleteContent: null,
  uploadImage: null,
});

export const {
  useListContentQuery,
  useGetContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
  useUploadImageMutation,
} = contentApi;

/** The list of one kind, typed as that kind's entries. */
export function useContentList<K extends ContentKind>(args: ContentListArgs & { kind: K }): QueryResult<AdminList<ContentEntries[K]>> {
  return useListContentQuery(args) as QueryResult<AdminList<AnyEntry>> as QueryResult<AdminList<ContentEntries[K]>>;
}

/** One entry of one kind, typed as that kind's. */
export function useContentEntry<K extends ContentKind>(kind: K, id: number): QueryResult<ContentEntries[K]> {
  return useGetContentQuery({ kind, id }, { refetchOnMountOrArgChange: true }) as QueryResult<AnyEntry> as QueryResult<ContentEntries[K]>;
}

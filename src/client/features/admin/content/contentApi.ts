import type { AdminArticle, AdminCategory, AdminClient, AdminImage, AdminItem, AdminJob, AdminList, AdminProject } from '../../../../shared/admin';
import { api, fileName, segment } from '../../../api/api';
import type { ApiError } from '../../../api/baseQuery';
import { loadingAreas } from '../../../api/loadingSlice';
import { selectSessionToken } from '../../../api/session';
import { postWithProgress, type UploadProgress } from '../../../api/upload';

/** What each content list of the staff area holds, by its path under /api/admin. */
export interface ContentEntries {
  articles: AdminArticle;
  categories: AdminCategory;
  jobs: AdminJob;
  projects: AdminProject;
  clients: AdminClient;
  items: AdminItem;
}
export type ContentKind = keyof ContentEntries;
export const CONTENT_KINDS = ['articles', 'categories', 'jobs', 'projects', 'clients', 'items'] as const satisfies readonly ContentKind[];

type ContentTag = 'Articles' | 'Categories' | 'Jobs' | 'Projects' | 'Clients' | 'Items';

/** The tag of each list: the staff list and the public queries of the same content provide it. */
const TAG: Record<ContentKind, ContentTag> = {
  articles: 'Articles',
  categories: 'Categories',
  jobs: 'Jobs',
  projects: 'Projects',
  clients: 'Clients',
  items: 'Items',
};

/**
 * What a write makes stale: its own list and public pages, and the pages that show it inside
 * another (an article shows its category; a client's page lists its projects, a project names its client).
 */
const STALE_AFTER_WRITE: Record<ContentKind, ContentTag[]> = {
  articles: ['Articles'],
  categories: ['Categories', 'Articles'],
  jobs: ['Jobs'],
  projects: ['Projects', 'Clients'],
  clients: ['Clients', 'Projects'],
  items: ['Items'],
};

export interface ContentListArgs {
  kind: ContentKind;
  page: number;
  /** Default ADMIN_PAGE_SIZE; a form's choice list asks for ADMIN_MAX_PAGE_SIZE. */
  pageSize?: number;
  q?: string;
  status?: string;
}

type AnyEntry = ContentEntries[ContentKind];

/** An upload of the image field, and who to tell as it goes. */
export interface ImageUploadArgs {
  image: Blob;
  onUploadProgress?: (progress: UploadProgress) => void;
}

const queryString = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * The staff area's content calls (src/shared/admin.ts): one set of endpoints for the six kinds,
 * the kind in the arguments. Every write invalidates the tags the staff lists and the public
 * queries provide, so both refresh in the same session.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<AdminList<AnyEntry>, ContentListArgs>({
      query: ({ kind, page, pageSize, q, status }) => `/admin/${kind}${queryString({ page, pageSize, q, status })}`,
      providesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
    getContent: build.query<AnyEntry, { kind: ContentKind; id: number }>({
      query: ({ kind, id }) => `/admin/${kind}/${segment(id)}`,
      providesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
    createContent: build.mutation<AnyEntry, { kind: ContentKind; body: Record<string, unknown> }>({
      query: ({ kind, body }) => ({ url: `/admin/${kind}`, method: 'POST', body }),
      invalidatesTags: (result, _error, { kind }) => (result ? STALE_AFTER_WRITE[kind] : []),
    }),
    updateContent: build.mutation<AnyEntry, { kind: ContentKind; id: number; body: Record<string, unknown> }>({
      query: ({ kind, id, body }) => ({ url: `/admin/${kind}/${segment(id)}`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { kind }) => (result ? STALE_AFTER_WRITE[kind] : []),
    }),
    deleteContent: build.mutation<void, { kind: ContentKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/admin/${kind}/${segment(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : STALE_AFTER_WRITE[kind]),
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
loadingAreas(contentApi, {
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

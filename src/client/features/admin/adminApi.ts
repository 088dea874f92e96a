import type { AdminList, AuditEntity, AuditEntry } from '../../../shared/admin';
import { adminTagOf, CONTENT_KINDS } from '../../../shared/contentKinds';
import { api } from '../../api/api';
import { loadingAreaOf, loadingAreas } from '../../api/loadingSlice';

/**
 * One tag per staff list: a staff write invalidates its list's tag (and the public tags it
 * changes), so every list showing it refetches. Each list query provides its tag.
 */
export const ADMIN_TAGS = ['AdminMessages', 'AdminCandidacies', 'AdminInboxCounts', ...CONTENT_KINDS.map((kind) => adminTagOf(kind.key)), 'AdminPayments', 'AdminAudit'] as const;
export type AdminTag = (typeof ADMIN_TAGS)[number];

/** `?page=&pageSize=` of every staff list, with its filters; unset filters are left out. */
export interface AdminListArgs {
  page: number;
  pageSize?: number;
}

/** A list's query string: its defined, non-empty arguments only. */
export function listQuery(args: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface AuditListArgs extends AdminListArgs {
  entity?: AuditEntity;
  entityId?: number;
}

/**
 * The staff area's API, in its own chunk (only the staff pages import it). Other staff features add
 * their endpoints with `adminApi.injectEndpoints`, and name their list's tag from ADMIN_TAGS.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ADMIN_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AdminList<AuditEntry>, AuditListArgs>({
      query: (args) => `/admin/audit${listQuery(args)}`,
      providesTags: ['AdminAudit'],
    }),
  }),
});

/**
 * The staff area's endpoints set none of the site's loading flags (product spec, section 4): each
 * staff screen shows its own skeleton. Call it after each `adminApi.injectEndpoints`.
 */
export function withoutLoadingAreas<Endpoints extends object>(module: { endpoints: Endpoints }): void {
  // `endpoints` is the whole API's: the other modules' endpoints keep the areas they declared.
  const undeclared = Object.keys(module.endpoints).filter((name) => loadingAreaOf(name) === undefined);
  loadingAreas(module, Object.fromEntries(undeclared.map((name) => [name, null])) as Record<keyof Endpoints, null>);
}
withoutLoadingAreas(adminApi);

export const { useGetAuditLogQuery } = adminApi;

import { lazyWithRetry, type PreloadableComponent } from '../../lib/lazyWithRetry';
import type { AdminSectionKey } from './paths';


export interface AdminSection {
  /** Its address under /{lang}/admin/ and its navigation label, `admin:nav.<key>`. */
  key: AdminSectionKey;
  /** Its screen, a chunk of the staff family (`admin-…`): loaded when the section is opened. */
  page: PreloadableComponent<object>;
}

/**
 * The staff area's sections, in the navigation's order: one entry (and one `admin:nav.<key>`
 * string in fr and en) per screen. A screen's own nested routes go under `/{lang}/admin/<key>/*`.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'inbox', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-inbox" */ './inbox/InboxSection')) },
  { key: 'articles', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-articles" */ './content/ArticlesSection')) },
  { key: 'categories', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-categories" */ './content/CategoriesSection')) },
  { key: 'jobs', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-jobs" */ './content/JobsSection')) },
  { key: 'projects', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-projects" */ './content/ProjectsSection')) },
  { key: 'clients', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-clients" */ './content/ClientsSection')) },
  { key: 'items', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-items" */ './content/ItemsSection')) },
  { key: 'payments', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-payments" */ './payments/PaymentsSection')) },
  { key: 'audit', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-audit" */ './audit/AuditSection')) },
];

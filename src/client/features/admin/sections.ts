import { CONTENT_KINDS, type ContentKindKey } from '../../../shared/contentKinds';
import { lazyWithRetry, type PreloadableComponent } from '../../lib/lazyWithRetry';
import type { AdminSectionKey } from './paths';

export interface AdminSection {
  /** Its address under /{lang}/admin/ and its navigation label, `admin:nav.<key>`. */
  key: AdminSectionKey;
  /** Its screen, a chunk of the staff family (`admin-…`): loaded when the section is opened, given its key. */
  page: PreloadableComponent<{ section: never }>;
}

/** The content kinds whose section has screens of its own (a form with references, dates, a price); the others are drawn from their descriptor. */
const OWN_SECTIONS: Partial<Record<ContentKindKey, AdminSection['page']>> = {
  articles: lazyWithRetry(() => import(/* webpackChunkName: "admin-articles" */ './content/ArticlesSection')),
  categories: lazyWithRetry(() => import(/* webpackChunkName: "admin-categories" */ './content/CategoriesSection')),
  jobs: lazyWithRetry(() => import(/* webpackChunkName: "admin-jobs" */ './content/JobsSection')),
  projects: lazyWithRetry(() => import(/* webpackChunkName: "admin-projects" */ './content/ProjectsSection')),
  clients: lazyWithRetry(() => import(/* webpackChunkName: "admin-clients" */ './content/ClientsSection')),
  items: lazyWithRetry(() => import(/* webpackChunkName: "admin-items" */ './content/ItemsSection')),
};
const described = lazyWithRetry(() => import(/* webpackChunkName: "admin-content" */ './content/DescribedSection'));

/**
 * The staff area's sections, in the navigation's order: the inbox, one per content kind
 * (src/shared/contentKinds.ts), the payments and the journal. Each has an `admin:nav.<key>` string
 * in fr and en; a screen's own nested routes go under `/{lang}/admin/<key>/*`.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'inbox', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-inbox" */ './inbox/InboxSection')) },
  ...CONTENT_KINDS.map(({ key }) => ({ key, page: OWN_SECTIONS[key] ?? (described as AdminSection['page']) })),
  { key: 'payments', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-payments" */ './payments/PaymentsSection')) },
  { key: 'audit', page: lazyWithRetry(() => import(/* webpackChunkName: "admin-audit" */ './audit/AuditSection')) },
];

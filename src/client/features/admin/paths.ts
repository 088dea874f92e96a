import type { ContentKindKey } from '../../../shared/contentKinds';

/** The inbox, one section per content kind (src/shared/contentKinds.ts), the payments and the journal. */
export type AdminSectionKey = 'inbox' | ContentKindKey | 'payments' | 'audit';

/** The address of a section (`/fr/admin/inbox`); its own pages go below it. */
export const adminSectionPath = (lang: string, key: AdminSectionKey): string => `/${lang}/admin/${key}`;

export type AdminSectionKey = 'inbox' | 'articles' | 'categories' | 'jobs' | 'projects' | 'clients' | 'items' | 'payments' | 'audit';

/** The address of a section (`/fr/admin/inbox`); its own pages go below it. */
export const adminSectionPath = (lang: string, key: AdminSectionKey): string => `/${lang}/admin/${key}`;

/**
 * The staff area's forms' shared schemas, imported when the form is first used (see useSchemaForm
 * and components/form/formSchemas.ts, the public forms').
 */
const admin = () => import('../../../shared/schemas/admin');

export const staffFormSchemas = {
  adminArticle: () => admin().then((schemas) => schemas.adminArticleSchema),
  adminCategory: () => admin().then((schemas) => schemas.adminCategorySchema),
  adminClient: () => admin().then((schemas) => schemas.adminClientSchema),
  adminItem: () => admin().then((schemas) => schemas.adminItemSchema),
  adminJob: () => admin().then((schemas) => schemas.adminJobSchema),
  adminProject: () => admin().then((schemas) => schemas.adminProjectSchema),
  inboxUpdate: () => import('../../../shared/schemas/inbox').then((schemas) => schemas.inboxUpdateSchema),
};

/**
 * The message forms' shared schemas, imported when the form is first used (see useSchemaForm): the
 * page is shown and usable without zod, which comes with the schemas' chunks at the first
 * keystroke. The account forms' are in features/account/accountFormSchemas.ts and the staff
 * area's in features/admin/staffFormSchemas.ts: a page carries only its own family's loaders.
 */
const messages = () => import('../../../shared/schemas/messages');

export const formSchemas = {
  contact: () => messages().then((schemas) => schemas.contactSchema),
  starterPack: () => messages().then((schemas) => schemas.starterPackSchema),
  candidacy: () => messages().then((schemas) => schemas.candidacySchema),
};

/**
 * Each form's shared schema, imported when the form is first used (see useSchemaForm): the page
 * is shown and usable without zod, which comes with the schemas' chunks at the first keystroke.
 */
const auth = () => import('../../../shared/schemas/auth');
const messages = () => import('../../../shared/schemas/messages');
const admin = () => import('../../../shared/schemas/admin');

export const formSchemas = {
  login: () => auth().then((schemas) => schemas.loginSchema),
  signup: () => auth().then((schemas) => schemas.signupFormSchema),
  lostPassword: () => auth().then((schemas) => schemas.lostPasswordSchema),
  resetPassword: () => auth().then((schemas) => schemas.resetPasswordFormSchema),
  changePassword: () => auth().then((schemas) => schemas.changePasswordFormSchema),
  deleteAccount: () => auth().then((schemas) => schemas.deleteAccountSchema),
  updateInfos: () => auth().then((schemas) => schemas.updateInfosSchema),
  contact: () => messages().then((schemas) => schemas.contactSchema),
  starterPack: () => messages().then((schemas) => schemas.starterPackSchema),
  candidacy: () => messages().then((schemas) => schemas.candidacySchema),
  adminArticle: () => admin().then((schemas) => schemas.adminArticleSchema),
  adminCategory: () => admin().then((schemas) => schemas.adminCategorySchema),
  adminClient: () => admin().then((schemas) => schemas.adminClientSchema),
  adminItem: () => admin().then((schemas) => schemas.adminItemSchema),
  adminJob: () => admin().then((schemas) => schemas.adminJobSchema),
  adminProject: () => admin().then((schemas) => schemas.adminProjectSchema),
  inboxUpdate: () => import('../../../shared/schemas/inbox').then((schemas) => schemas.inboxUpdateSchema),
};

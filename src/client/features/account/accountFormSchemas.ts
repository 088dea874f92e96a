/** The account forms' shared schemas, imported when the form is first used (see components/form/formSchemas.ts). */
const auth = () => import('../../../shared/schemas/auth');

export const accountFormSchemas = {
  login: () => auth().then((schemas) => schemas.loginSchema),
  signup: () => auth().then((schemas) => schemas.signupFormSchema),
  lostPassword: () => auth().then((schemas) => schemas.lostPasswordSchema),
  resetPassword: () => auth().then((schemas) => schemas.resetPasswordFormSchema),
  changePassword: () => auth().then((schemas) => schemas.changePasswordFormSchema),
  deleteAccount: () => auth().then((schemas) => schemas.deleteAccountSchema),
  updateInfos: () => auth().then((schemas) => schemas.updateInfosSchema),
};

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { accountFormSchemas } from './accountFormSchemas';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { Notice } from '../../components/Notice';
import { useAppSelector } from '../../lib/hooks';
import { useChangePasswordMutation } from './accountApi';
import { selectUser } from './authSlice';
import { NewPasswordFields } from './NewPasswordFields';
import { AccountScreen } from './AccountScreen';

const initialValues = { currentPassword: '', newPassword: '', repeatPassword: '' };
// The server's "incorrect email or password" speaks of a login; here only the password is asked.
const messages = { currentPassword: { invalidCredentials: 'account:changePassword.wrongCurrent' } };

function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const form = useSchemaForm({ schema: accountFormSchemas.changePassword, initialValues, messages });
  const [changePassword, { isLoading, isSuccess, reset }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    reset();
    const payload = await form.check();
    if (!payload) return;
    try {
      // The server ends the other sessions; this one stays open.
      await changePassword({ userId, currentPassword: payload.currentPassword, newPassword: payload.newPassword }).unwrap();
      form.reset();
    } catch (error) {
      form.failWith(error);
    }
  };

  return (
    <>
      <Notice message={isSuccess ? t('notices.passwordChanged') : undefined} onDismiss={reset} dismissLabel={t('notices.dismiss')} />
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          {...form.field('currentPassword')}
          type="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
        />
        <NewPasswordFields password={form.field('newPassword')} repeat={form.field('repeatPassword')} wording="newPassword" />
        <FormAlert {...form.alert} />
        <SubmitButton busy={isLoading}>{t('changePassword.submit')}</SubmitButton>
      </form>
    </>
  );
}

/** /{lang}/changer-mot-de-passe (logged-in users): the current password, then a new one typed twice. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['account', 'pages']);
  const { lang } = useParams();
  const user = useAppSelector(selectUser);
  return (
    <AccountScreen title={t('pages:changePassword.title')} intro={t('changePassword.intro')}>
      {user && <ChangePasswordForm userId={user.id} />}
      <p className="account-screen__switch">
        <Link to={pathTo('account', {}, lang)}>{t('changePassword.back')}</Link>
      </p>
    </AccountScreen>
  );
}

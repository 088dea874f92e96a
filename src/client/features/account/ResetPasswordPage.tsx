import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import { accountFormSchemas } from './accountFormSchemas';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useResetPasswordMutation } from './accountApi';
import { AccountScreen } from './AccountScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { Outcome } from './Outcome';

function ResetPasswordForm() {
  const { t } = useTranslation('account');
  const { lang } = useParams();
  const [params] = useSearchParams();
  // The e-mailed link is /fr/reset-password?token=...&email=...: both arrive filled in
  // (useSchemaForm keeps the values of the first render).
  const initialValues = {
    new_password_token: params.get('token') ?? '',
    email: params.get('email') ?? '',
    password: '',
    repeatPassword: '',
  };
  const form = useSchemaForm({ schema: accountFormSchemas.resetPassword, initialValues });
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation();

  if (isSuccess) {
    return (
      <Outcome title={t('resetPassword.doneTitle')}>
        <p>{t('resetPassword.doneText')}</p>
        <Link className="button" to={pathTo('login', {}, lang)}>
          {t('resetPassword.login')}
        </Link>
      </Outcome>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check();
    if (!payload) return;
    await resetPassword(payload).unwrap().catch(form.failWith);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        {...form.field('new_password_token')}
        label={t('fields.token')}
        hint={t('fields.tokenHint')}
        autoComplete="off"
        maxLength={MAX_LENGTH.token}
      />
      <TextField {...form.field('email')} type="email" label={t('fields.email')} autoComplete="username" maxLength={MAX_LENGTH.email} />
      <NewPasswordFields password={form.field('password')} repeat={form.field('repeatPassword')} wording="newPassword" />
      <FormAlert {...form.alert} />
      {form.error?.code === 'invalidToken' && (
        <p className="account-screen__aside">
          <Link to={pathTo('lostPassword', {}, lang)}>{t('resetPassword.askAgain')}</Link>
        </p>
      )}
      <SubmitButton busy={isLoading}>{t('resetPassword.submit')}</SubmitButton>
    </form>
  );
}

/** /{lang}/reset-password: the page of the e-mailed link; a new password, then a link to log in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'pages']);
  return (
    <AccountScreen title={t('pages:resetPassword.title')} intro={t('resetPassword.intro')}>
      <ResetPasswordForm />
    </AccountScreen>
  );
}

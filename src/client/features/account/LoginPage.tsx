import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import { accountFormSchemas } from './accountFormSchemas';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useLoginMutation } from './accountApi';
import { AccountScreen } from './AccountScreen';
import { useLeaveWhenLoggedIn } from './useLeaveWhenLoggedIn';

const initialValues = { email: '', password: '' };

function LoginForm() {
  const { t } = useTranslation('account');
  const { lang } = useParams();
  const form = useSchemaForm({ schema: accountFormSchemas.login, initialValues });
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check();
    if (!payload) return;
    // Success opens the session; useLeaveWhenLoggedIn then leaves the page.
    await login(payload).unwrap().catch(form.failWith);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField {...form.field('email')} type="email" label={t('fields.email')} autoComplete="email" maxLength={MAX_LENGTH.email} />
      <TextField {...form.field('password')} type="password" label={t('fields.password')} autoComplete="current-password" />
      <p className="account-screen__aside">
        <Link to={pathTo('lostPassword', {}, lang)}>{t('login.forgot')}</Link>
      </p>
      <FormAlert {...form.alert} />
      <SubmitButton busy={isLoading} busyLabel={t('login.busy')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

/** /{lang}/connexion: e-mail and password, links to the lost password and sign-up screens. */
export default function LoginPage() {
  const { t } = useTranslation(['account', 'pages']);
  const { lang } = useParams();
  useLeaveWhenLoggedIn({ returnToRemembered: true });
  return (
    <AccountScreen title={t('pages:login.title')} intro={t('login.intro')}>
      <LoginForm />
      <p className="account-screen__switch">
        {t('login.noAccount')} <Link to={pathTo('signup', {}, lang)}>{t('login.signup')}</Link>
      </p>
    </AccountScreen>
  );
}

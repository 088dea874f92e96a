import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { accountFormSchemas } from './accountFormSchemas';
import { FormAlert } from '../../components/form/FormAlert';
import { PersonFields } from '../../components/form/PersonFields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useCreateAccountMutation, useLoginMutation } from './accountApi';
import { AccountScreen } from './AccountScreen';
import { Outcome } from './Outcome';
import { NewPasswordFields } from './NewPasswordFields';
import { useLeaveWhenLoggedIn } from './useLeaveWhenLoggedIn';

const initialValues = { lastName: '', firstName: '', email: '', phoneNumber: '', password: '', repeatPassword: '' };

function SignupForm() {
  const { t } = useTranslation('account');
  const { lang } = useParams();
  const form = useSchemaForm({ schema: accountFormSchemas.signup, initialValues });
  const [createAccount, creation] = useCreateAccountMutation();
  const [login, session] = useLoginMutation();
  const [loginFailed, setLoginFailed] = useState(false);
  const busy = creation.isLoading || session.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = await form.check();
    if (!payload) return;
    try {
      await createAccount(payload).unwrap();
    } catch (error) {
      return form.failWith(error);
    }
    // The same credentials open the session; useLeaveWhenLoggedIn then goes to mon-compte.
    await login({ email: payload.email, password: payload.password })
      .unwrap()
      .catch(() => setLoginFailed(true));
  };

  if (loginFailed) {
    return (
      <Outcome title={t('signup.createdTitle')}>
        <p>{t('signup.createdText')}</p>
        <Link className="button" to={pathTo('login', {}, lang)}>
          {t('signup.login')}
        </Link>
      </Outcome>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonFields field={form.field} phoneRequired={false} emailHint={false} />
      <NewPasswordFields password={form.field('password')} repeat={form.field('repeatPassword')} wording="password" />
      <FormAlert {...form.alert} />
      <SubmitButton busy={busy} busyLabel={t('signup.busy')}>
        {t('signup.submit')}
      </SubmitButton>
    </form>
  );
}

/** /{lang}/inscription: creates the account, logs in with it and goes to mon-compte. */
export default function SignupPage() {
  const { t } = useTranslation(['account', 'pages']);
  const { lang } = useParams();
  useLeaveWhenLoggedIn({ returnToRemembered: false });
  return (
    <AccountScreen title={t('pages:signup.title')} intro={t('signup.intro')}>
      <SignupForm />
      <p className="account-screen__switch">
        {t('signup.hasAccount')} <Link to={pathTo('login', {}, lang)}>{t('signup.login')}</Link>
      </p>
    </AccountScreen>
  );
}

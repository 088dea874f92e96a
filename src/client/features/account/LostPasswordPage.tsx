import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import { accountFormSchemas } from './accountFormSchemas';
import { FormAlert } from '../../components/form/FormAlert';
import { FormSuccess } from '../../components/form/FormSuccess';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useLostPasswordMutation } from './accountApi';
import { AccountScreen } from './AccountScreen';

const initialValues = { email: '' };

function LostPasswordForm() {
  const { t } = useTranslation('account');
  const form = useSchemaForm({ schema: accountFormSchemas.lostPassword, initialValues });
  const [lostPassword, { isLoading, isSuccess, reset, originalArgs }] = useLostPasswordMutation();

  // The server answers the same whether or not the address has an account, and so does the page.
  if (isSuccess) {
    return (
      <FormSuccess
        title={t('lostPassword.sentTitle')}
        againLabel={t('lostPassword.again')}
        onAgain={() => {
          reset();
          form.reset();
          form.focus('email');
        }}
      >
        <p>{t('lostPassword.sentText', { email: originalArgs })}</p>
      </FormSuccess>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check();
    if (!payload) return;
    await lostPassword(payload.email).unwrap().catch(form.failWith);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField {...form.field('email')} type="email" label={t('fields.email')} autoComplete="email" maxLength={MAX_LENGTH.email} />
      <FormAlert {...form.alert} />
      <SubmitButton busy={isLoading}>{t('lostPassword.submit')}</SubmitButton>
    </form>
  );
}

/** /{lang}/mot-de-passe-oublie: asks for a reset link by e-mail. */
export default function LostPasswordPage() {
  const { t } = useTranslation(['account', 'pages']);
  const { lang } = useParams();
  return (
    <AccountScreen title={t('pages:lostPassword.title')} intro={t('lostPassword.intro')}>
      <LostPasswordForm />
      <p className="account-screen__switch">
        <Link to={pathTo('login', {}, lang)}>{t('lostPassword.backToLogin')}</Link>
      </p>
    </AccountScreen>
  );
}

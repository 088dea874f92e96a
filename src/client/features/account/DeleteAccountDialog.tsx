import type { FormEvent, RefObject } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLocalizedNavigate } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import { accountFormSchemas } from './accountFormSchemas';
import { Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/form/FormAlert';
import { TextField } from '../../components/form/TextField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { flashNotice } from '../../components/Notice';
import { useDeleteAccountMutation } from './accountApi';

const initialValues = { email: '', password: '' };

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The button that opened it. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * "Do you want to delete your account?": the account's e-mail and password confirm it. A wrong
 * pair is refused (401 invalidCredentials) without ending the session; once deleted, the session
 * is over and the home page says so.
 */
export function DeleteAccountDialog({ open, onClose, opener }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const { lang } = useParams();
  const navigate = useLocalizedNavigate();
  const formId = useId();
  const form = useSchemaForm({ schema: accountFormSchemas.deleteAccount, initialValues });
  const [deleteAccount, { isLoading, reset }] = useDeleteAccountMutation();

  const close = () => {
    form.reset();
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check();
    if (!payload) return;
    try {
      await deleteAccount(payload).unwrap();
    } catch (error) {
      return form.failWith(error);
    }
    const home = pathTo('home', {}, lang);
    flashNotice({ message: 'account:notices.deleted', path: home, dismiss: 'account:notices.dismiss' });
    navigate(home, { replace: true });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('delete.title')}
      description={<p>{t('delete.text')}</p>}
      cancelLabel={t('dialog.cancel')}
      busy={isLoading}
      returnFocus={opener}
      actions={
        <button
          type="submit"
          form={formId}
          className="button dialog__danger"
          disabled={isLoading}
          aria-busy={isLoading || undefined}
        >
          {isLoading ? t('delete.busy') : t('delete.confirm')}
        </button>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={submit}>
        <TextField {...form.field('email')} type="email" label={t('fields.email')} autoComplete="username" maxLength={MAX_LENGTH.email} />
        <TextField {...form.field('password')} type="password" label={t('fields.password')} autoComplete="current-password" />
        <FormAlert {...form.alert} />
      </form>
    </Dialog>
  );
}

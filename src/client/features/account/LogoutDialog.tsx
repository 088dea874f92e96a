import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLocalizedNavigate } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { isApiError } from '../../api/baseQuery';
import { Dialog } from '../../components/Dialog';
import { useLogoutMutation } from './accountApi';
import '../../components/form/form.css';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The button that opened it. */
  opener: RefObject<HTMLElement | null>;
}

/** "Do you want to logout?": confirmed, the session ends on the server and the visitor goes home. */
export function LogoutDialog({ open, onClose, opener }: LogoutDialogProps) {
  const { t } = useTranslation('account');
  const { lang } = useParams();
  const navigate = useLocalizedNavigate();
  const [logout, { isLoading, error, reset }] = useLogoutMutation();
  const alert = useRef<HTMLParagraphElement>(null);

  const close = () => {
    reset();
    onClose();
  };

  const confirm = async () => {
    try {
      // The auth slice empties the session (user, token, stored token) from the answer.
      await logout().unwrap();
      navigate(pathTo('home', {}, lang), { replace: true });
    } catch {
      alert.current?.focus();
    }
  };

  const message = error ? t(`errors:${isApiError(error) ? error.code : 'internal'}`) : undefined;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('logout.title')}
      cancelLabel={t('dialog.cancel')}
      busy={isLoading}
      returnFocus={opener}
      actions={
        <button type="button" className="button" onClick={() => void confirm()} disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? t('logout.busy') : t('logout.confirm')}
        </button>
      }
    >
      <p ref={alert} role="alert" tabIndex={-1} className="form-alert">
        {message}
      </p>
    </Dialog>
  );
}

import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLocalizedNavigate } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLogoutMutation } from './accountApi';

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
  const [logout] = useLogoutMutation();

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('logout.title')}
      cancelLabel={t('dialog.cancel')}
      confirmLabel={t('logout.confirm')}
      busyLabel={t('logout.busy')}
      opener={opener}
      run={async () => {
        // The auth slice empties the session (user, token, stored token) from the answer.
        await logout().unwrap();
        navigate(pathTo('home', {}, lang), { replace: true });
      }}
    />
  );
}

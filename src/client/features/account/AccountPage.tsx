import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { usePreloadOnceHydrated, Suspense } from '../../lib/hydration';
import { pathTo } from '../../../shared/routes';
import { useAppSelector } from '../../lib/hooks';
import { Notice } from '../../components/Notice';
import { Seo } from '../../components/Seo';
import { selectUser } from './authSlice';
import type { EditAccountFormProps } from './EditAccountForm';
import { PaymentHistory } from './PaymentHistory';
import type { DeleteAccountDialogProps } from './DeleteAccountDialog';
import type { LogoutDialogProps } from './LogoutDialog';
import { ProfileCard } from './ProfileCard';
import './account.css';

// Shown only once asked for: their code (the image picker, the form blocks) is not needed to show
// the page, and is fetched once the page is hydrated (see the effect below).
const EditAccountForm = lazyWithRetry<EditAccountFormProps>(() => import('./EditAccountForm').then(({ EditAccountForm: Form }) => ({ default: Form })));
const LogoutDialog = lazyWithRetry<LogoutDialogProps>(() => import('./LogoutDialog').then(({ LogoutDialog: Dialog }) => ({ default: Dialog })));
const DeleteAccountDialog = lazyWithRetry<DeleteAccountDialogProps>(() =>
  import('./DeleteAccountDialog').then(({ DeleteAccountDialog: Dialog }) => ({ default: Dialog })),
);
const preloadAccountParts = () => Promise.all([EditAccountForm.preload(), LogoutDialog.preload(), DeleteAccountDialog.preload()]);

type Open = 'none' | 'logout' | 'delete';

/**
 * /{lang}/mon-compte (logged-in users): the profile, and what can be done with the account:
 * edit it (in place), change the password, log out and delete it (each confirmed in a dialog).
 * The session's user is read from the auth slice, which an edit updates at once.
 */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'pages']);
  const { lang } = useParams();
  const user = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<Open>('none');
  const [edited, setEdited] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const logoutButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const editFormId = useId();
  usePreloadOnceHydrated(preloadAccountParts);

  // Logging out or deleting the account empties the session a moment before the page goes.
  if (!user) return null;

  const title = t('pages:account.title');
  const closeDialog = () => setDialog('none');
  const closeEdit = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  return (
    <section className="account" aria-labelledby="page-title">
      <Seo noindex title={title} />
      <h1 id="page-title">{title}</h1>
      <Notice
        message={edited ? t('notices.edited') : undefined}
        onDismiss={() => setEdited(false)}
        dismissLabel={t('notices.dismiss')}
      />
      <ProfileCard user={user} />

      <ul className="account__actions plain-list" aria-label={t('actions.label')}>
        <li>
          <button
            ref={editButton}
            type="button"
            className="button button--ghost"
            aria-expanded={editing}
            aria-controls={editing ? editFormId : undefined}
            onClick={() => {
              setEdited(false);
              setEditing((open) => !open);
            }}
          >
            {t('actions.edit')}
          </button>
        </li>
        <li>
          <Link className="button button--ghost" to={pathTo('changePassword', {}, lang)}>
            {t('actions.changePassword')}
          </Link>
        </li>
        <li>
          <button ref={logoutButton} type="button" className="button button--ghost" onClick={() => setDialog('logout')}>
            {t('actions.logout')}
          </button>
        </li>
        <li>
          <button ref={deleteButton} type="button" className="button button--ghost account__delete" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </button>
        </li>
      </ul>

      {editing && (
        <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
          <EditAccountForm
            id={editFormId}
            user={user}
            onSaved={() => {
              setEdited(true);
              closeEdit();
            }}
            onCancel={closeEdit}
          />
        </Suspense>
      )}

      <p className="account__pay">
        <Link className="button" to={pathTo('payForService', {}, lang)}>
          {t('pages:payForService.title')}
        </Link>
      </p>

      {/* Its own section, titled "Mes paiements" / "My payments" (payments feature). */}
      <PaymentHistory />

      {dialog !== 'none' && (
        <Suspense fallback={null}>
          {dialog === 'logout' ? (
            <LogoutDialog open onClose={closeDialog} opener={logoutButton} />
          ) : (
            <DeleteAccountDialog open onClose={closeDialog} opener={deleteButton} />
          )}
        </Suspense>
      )}
    </section>
  );
}

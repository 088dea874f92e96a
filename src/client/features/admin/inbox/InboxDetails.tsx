import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { INBOX_MOVES, INBOX_NOTE_MAX_LENGTH, type AdminCandidacy, type AdminMessage, type InboxChange, type InboxUpdate } from '../../../../shared/admin';
import { staffFormSchemas } from '../staffFormSchemas';
import { selectSessionToken } from '../../../api/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { formatNumber } from '../../../components/format';
import { formatFileSize } from '../../../components/formatFileSize';
import { Link, useLocalizedNavigate } from '../../../components/Link';
import { QueryState } from '../../../components/QueryState';
import { SkeletonText } from '../../../components/Skeleton';
import { useLocalized } from '../../../components/useLocalized';
import { useAppSelector } from '../../../lib/hooks';
import { DateTime } from '../DateTime';
import { adminSectionPath } from '../paths';
import { downloadCv } from './downloadCv';
import { jobLabel, StatusBadge } from './InboxLists';
import {
  useDeleteCandidacyMutation,
  useGetCandidacyQuery,
  useGetMessageQuery,
  useUpdateCandidacyMutation,
  useUpdateMessageMutation,
} from './inboxApi';
import '../../../components/form/form.css';

/** The entry's `{id}`: a positive whole number, else null (the 404 text). */
function useEntryId(): number | null {
  const { id = '' } = useParams();
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Who changed the status or note, to what, and when, oldest first. */
function History({ history }: { history: InboxChange[] }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-detail__history" aria-labelledby="inbox-history">
      <h4 id="inbox-history">{t('inbox.history')}</h4>
      {history.length === 0 ? (
        <p>{t('inbox.noHistory')}</p>
      ) : (
        <ol className="plain-list">
          {history.map((change) => (
            <li key={change.at + change.status + change.note}>
              <DateTime value={change.at} /> · {t('inbox.changedBy', { name: change.by?.name ?? t('audit.commandLine') })} · <StatusBadge status={change.status} />
              {change.note && <blockquote>{change.note}</blockquote>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The status (only the moves the workflow allows) and the internal note, saved together. */
function StatusForm({ entry, save, busy }: { entry: AdminMessage | AdminCandidacy; save: (update: InboxUpdate) => Promise<unknown>; busy: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLocalized();
  const form = useSchemaForm({ schema: staffFormSchemas.inboxUpdate, initialValues: { status: entry.status, note: entry.note } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await form.check();
    if (!data) return;
    save(data).catch(form.failWith);
  };
  const statuses = [entry.status, ...INBOX_MOVES[entry.status]];
  const status = form.field('status');
  return (
    <form className="admin-detail__form" noValidate onSubmit={submit} aria-labelledby="inbox-follow-up">
      <h4 id="inbox-follow-up">{t('inbox.followUp')}</h4>
      <div className="form-field">
        <label htmlFor={status.id} className="form-field__label">
          {t('inbox.status')}
        </label>
        <select id={status.id} name={status.name} className="form-field__control" value={status.value} onChange={(event) => status.onChange(event.target.value as typeof status.value)}
        >
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`inbox.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField {...form.field('note')} label={t('inbox.note')} hint={t('inbox.noteHint', { count: INBOX_NOTE_MAX_LENGTH, max: formatNumber(INBOX_NOTE_MAX_LENGTH, lang) })} required={false} maxLength={INBOX_NOTE_MAX_LENGTH} rows={4} />
      <FormAlert {...form.alert} />
      <SubmitButton busy={busy}>{t('inbox.save')}</SubmitButton>
    </form>
  );
}

function Detail({ entry, title, children, save, busy }: { entry: AdminMessage | AdminCandidacy; title: string; children: ReactNode; save: (update: InboxUpdate) => Promise<unknown>; busy: boolean }) {
  const { t } = useTranslation('admin');
  const [saved, setSaved] = useState(false);
  const saveAndSay = async (update: InboxUpdate) => {
    setSaved(false);
    await save(update);
    setSaved(true);
  };
  return (
    <article className="admin-detail">
      <h3>
        {entry.firstName} {entry.lastName}
      </h3>
      <p className="admin-detail__kind">
        {title} · <StatusBadge status={entry.status} />
      </p>
      <dl className="admin-detail__fields">
        <Field label={t('inbox.email')}>
          <a href={`mailto:${entry.email}`}>{entry.email}</a>
        </Field>
        <Field label={t('inbox.received')}>
          <DateTime value={entry.createdAt} />
        </Field>
        <Field label={t('inbox.language')}>{t(`inbox.languages.${entry.language}`)}</Field>
        {children}
      </dl>
      {/* A new form for each saved version: its fields start from what is stored. */}
      <StatusForm key={`${entry.status}\n${entry.note}`} entry={entry} save={saveAndSay} busy={busy} />
      <p role="status" className="admin-detail__saved">
        {saved ? t('inbox.saved') : ''}
      </p>
      <History history={entry.history} />
    </article>
  );
}

function BackToList({ candidacies }: { candidacies: boolean }) {
  const { t } = useTranslation('admin');
  const { lang = 'fr' } = useParams();
  const base = adminSectionPath(lang, 'inbox');
  return (
    <p>
      <Link to={candidacies ? `${base}/candidacies` : base}>{candidacies ? t('inbox.backToCandidacies') : t('inbox.backToMessages')}</Link>
    </p>
  );
}

const detailSkeleton = <SkeletonText lines={8} />;

/** /{lang}/admin/inbox/messages/{id} */
export function MessageDetail() {
  const { t } = useTranslation('admin');
  const id = useEntryId();
  const result = useGetMessageQuery(id ?? 0, { skip: id === null });
  const [update, { isLoading }] = useUpdateMessageMutation();
  return (
    <>
      <BackToList candidacies={false} />
      {id === null ? (
        <p>{t('inbox.notFound')}</p>
      ) : (
        <QueryState result={result} skeleton={detailSkeleton} errorMessage={t('inbox.loadError')} retryLabel={t('list.retry')} notFound={<p>{t('inbox.notFound')}</p>}>
          {(message) => (
            <Detail entry={message} title={t(`inbox.kinds.${message.kind}`)} save={(body) => update({ id: message.id, ...body }).unwrap()} busy={isLoading}>
              {message.phoneNumber && <Field label={t('inbox.phone')}>{message.phoneNumber}</Field>}
              {message.options && <Field label={t('inbox.options')}>{message.options.map((option) => t(`forms:starterPack.options.${option}`, { defaultValue: option })).join(', ')}</Field>}
              <Field label={t('inbox.message')}>
                <p className="admin-detail__text">{message.message}</p>
              </Field>
            </Detail>
          )}
        </QueryState>
      )}
    </>
  );
}

/** /{lang}/admin/inbox/candidacies/{id}: with the CV's download and the deletion. */
export function CandidacyDetail() {
  const { t } = useTranslation('admin');
  const id = useEntryId();
  const result = useGetCandidacyQuery(id ?? 0, { skip: id === null });
  const [update, { isLoading }] = useUpdateCandidacyMutation();
  return (
    <>
      <BackToList candidacies />
      {id === null ? (
        <p>{t('inbox.notFound')}</p>
      ) : (
        <QueryState result={result} skeleton={detailSkeleton} errorMessage={t('inbox.loadError')} retryLabel={t('list.retry')} notFound={<p>{t('inbox.notFound')}</p>}>
          {(candidacy) => <CandidacyBody candidacy={candidacy} save={(body) => update({ id: candidacy.id, ...body }).unwrap()} busy={isLoading} />}
        </QueryState>
      )}
    </>
  );
}

function CandidacyBody({ candidacy, save, busy }: { candidacy: AdminCandidacy; save: (update: InboxUpdate) => Promise<unknown>; busy: boolean }) {
  const { t } = useTranslation('admin');
  const { lang, pick } = useLocalized();
  const token = useAppSelector(selectSessionToken);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const download = () => {
    setDownloadFailed(false);
    downloadCv(token, candidacy.id, candidacy.cv.name).catch(() => setDownloadFailed(true));
  };
  return (
    <>
      <Detail entry={candidacy} title={t('inbox.candidacy')} save={save} busy={busy}>
        <Field label={t('inbox.phone')}>{candidacy.phoneNumber}</Field>
        <Field label={t('inbox.job')}>{jobLabel(candidacy, pick, t)}</Field>
        <Field label={t('inbox.presentation')}>
          <p className="admin-detail__text">{candidacy.presentation}</p>
        </Field>
        <Field label={t('inbox.cv')}>
          <button type="button" className="button button--ghost" onClick={download}>
            {t('inbox.downloadCv', { name: candidacy.cv.name, size: formatFileSize(candidacy.cv.size, lang) })}
          </button>
          <span role="alert">{downloadFailed ? t('inbox.downloadFailed') : ''}</span>
        </Field>
      </Detail>
      <button ref={deleteButton} type="button" className="button admin-danger" onClick={() => setConfirming(true)}>
        {t('inbox.delete')}
      </button>
      <DeleteCandidacyDialog candidacy={candidacy} open={confirming} onClose={() => setConfirming(false)} opener={deleteButton} />
    </>
  );
}

function DeleteCandidacyDialog({ candidacy, open, onClose, opener }: { candidacy: AdminCandidacy; open: boolean; onClose: () => void; opener: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('admin');
  const { lang = 'fr' } = useParams();
  const navigate = useLocalizedNavigate();
  const [remove] = useDeleteCandidacyMutation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('inbox.deleteTitle', { name: `${candidacy.firstName} ${candidacy.lastName}` })}
      description={t('inbox.deleteDescription')}
      cancelLabel={t('inbox.cancel')}
      confirmLabel={t('inbox.deleteConfirm')}
      confirmClassName="admin-danger"
      opener={opener}
      run={async () => {
        await remove(candidacy.id).unwrap();
        navigate(`${adminSectionPath(lang, 'inbox')}/candidacies`, { replace: true });
      }}
    />
  );
}

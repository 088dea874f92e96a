import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { INBOX_MESSAGE_KINDS, INBOX_STATUSES, type AdminCandidacy, type AdminMessage, type InboxMessageKind, type InboxStatus } from '../../../../shared/admin';
import type { Localized } from '../../../../shared/api';
import { Link } from '../../../components/Link';
import { useLocalized } from '../../../components/useLocalized';
import { AdminListView, type AdminColumn } from '../AdminListView';
import { DateTime } from '../DateTime';
import { adminSectionPath } from '../paths';
import { useGetCandidaciesQuery, useGetMessagesQuery } from './inboxApi';

interface Filters {
  status: InboxStatus | '';
  q: string;
  kind: InboxMessageKind | '';
}

/** The status, kind and search fields of an inbox list; the search applies when submitted. */
function InboxFilters({ filters, onChange, kinds }: { filters: Filters; onChange: (filters: Filters) => void; kinds: boolean }) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filters.q);
  const ids = { status: useId(), kind: useId(), q: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  };
  return (
    <>
      {kinds && (
        <div className="admin-field">
          <label htmlFor={ids.kind}>{t('inbox.kind')}</label>
          <select id={ids.kind} value={filters.kind} onChange={(event) => onChange({ ...filters, kind: event.target.value as Filters['kind'] })}>
            <option value="">{t('inbox.allKinds')}</option>
            {INBOX_MESSAGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`inbox.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="admin-field">
        <label htmlFor={ids.status}>{t('inbox.status')}</label>
        <select id={ids.status} value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as Filters['status'] })}>
          <option value="">{t('inbox.allStatuses')}</option>
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`inbox.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <form role="search" className="admin-search" onSubmit={submit}>
        <div className="admin-field">
          <label htmlFor={ids.q}>{t('inbox.search')}</label>
          <input id={ids.q} type="search" value={q} maxLength={200} onChange={(event) => setQ(event.target.value)} />
        </div>
        <button type="submit" className="button button--ghost">
          {t('inbox.searchButton')}
        </button>
      </form>
    </>
  );
}

const NO_FILTERS: Filters = { status: '', q: '', kind: '' };

/** The filters and page of a list: a new filter starts again at page 1. */
function useListState() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, page, setPage, change };
}

function useCommonColumns<T extends AdminMessage | AdminCandidacy>(detail: (entry: T) => string): AdminColumn<T>[] {
  const { t } = useTranslation('admin');
  return [
    { key: 'date', header: t('inbox.received'), cell: (entry) => <DateTime value={entry.createdAt} /> },
    {
      key: 'name',
      header: t('inbox.name'),
      cell: (entry) => (
        <Link to={detail(entry)}>
          {entry.firstName} {entry.lastName}
        </Link>
      ),
    },
    { key: 'email', header: t('inbox.email'), cell: (entry) => entry.email },
  ];
}

export function StatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation('admin');
  return <span className={`admin-status admin-status--${status}`}>{t(`inbox.statuses.${status}`)}</span>;
}

/** The messages tab: contact messages and starter-pack requests. */
export function MessagesList() {
  const { t } = useTranslation('admin');
  const { lang = 'fr' } = useParams();
  const { filters, page, setPage, change } = useListState();
  const result = useGetMessagesQuery({ page, status: filters.status || undefined, kind: filters.kind || undefined, q: filters.q || undefined });
  const columns: AdminColumn<AdminMessage>[] = [
    ...useCommonColumns<AdminMessage>((message) => `${adminSectionPath(lang, 'inbox')}/messages/${message.id}`),
    { key: 'kind', header: t('inbox.kind'), cell: (message) => t(`inbox.kinds.${message.kind}`) },
    { key: 'status', header: t('inbox.status'), cell: (message) => <StatusBadge status={message.status} /> },
  ];
  return (
    <AdminListView
      result={result}
      caption={t('inbox.messages')}
      columns={columns}
      rowKey={(message) => message.id}
      emptyMessage={t('inbox.emptyMessages')}
      page={page}
      onPageChange={setPage}
      filters={<InboxFilters filters={filters} onChange={change} kinds />}
    />
  );
}

/** The candidacies tab, with the job applied for. */
export function CandidaciesList() {
  const { t } = useTranslation('admin');
  const { lang = 'fr' } = useParams();
  const { pick } = useLocalized();
  const { filters, page, setPage, change } = useListState();
  const result = useGetCandidaciesQuery({ page, status: filters.status || undefined, q: filters.q || undefined });
  const columns: AdminColumn<AdminCandidacy>[] = [
    ...useCommonColumns<AdminCandidacy>((candidacy) => `${adminSectionPath(lang, 'inbox')}/candidacies/${candidacy.id}`),
    { key: 'job', header: t('inbox.job'), cell: (candidacy) => jobLabel(candidacy, pick, t) },
    { key: 'status', header: t('inbox.status'), cell: (candidacy) => <StatusBadge status={candidacy.status} /> },
  ];
  return (
    <AdminListView
      result={result}
      caption={t('inbox.candidacies')}
      columns={columns}
      rowKey={(candidacy) => candidacy.id}
      emptyMessage={t('inbox.emptyCandidacies')}
      page={page}
      onPageChange={setPage}
      filters={<InboxFilters filters={filters} onChange={change} kinds={false} />}
    />
  );
}

/** The job's title in the interface language, its slug once the job is gone, or "spontaneous". */
export function jobLabel(candidacy: AdminCandidacy, pick: (value: Localized) => string, t: (key: string) => string): string {
  if (candidacy.job === null) return t('inbox.spontaneous');
  return candidacy.job.title ? pick(candidacy.job.title) : candidacy.job.slug;
}

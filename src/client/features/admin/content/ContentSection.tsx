import { useId, useRef, useState, type ComponentType, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/baseQuery';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Link, useLocalizedNavigate } from '../../../components/Link';
import { flashNotice, Notice } from '../../../components/Notice';
import { QueryState } from '../../../components/QueryState';
import { afterErrorTexts } from '../../../lib/errorTexts';
import { SkeletonText } from '../../../components/Skeleton';
import type { Localized } from '../../../../shared/api';
import { contentKind, statusActionOf, type ContentKindSpec } from '../../../../shared/contentKinds';
import { useLocalized } from '../../../components/useLocalized';
import { AdminListView, type AdminColumn } from '../AdminListView';
import { DateTime } from '../DateTime';
import { adminSectionPath } from '../paths';
import { useContentEntry, useContentList, useDeleteContentMutation, useUpdateContentMutation, type ContentEntries, type ContentKind } from './contentApi';
import { entryInput } from './entryInput';
import './adminContent.css';

/** A status change offered in the list: to which status, and the button's words (`adminContent:actions.<action>`). */
export interface StatusAction {
  to: string;
  action: string;
}

export interface ContentSectionProps<K extends ContentKind> {
  kind: K;
  /** The list's columns between the name and the status, where the descriptor's `list.columns` need more than their text. */
  columns?: AdminColumn<ContentEntries[K]>[];
  /** The entry's form: empty for a new one. */
  Form: ComponentType<{ entry?: ContentEntries[K]; onSaved: (entry: ContentEntries[K]) => void }>;
}

/** What the list shows, from the kind's descriptor (src/shared/contentKinds.ts) and the section's own columns. */
interface ContentSectionConfig<K extends ContentKind> extends ContentSectionProps<K> {
  /** The entry's name as read in the list, the dialogs and the notices. */
  label: (entry: ContentEntries[K]) => string;
  columns: AdminColumn<ContentEntries[K]>[];
  /** The statuses the list can be filtered by (none: no filter). */
  statuses?: readonly string[];
  /** The status change offered for an entry (publish, unpublish, close, retire...). */
  statusAction?: (entry: ContentEntries[K]) => StatusAction | null;
}

function useDescribed<K extends ContentKind>({ kind, columns, Form }: ContentSectionProps<K>): ContentSectionConfig<K> {
  const { pick } = useLocalized();
  const { t } = useTranslation('adminContent');
  const descriptor = contentKind(kind) as ContentKindSpec;
  const text = (entry: ContentEntries[K], name: string) => {
    const value = (entry as unknown as Record<string, unknown>)[name];
    return descriptor.fields[name]?.localized ? pick(value as Localized) : String(value ?? '');
  };
  const status = descriptor.status;
  return {
    kind,
    Form,
    label: (entry) => text(entry, descriptor.list.label),
    columns: columns ?? descriptor.list.columns.map((name) => ({ key: name, header: t(`fields.${name}`), cell: (entry: ContentEntries[K]) => text(entry, name) })),
    statuses: status?.values,
    statusAction: status ? (entry) => statusActionOf(status, (entry as { status?: string }).status ?? '') : undefined,
  };
}

/**
 * A content section of the staff area (/{lang}/admin/<kind>): its list, then `new` and `<id>`
 * for the form. Every string of a kind is `adminContent:kinds.<kind>.*`.
 */
export function ContentSection<K extends ContentKind>(props: ContentSectionProps<K>) {
  const config = useDescribed(props);
  const { lang = 'fr' } = useParams();
  const listPath = adminSectionPath(lang, config.kind);
  return (
    <Routes>
      <Route index element={<ContentList config={config} listPath={listPath} />} />
      <Route path="new" element={<ContentEditor config={config} listPath={listPath} />} />
      <Route path=":id" element={<ContentEditor config={config} listPath={listPath} />} />
    </Routes>
  );
}

function ContentList<K extends ContentKind>({ config, listPath }: { config: ContentSectionConfig<K>; listPath: string }) {
  const { kind, label, columns, statuses, statusAction } = config;
  const { t, i18n } = useTranslation(['adminContent', 'admin']);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState<{ message: string; focus: boolean } | null>(null);
  const [deleting, setDeleting] = useState<ContentEntries[K] | null>(null);
  const deleteButton = useRef<HTMLElement | null>(null);
  const result = useContentList({ kind, page, q: q || undefined, status: status || undefined });
  const [update, updating] = useUpdateContentMutation();
  const searchId = useId();
  const statusId = useId();

  const changeStatus = (entry: ContentEntries[K], to: string) => {
    update({ kind, id: entry.id, body: { ...entryInput(kind, entry), status: to } })
      .unwrap()
      .then(
        () => setNotice({ message: t('notices.status', { name: label(entry), status: t(`status.${to}`) }), focus: false }),
        (failure: unknown) => afterErrorTexts(i18n, () => setNotice({ message: t(`errors:${isApiError(failure) ? failure.code : 'internal'}`), focus: true })),
      );
  };

  const allColumns: AdminColumn<ContentEntries[K]>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (entry) => <Link to={`${listPath}/${entry.id}`}>{label(entry)}</Link>,
    },
    ...columns,
    ...(statuses ? [{ key: 'status', header: t('fields.status'), cell: (entry: ContentEntries[K]) => t(`status.${(entry as { status: string }).status}`) }] : []),
    { key: 'updatedAt', header: t('columns.updatedAt'), cell: (entry) => <DateTime value={entry.updatedAt} /> },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (entry) => {
        const change = statusAction?.(entry);
        const name = label(entry);
        return (
          <div className="content-list__actions">
            <Link to={`${listPath}/${entry.id}`} className="button button--ghost button--small" aria-label={t('actions.named', { action: t('actions.edit'), name })}>
              {t('actions.edit')}
            </Link>
            {change && (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={updating.isLoading}
                aria-label={t('actions.named', { action: t(`actions.${change.action}`), name })}
                onClick={() => changeStatus(entry, change.to)}
              >
                {t(`actions.${change.action}`)}
              </button>
            )}
            <button
              type="button"
              className="button button--small admin-danger"
              aria-label={t('actions.named', { action: t('actions.delete'), name })}
              onClick={(event) => {
                deleteButton.current = event.currentTarget;
                setDeleting(entry);
              }}
            >
              {t('actions.delete')}
            </button>
          </div>
        );
      },
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  return (
    <>
      <div className="content-list__head">
        <h2>{t(`admin:nav.${kind}`)}</h2>
        <Link to={`${listPath}/new`} className="button">
          {t(`kinds.${kind}.new`)}
        </Link>
      </div>
      <Notice message={notice?.message} focusOnShow={notice?.focus} onDismiss={() => setNotice(null)} dismissLabel={t('notices.dismiss')} />
      <AdminListView
        result={result}
        caption={t(`admin:nav.${kind}`)}
        columns={allColumns}
        rowKey={(entry) => entry.id}
        emptyMessage={q || status ? t('list.noMatch') : t(`kinds.${kind}.empty`)}
        page={page}
        onPageChange={setPage}
        filters={
          <>
            <form className="content-list__search" role="search" onSubmit={search}>
              <div className="admin-field">
                <label htmlFor={searchId}>{t('list.search')}</label>
                <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} />
              </div>
              <button type="submit" className="button button--ghost">
                {t('list.searchButton')}
              </button>
            </form>
            {statuses && (
              <div className="admin-field">
                <label htmlFor={statusId}>{t('fields.status')}</label>
                <select
                  id={statusId}
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">{t('list.allStatuses')}</option>
                  {statuses.map((value) => (
                    <option key={value} value={value}>
                      {t(`status.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </>
        }
      />
      {deleting && (
        <DeleteDialog
          kind={kind}
          entry={deleting}
          name={label(deleting)}
          opener={deleteButton}
          onClose={() => setDeleting(null)}
          onDeleted={(name) => {
            setDeleting(null);
            setNotice({ message: t('notices.deleted', { name }), focus: true });
          }}
        />
      )}
    </>
  );
}

/** Asks before deleting; a refusal (a category that still has articles...) is said in the dialog. */
function DeleteDialog<K extends ContentKind>({
  kind,
  entry,
  name,
  opener,
  onClose,
  onDeleted,
}: {
  kind: K;
  entry: ContentEntries[K];
  name: string;
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const [remove] = useDeleteContentMutation();
  return (
    <ConfirmDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={t('delete.title', { name })}
      description={t(`kinds.${kind}.deleteWarning`)}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      confirmClassName="admin-danger"
      opener={opener}
      run={async () => {
        await remove({ kind, id: entry.id }).unwrap();
        onDeleted(name);
      }}
    />
  );
}

/** `new` or `<id>`: the entry's form, back to the list with a notice once saved. */
function ContentEditor<K extends ContentKind>({ config, listPath }: { config: ContentSectionConfig<K>; listPath: string }) {
  const { kind, Form } = config;
  const { t } = useTranslation('adminContent');
  const { id } = useParams();
  const navigate = useLocalizedNavigate();
  const onSaved = () => {
    flashNotice({ message: 'adminContent:notices.saved', path: listPath, dismiss: 'adminContent:notices.dismiss' });
    navigate(listPath);
  };
  const back = (
    <Link to={listPath} className="content-editor__back">
      {t('backToList', { list: t(`admin:nav.${kind}`) })}
    </Link>
  );
  if (id === undefined) {
    return (
      <>
        {back}
        <h2>{t(`kinds.${kind}.new`)}</h2>
        <Form onSaved={onSaved} />
      </>
    );
  }
  return (
    <>
      {back}
      <EditExisting config={config} id={Number(id)} onSaved={onSaved} />
    </>
  );
}

function EditExisting<K extends ContentKind>({ config, id, onSaved }: { config: ContentSectionConfig<K>; id: number; onSaved: () => void }) {
  const { kind, label, Form } = config;
  const { t } = useTranslation('adminContent');
  const result = useContentEntry(kind, id);
  return (
    <QueryState
      result={result}
      skeleton={<SkeletonText lines={8} />}
      errorMessage={t(`kinds.${kind}.loadError`)}
      retryLabel={t('admin:list.retry')}
    >
      {(entry) => (
        <>
          <h2>{t('editing', { name: label(entry) })}</h2>
          <Form entry={entry} onSaved={onSaved} />
        </>
      )}
    </QueryState>
  );
}

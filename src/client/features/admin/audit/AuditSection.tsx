import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from '../../../../shared/admin';
import { AdminListView, type AdminColumn } from '../AdminListView';
import { useGetAuditLogQuery } from '../adminApi';
import { DateTime } from '../DateTime';

/** "field: before → after" for each changed field; values as JSON, cut short. */
function changes(entry: AuditEntry): string {
  const keys = Object.keys({ ...entry.before, ...entry.after });
  const shown = (value: unknown) => {
    const text = value === undefined ? '—' : JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  };
  return keys.map((key) => `${key}: ${shown(entry.before?.[key])} → ${shown(entry.after?.[key])}`).join('; ');
}

/** /{lang}/admin/audit: every staff write, newest first, filtered by what it changed. */
export default function AuditSection() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const result = useGetAuditLogQuery({ page, entity: entity || undefined });
  const entityId = useId();

  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'at', header: t('audit.at'), cell: (entry) => <DateTime value={entry.at} /> },
    // As they were when they acted: the address tells apart a colleague who renamed themselves.
    {
      key: 'actor',
      header: t('audit.actor'),
      cell: ({ actor }) => (actor === null ? t('audit.commandLine') : actor.email ? t('audit.actorWithEmail', { name: actor.name, email: actor.email }) : actor.name),
    },
    { key: 'action', header: t('audit.action'), cell: (entry) => t(`audit.actions.${entry.action}`) },
    // An uploaded image has no id (0): its URL is in the changes.
    {
      key: 'entity',
      header: t('audit.entity'),
      cell: (entry) => (entry.entityId === 0 ? t(`audit.entities.${entry.entity}`) : t('audit.entityWithId', { entity: t(`audit.entities.${entry.entity}`), id: entry.entityId })),
    },
    { key: 'changes', header: t('audit.changes'), cell: changes },
  ];

  return (
    <>
      <h2>{t('nav.audit')}</h2>
      <p>{t('audit.intro')}</p>
      <AdminListView
        result={result}
        caption={t('nav.audit')}
        columns={columns}
        rowKey={(entry) => entry.id}
        emptyMessage={t('audit.empty')}
        page={page}
        onPageChange={setPage}
        filters={
          <div className="admin-field">
            <label htmlFor={entityId}>{t('audit.entity')}</label>
            <select
              id={entityId}
              value={entity}
              onChange={(event) => {
                setEntity(event.target.value as AuditEntity | '');
                setPage(1);
              }}
            >
              <option value="">{t('audit.allEntities')}</option>
              {AUDIT_ENTITIES.map((name) => (
                <option key={name} value={name}>
                  {t(`audit.entities.${name}`)}
                </option>
              ))}
            </select>
          </div>
        }
      />
    </>
  );
}

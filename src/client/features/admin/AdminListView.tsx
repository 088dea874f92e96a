import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminList } from '../../../shared/admin';
import { QueryState, type QueryResult } from '../../components/QueryState';
import { Skeleton } from '../../components/Skeleton';

export interface AdminColumn<T> {
  /** A stable key for the column. */
  key: string;
  /** The column's heading, translated. */
  header: string;
  cell: (row: T) => ReactNode;
}

export interface AdminListViewProps<T> {
  /** The list query's hook result, as it is (`useGetAuditLogQuery(args)`). */
  result: QueryResult<AdminList<T>>;
  /** The table's caption (the section's name), translated. */
  caption: string;
  columns: AdminColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Shown when the list (with these filters) has no entry, translated. */
  emptyMessage: string;
  /** What could not be loaded, translated; defaults to admin:list.loadError. */
  errorMessage?: string;
  /** The filters' fields (a form, tabs), above the table. */
  filters?: ReactNode;
  /** The page shown (from 1), and the change of page (from the pagination's buttons). */
  page: number;
  onPageChange: (page: number) => void;
}

const SKELETON_ROWS = 5;

/**
 * Every staff list: its filters, a table (a skeleton while loading, an error with retry, an empty
 * state) and the pages. `page` is the caller's state: the query's argument and this block's.
 */
export function AdminListView<T>({ result, caption, columns, rowKey, emptyMessage, errorMessage, filters, page, onPageChange }: AdminListViewProps<T>) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const skeleton = (
    <table className="admin-table" aria-hidden="true">
      <tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <tr key={row}>
            {columns.map((column) => (
              <td key={column.key}>
                <Skeleton />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <div className="admin-list">
      {filters && (
        <div className="admin-list__filters" role="group" aria-label={t('list.filters')}>
          {filters}
        </div>
      )}
      <QueryState result={result} skeleton={skeleton} errorMessage={errorMessage ?? t('list.loadError')} retryLabel={t('list.retry')}>
        {(list) =>
          list.data.length === 0 ? (
            <p className="admin-list__empty">{emptyMessage}</p>
          ) : (
            <>
              {/* A table wider than a phone scrolls here; a scrolling region must be reachable from the keyboard (axe: scrollable-region-focusable). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className="admin-list__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className="admin-table" aria-labelledby={captionId}>
                <caption id={captionId}>
                  {caption} <span className="admin-list__total">({t('list.total', { count: list.total })})</span>
                </caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.key}>{column.cell(row)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              </div>
              <Pagination page={page} totalPages={list.totalPages} onPageChange={onPageChange} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function Pagination({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t('list.pagination')}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('list.previous')}
      </button>
      <span aria-current="page">{t('list.pageOf', { page, totalPages })}</span>
      <button type="button" className="button button--ghost" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('list.next')}
      </button>
    </nav>
  );
}

import type { AdminList } from '../../shared/admin';

/** An AdminList from a page of rows and the count of all rows the filters keep. */
export function pageOf<T>(data: T[], total: number | string | bigint, page: number, pageSize: number): AdminList<T> {
  const count = Number(total);
  return { data, page, pageSize, total: count, totalPages: Math.ceil(count / pageSize) };
}

/** The rows to skip before `page` (from 1). */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

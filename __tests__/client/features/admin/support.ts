import type { AdminList } from '../../../../src/shared/admin';

/** An AdminList body as the server answers it. */
export function adminList<T>(data: T[], { page = 1, pageSize = 20, total = data.length } = {}): AdminList<T> {
  return { data, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

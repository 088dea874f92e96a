import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';

/** Page 1 is the blog's own address; the others are blog/page/{n}. */
export function blogPagePath(page: number, lang?: string): string {
  return page <= 1 ? pathTo('blog', {}, lang) : pathTo('blogPage', { id: page }, lang);
}

/**
 * Previous and next links, absent at the ends. From a page past the last one, "previous" leads
 * to the last page that has articles.
 */
export function BlogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('blog');
  const { lang } = useParams();
  const previous = page > 1 ? Math.min(page - 1, totalPages) : 0;
  const next = page < totalPages ? page + 1 : 0;
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {previous > 0 && (
        <Link className="button button--ghost pagination__previous" to={blogPagePath(previous, lang)} rel="prev">
          <span aria-hidden="true">← </span>
          {t('pagination.previous')}
        </Link>
      )}
      {page <= totalPages && <p className="pagination__status">{t('pagination.status', { page, total: totalPages })}</p>}
      {next > 0 && (
        <Link className="button button--ghost pagination__next" to={blogPagePath(next, lang)} rel="next">
          {t('pagination.next')}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}

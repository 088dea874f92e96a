import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo, type RouteName } from '../../../shared/routes';

/** Where a sub-page sits: its parent page, then itself (the current page, not a link). */
export function Breadcrumb({ parent, current }: { parent: RouteName; current: RouteName }) {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <ol>
        <li>
          <Link to={pathTo(parent, {}, lang)}>{t(`pages:${parent}.title`)}</Link>
        </li>
        <li aria-current="page">{t(`pages:${current}.title`)}</li>
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { RouteName } from '../../shared/routes';
import { Seo } from './Seo';

/** A titled page whose content a later piece of work fills in; its route already exists. */
export default function PlaceholderPage({ name }: { name: RouteName }) {
  const { t } = useTranslation('pages');
  const params = useParams();
  const title = t(`${name}.title`, params);
  return (
    <section className="page" aria-labelledby="page-title">
      <Seo title={title} />
      <h1 id="page-title">{title}</h1>
      <p>{t('common:placeholder')}</p>
    </section>
  );
}

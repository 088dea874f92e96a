import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Client } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { Redirect } from '../../components/Redirect';
import { ContentDetail, ContentDetailSkeleton } from '../../components/ContentDetail';
import { QueryState } from '../../components/QueryState';
import { RichText } from '../../components/RichText';
import { useLocalized } from '../../components/useLocalized';
import NotFoundPage from '../../components/NotFoundPage';
import { useGetClientBySlugQuery } from './clientsApi';
import { ClientProjects } from './ClientProjects';

/** client/{slug}: a client reference, with its logo and the story of the work done together. */
export default function ClientPage() {
  const { t } = useTranslation('references');
  const { slug = '', lang } = useParams();
  const result = useGetClientBySlugQuery(slug);
  return (
    <QueryState
      result={result}
      skeleton={<ContentDetailSkeleton />}
      heading={t('pages:client.title')}
      errorMessage={t('client.loadError')}
      retryLabel={t('retry')}
      notFound={<NotFoundPage />}
    >
      {(client) =>
        client.slug === slug ? <ClientView client={client} /> : <Redirect permanent to={pathTo('client', { slug: client.slug }, lang)} />
      }
    </QueryState>
  );
}

function ClientView({ client }: { client: Client }) {
  const { t } = useTranslation('references');
  const { pick } = useLocalized();
  const { lang } = useParams();
  return (
    <ContentDetail
      title={client.name}
      meta={[t('client.eyebrow')]}
      lead={pick(client.summary)}
      cover={client.logo}
      wide
      seo={{ imageAlt: t('layout:imageAlt.logo', { name: client.name }) }}
    >
      <RichText text={pick(client.body)} />
      <div className="detail__wide">
        <ClientProjects client={client} />
      </div>
      <p className="detail__back">
        <Link to={pathTo('projects', {}, lang)}>{t('client.projects')}</Link>
      </p>
    </ContentDetail>
  );
}

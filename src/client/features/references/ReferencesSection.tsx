import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { ClientCardData } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { QueryState } from '../../components/QueryState';
import { Skeleton } from '../../components/Skeleton';
import { useGetClientCardsQuery } from './clientsApi';

const SKELETON_COUNT = 6;

function ClientsSkeleton() {
  return (
    <ul className="home-clients plain-list">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index} className="home-client home-client--skeleton">
          <Skeleton width="100%" height="100%" />
        </li>
      ))}
    </ul>
  );
}

function ClientList({ clients }: { clients: ClientCardData[] }) {
  const { t } = useTranslation('home');
  const { lang } = useParams();
  if (clients.length === 0) return <p>{t('references.empty')}</p>;
  return (
    <ul className="home-clients plain-list">
      {clients.map((client) => (
        <li key={client.slug} className="home-client">
          <Link className="home-client__link" to={pathTo('client', { slug: client.slug }, lang)}>
            {(client.wordmark ?? client.logo) && (
              <img
                className={client.wordmark ? 'home-client__logo home-client__logo--wordmark' : 'home-client__logo'}
                src={(client.wordmark ?? client.logo)!}
                alt=""
                width={160}
                height={64}
                loading="lazy"
                decoding="async"
              />
            )}
            <span className="home-client__name">{client.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Références": the agency's clients, from the API, each linked to its reference page. */
export function ReferencesSection() {
  const { t } = useTranslation('home');
  const result = useGetClientCardsQuery();
  return (
    <section id="references" tabIndex={-1} className="home-section home-references" aria-labelledby="references-title">
      <p className="eyebrow">{t('references.eyebrow')}</p>
      <h2 id="references-title">{t('references.title')}</h2>
      <p className="home-section__intro">{t('references.intro')}</p>
      <QueryState result={result} skeleton={<ClientsSkeleton />} errorMessage={t('references.error')} retryLabel={t('references.retry')}>
        {(clients) => <ClientList clients={clients} />}
      </QueryState>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../shared/routes';
import { PageArt } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import './services.css';

interface EditorialPageProps {
  /** The route: its title (pages namespace) is the document title and the page's one h1. */
  name: RouteName;
  lead: string;
  /** Shown above the title (a breadcrumb). */
  before?: ReactNode;
  /** A decorative drawing beside the title and lead on wide screens (public/media/illustrations/). */
  illustration?: string;
  children: ReactNode;
}

/** The frame of the services pages: title, lead paragraph, then sections with h2 headings. */
export function EditorialPage({ name, lead, before, illustration, children }: EditorialPageProps) {
  const { t } = useTranslation();
  const title = t(`pages:${name}.title`);
  const opening = (
    <>
      <h1 id={`${name}-title`}>{title}</h1>
      <p className="editorial__lead">{lead}</p>
    </>
  );
  return (
    <section className="page page--wide editorial" aria-labelledby={`${name}-title`}>
      <Seo title={title} />
      {before}
      {illustration ? (
        <div className="page-intro">
          <div>{opening}</div>
          <PageArt src={illustration} />
        </div>
      ) : (
        opening
      )}
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../shared/routes';
import { Seo } from '../../components/Seo';
import './services.css';

interface EditorialPageProps {
  /** The route: its title (pages namespace) is the document title and the page's one h1. */
  name: RouteName;
  lead: string;
  /** Shown above the title (a breadcrumb). */
  before?: ReactNode;
  children: ReactNode;
}

/** The frame of the services pages: title, lead paragraph, then sections with h2 headings. */
export function EditorialPage({ name, lead, before, children }: EditorialPageProps) {
  const { t } = useTranslation();
  const title = t(`pages:${name}.title`);
  return (
    <section className="page editorial" aria-labelledby={`${name}-title`}>
      <Seo title={title} />
      {before}
      <h1 id={`${name}-title`}>{title}</h1>
      <p className="editorial__lead">{lead}</p>
      {children}
    </section>
  );
}

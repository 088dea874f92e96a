import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle';
import './account.css';

/** The frame of the account screens: the document title, the page's one h1, a line of introduction. */
export function AccountScreen({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="page account-screen" aria-labelledby="page-title">
      <PageTitle title={title} />
      <h1 id="page-title">{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}

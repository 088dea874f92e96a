import type { ReactNode } from 'react';
import { Seo } from '../../components/Seo';
import './account.css';

/** The frame of the account screens: the document title, the page's one h1, a line of introduction. */
export function AccountScreen({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="page account-screen" aria-labelledby="page-title">
      <Seo noindex title={title} />
      <h1 id="page-title">{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import { Footer, FooterLinkList, type FooterLink } from '../../../../src/client/app/layout/Footer';
import { COMPANY } from '../../../../src/shared/company';
import { renderWithProviders } from '../../support/render';

const links = (count: number): FooterLink[] =>
  Array.from({ length: count }, (_, index) => ({ label: `Article ${index + 1}`, to: `/fr/article/a${index + 1}` }));
const seeMore = { label: 'Voir tous les articles', to: '/fr/blog' };

function renderList(count: number) {
  return renderWithProviders(<FooterLinkList id="list" title="À lire" links={links(count)} seeMore={seeMore} />);
}

const listNamed = (name: string) => screen.getByRole('list', { name });
const linkNames = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.textContent);

describe('a footer list', () => {
  test('of 6 entries shows the first 5 and a see-more link', () => {
    renderList(6);
    const list = listNamed('À lire');
    expect(linkNames(list)).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5', 'Voir tous les articles']);
    expect(within(list).getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/fr/blog');
  });

  test('of 5 entries shows all 5 and no see-more link', () => {
    renderList(5);
    const list = listNamed('À lire');
    expect(linkNames(list)).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5']);
    expect(within(list).queryByRole('link', { name: 'Voir tous les articles' })).not.toBeInTheDocument();
  });

  test('of 8 entries still shows 5 and the see-more link', () => {
    renderList(8);
    expect(within(listNamed('À lire')).getAllByRole('link')).toHaveLength(6);
  });

  test('without a see-more page (the site links) shows every entry', () => {
    renderWithProviders(<FooterLinkList id="list" title="L’agence" links={links(7)} />);
    expect(within(listNamed('L’agence')).getAllByRole('link')).toHaveLength(7);
  });
});

describe('the footer', () => {
  function renderFooter(language: 'fr' | 'en' = 'fr') {
    return renderWithProviders(
      <Routes>
        <Route path=":lang/*" element={<Footer />} />
      </Routes>,
      { route: '/fr/blog', language },
    );
  }
  const footer = () => screen.getByRole('contentinfo');

  test('has the logo linking home and the site links of the spec, then the 3D page', () => {
    renderFooter();
    expect(within(footer()).getByRole('link', { name: 'Pixel & Cie, accueil' })).toHaveAttribute('href', '/fr');
    const site = within(listNamed('L’agence')).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(site).toEqual([
      ['Qui sommes-nous', '/fr/l-agence'],
      ['Expertise', '/fr/forfait'],
      ['Recrutement', '/fr/recrutement'],
      ['Blog', '/fr/blog'],
      ['Contact', '/fr/contact'],
      ['Candidature spontanée', '/fr/candidature'],
      ['Accueil', '/fr'],
      ['Notre logo en 3D', '/fr/page-3d'],
    ]);
    const legal = within(listNamed('Informations légales')).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(legal).toEqual(['/fr/mentions-legales', '/fr/politique-de-confidentialite', '/fr/conditions-generales-d-utilisation', '/fr/accessibilite']);
  });

  test('links the accessibility statement, with the conformance status in its name', () => {
    renderFooter();
    expect(within(listNamed('Informations légales')).getByRole('link', { name: 'Accessibilité\u00a0: partiellement conforme' })).toHaveAttribute(
      'href',
      '/fr/accessibilite',
    );
  });

  test('lists the first five fixed articles and a see-more link to the blog', () => {
    renderFooter();
    const hrefs = within(listNamed('À lire sur le blog')).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/fr/article/quest-ce-quun-mvp',
      '/fr/article/comment-integrer-de-lecologie-dans-les-projets-digitaux',
      '/fr/article/progressive-web-app',
      '/fr/article/api-vs-microservices-comment-savoir-lequel-est-pour-moi',
      '/fr/article/quest-ce-que-le-why',
      '/fr/blog',
    ]);
    expect(within(listNamed('À lire sur le blog')).getByRole('link', { name: 'Voir tous les articles' })).toBeInTheDocument();
  });

  test('lists the three job offers, with no see-more link', () => {
    renderFooter();
    const jobs = within(listNamed('Nous rejoindre')).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(jobs).toEqual([
      ['Alternance designer UX/UI', '/fr/recrutement/alternant-ux-ui'],
      ['Alternance développeur front JS', '/fr/recrutement/alternant-front-js'],
      ['Développeur full stack JS', '/fr/recrutement/developpeur-full-stack-js'],
    ]);
  });

  test('closes with the postal address, the contact line and the not-commercial statement', () => {
    renderFooter();
    expect(footer()).toHaveTextContent(`${COMPANY.address.street}, ${COMPANY.address.postalCode} ${COMPANY.address.city}`);
    expect(within(footer()).getByRole('link', { name: COMPANY.contactEmail })).toHaveAttribute('href', `mailto:${COMPANY.contactEmail}`);
    expect(within(footer()).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+33123456789');
    expect(footer()).toHaveTextContent('pas un site marchand : rien n’y est vendu au public');
    expect(footer()).toHaveTextContent('Les titulaires d’un compte peuvent seulement y régler par carte les prestations convenues au préalable avec l’agence.');
  });

  test('speaks English to an English-speaking visitor', () => {
    renderFooter('en');
    expect(within(listNamed('On the blog')).getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/fr/blog?lng=en');
    expect(footer()).toHaveTextContent('not an online shop: nothing is sold to the public');
    expect(within(footer()).getByRole('link', { name: 'Accessibility: partially conformant' })).toHaveAttribute('href', '/fr/accessibilite?lng=en');
  });
  test('with only the sample profiles, shows no "follow us" list: a link to a profile that does not exist looks broken', () => {
    renderFooter();
    expect(screen.queryByText('Suivez-nous')).not.toBeInTheDocument();
    expect(within(footer()).queryAllByRole('link').filter((link) => /\/example\b/.test(link.getAttribute('href') ?? ''))).toEqual([]);
  });

  test('links the agency’s social profiles the deployment has set, each opening in a new tab; never a sample one', () => {
    const linkedin = 'https://www.linkedin.com/company/agence-test';
    renderWithProviders(
      <RuntimeConfigProvider value={{ stripePublishableKey: null, siteUrl: '', company: { social: { linkedin } } }}>
        <Routes>
          <Route path=":lang/*" element={<Footer />} />
        </Routes>
      </RuntimeConfigProvider>,
      { route: '/fr/blog', language: 'en' },
    );
    const networks = within(listNamed('Follow us')).getAllByRole('link');
    expect(networks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LinkedIn (opens in a new tab)', linkedin],
    ]);
    for (const link of networks) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

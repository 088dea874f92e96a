import { screen, within } from '@testing-library/react';
import { RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import AccessibilityPage from '../../../../src/client/features/legal/AccessibilityPage';
import type { InterfaceLanguage } from '../../../../src/shared/languages';
import { renderWithProviders } from '../../support/render';

// A deployment's own contact address: the statement must show it, not the sample one.
const deployment = { name: 'Atelier Nord', contactEmail: 'a11y@atelier-nord.test' };

function renderPage(language: InterfaceLanguage = 'fr') {
  return renderWithProviders(
    <RuntimeConfigProvider value={{ stripePublishableKey: null, siteUrl: '', company: deployment }}>
      <AccessibilityPage />
    </RuntimeConfigProvider>,
    { route: '/fr/accessibilite', language },
  );
}

const section = (title: string | RegExp) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('the accessibility statement (accessibilite)', () => {
  test('it states the target, the partial conformance and why', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Atelier Nord s’engage à rendre son site accessible');
    const status = section('État de conformité');
    expect(status).toHaveTextContent('niveau AA des règles pour l’accessibilité des contenus web (WCAG) 2.2');
    expect(status).toHaveTextContent('Le site est partiellement conforme à ce niveau.');
  });

  test('it says what was tested and how, and what was not', () => {
    renderPage();
    const tested = within(section('Ce que nous avons testé, et comment')).getAllByRole('listitem');
    expect(tested).toHaveLength(3);
    expect(tested[0]).toHaveTextContent(/axe-core.*375 pixels.*1440 pixels.*en français et en anglais/);
    expect(tested[1]).toHaveTextContent(/clavier seul.*Échap/);
    expect(tested[2]).toHaveTextContent(/réduire les animations.*image fixe/);
    expect(section('Ce que nous avons testé, et comment')).toHaveTextContent('Chromium à chaque modification');
    const notDone = section('Ce qui n’a pas été fait');
    expect(notDone).toHaveTextContent('aucun audit par un expert en accessibilité extérieur');
    expect(notDone).toHaveTextContent('aucune campagne de tests manuels avec des lecteurs d’écran');
    expect(section('Limites connues')).toHaveTextContent('La page 3D dessine le logo dans un canevas');
  });

  test('problems are reported to the deployment’s e-mail or the contact page, with the Défenseur des droits as recourse', () => {
    renderPage();
    const feedback = section('Signaler un problème');
    expect(within(feedback).getByRole('link', { name: deployment.contactEmail })).toHaveAttribute('href', `mailto:${deployment.contactEmail}`);
    expect(within(feedback).getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute('href', '/fr/contact');
    const recourse = section('Voies de recours');
    expect(recourse).toHaveTextContent('saisir le Défenseur des droits');
    expect(within(recourse).getByRole('link', { name: 'formulaire en ligne' })).toHaveAttribute('href', 'https://formulaire.defenseurdesdroits.fr/');
    expect(recourse).toHaveTextContent('Libre réponse 71120, 75342 Paris CEDEX 07');
    expect(screen.queryByText(/contact@example\.com/)).not.toBeInTheDocument();
  });

  test('it is dated', () => {
    renderPage();
    const date = screen.getByText('21 novembre 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-21');
    expect(date.closest('p')).toHaveTextContent('Cette déclaration a été établie le 21 novembre 2026.');
  });

  test('in English', () => {
    renderPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(section('Conformance status')).toHaveTextContent('The site is partially conformant with this level.');
    expect(within(section('Reporting a problem')).getByRole('link', { name: deployment.contactEmail })).toBeInTheDocument();
    expect(section('Recourse')).toHaveTextContent('Défenseur des droits');
    expect(screen.getByText('November 21, 2026').tagName).toBe('TIME');
  });
});

import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RuntimeConfigProvider } from '../../../../src/client/lib/runtimeConfig';
import LegalNoticesPage from '../../../../src/client/features/legal/LegalNoticesPage';
import PrivacyPage from '../../../../src/client/features/legal/PrivacyPage';
import TermsPage from '../../../../src/client/features/legal/TermsPage';
import type { InterfaceLanguage } from '../../../../src/shared/languages';
import { renderWithProviders } from '../../support/render';

/** A deployment's own identity, as the server passes it: none of it is in the code. */
const deployment = {
  name: 'Atelier Nord',
  contactEmail: 'legal@atelier-nord.test',
  phone: '+33 9 87 65 43 21',
  registryNumber: '912 345 678',
  vatNumber: 'FR55912345678',
};

function renderPage(page: ReactElement, language: InterfaceLanguage = 'fr') {
  return renderWithProviders(
    <RuntimeConfigProvider value={{ stripePublishableKey: null, siteUrl: '', company: deployment }}>{page}</RuntimeConfigProvider>,
    { route: '/fr', language },
  );
}

/** The value next to a term of a description list. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
const section = (title: string | RegExp) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('legal notices (mentions-legales)', () => {
  test('the publisher’s identity comes from the company constants, with the deployment’s overrides', () => {
    renderPage(<LegalNoticesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(valueOf('Dénomination sociale')).toHaveTextContent('Atelier Nord');
    expect(valueOf('Capital social').textContent).toBe('500\u00a0€');
    expect(valueOf('Immatriculation')).toHaveTextContent('RCS Bobigny 912 345 678');
    expect(valueOf('Numéro de TVA intracommunautaire')).toHaveTextContent('FR55912345678');
    expect(valueOf('Siège social')).toHaveTextContent('12 rue de l’Exemple, 93000 Bobigny, France');
    expect(within(valueOf('Téléphone') as HTMLElement).getByRole('link', { name: '+33 9 87 65 43 21' })).toHaveAttribute('href', 'tel:+33987654321');
    expect(within(valueOf('E-mail') as HTMLElement).getByRole('link', { name: deployment.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${deployment.contactEmail}`,
    );
    // The sample values of the code are replaced, not shown next to the deployment's.
    expect(screen.queryByText(/000 000 000|FR00000000000|contact@example\.com|Pixel & Cie/)).not.toBeInTheDocument();
  });

  test('with the sample identity, says the registration and the VAT number are pending, never a number of zeros', () => {
    renderWithProviders(<LegalNoticesPage />, { route: '/fr', language: 'fr' });
    expect(valueOf('Immatriculation')).toHaveTextContent('RCS Bobigny (immatriculation en cours)');
    expect(valueOf('Numéro de TVA intracommunautaire')).toHaveTextContent('Attribution en cours');
    expect(screen.queryByText(/000 000 000|FR00000000000/)).not.toBeInTheDocument();
  });

  test('in English, with the sample identity, the privacy policy says the company is being registered', () => {
    renderWithProviders(<PrivacyPage />, { route: '/fr', language: 'en' });
    expect(section('Data controller')).toHaveTextContent('12 rue de l’Exemple, 93000 Bobigny, France, being registered with the RCS of Bobigny.');
    expect(screen.queryByText(/000 000 000/)).not.toBeInTheDocument();
  });

  test('it says the site sells nothing, that account holders only pay there for services agreed with the agency, and answers disputes within 72 hours', () => {
    renderPage(<LegalNoticesPage />);
    const nature = within(section('Nature du site')).getByText(/Ce n’est pas un site marchand : rien n’y est vendu au public/);
    expect(nature).toHaveTextContent('Les titulaires d’un compte peuvent seulement y régler par carte bancaire, sur la page « Régler une prestation », les prestations convenues au préalable avec l’agence');
    const disputes = section('Réclamations et litiges');
    expect(disputes).toHaveTextContent('Nous nous engageons à vous répondre dans un délai de 72 heures.');
    expect(within(disputes).getByRole('link', { name: deployment.contactEmail })).toHaveAttribute('href', `mailto:${deployment.contactEmail}`);
    expect(within(disputes).getByRole('link', { name: 'conditions générales d’utilisation' })).toHaveAttribute(
      'href',
      '/fr/conditions-generales-d-utilisation',
    );
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
  });

  test('in English, the capital is formatted the English way', () => {
    renderPage(<LegalNoticesPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notices' })).toBeInTheDocument();
    expect(valueOf('Share capital').textContent).toBe('€500');
    expect(valueOf('Registration')).toHaveTextContent('RCS Bobigny 912 345 678');
    expect(screen.getByText(/It is not an online shop: nothing is sold to the public/)).toHaveTextContent('on the “Pay for a service” page');
    expect(section('Complaints and disputes')).toHaveTextContent('We undertake to reply within 72 hours.');
  });
});

describe('privacy policy (politique-de-confidentialite)', () => {
  test('it says what the site stores, in the browser too, with no tracking cookies', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(section('Responsable du traitement')).toHaveTextContent(
      'Le responsable du traitement est Atelier Nord, 12 rue de l’Exemple, 93000 Bobigny, France, immatriculée au RCS de Bobigny sous le numéro 912 345 678.',
    );
    for (const kind of ['Votre compte', 'Vos messages', 'Vos candidatures', 'Dans votre navigateur']) {
      expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    }
    expect(screen.getByText(/votre CV au format PDF/)).toBeInTheDocument();
    const browser = screen.getByRole('heading', { level: 3, name: 'Dans votre navigateur' }).closest('section')!;
    expect(within(browser).getByText(/le jeton de votre session/)).toHaveTextContent('sous la clé « token »');
    expect(within(browser).getByText(/votre choix de langue/)).toHaveTextContent('sous la clé « i18nextLng » et dans le cookie « i18next »');
    expect(browser).toHaveTextContent('Nous n’utilisons aucun cookie de mesure d’audience, de publicité ou de réseau social');
  });

  test('it gives retention periods and the GDPR rights, exercised at the contact e-mail', () => {
    renderPage(<PrivacyPage />);
    expect(valueOf('Candidatures et CV')).toHaveTextContent('2 ans à compter de leur réception');
    expect(valueOf('Messages de contact')).toHaveTextContent('3 ans');
    expect(valueOf('Session de connexion')).toHaveTextContent('30 jours au plus');
    const rights = section('Vos droits');
    expect(rights).toHaveTextContent(/RGPD/);
    expect(rights).toHaveTextContent(/droit d’accès, de rectification, d’effacement/);
    expect(within(rights).getByRole('link', { name: deployment.contactEmail })).toHaveAttribute('href', `mailto:${deployment.contactEmail}`);
    expect(within(rights).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
    expect(within(rights).getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr/');
  });

  test('in English', () => {
    renderPage(<PrivacyPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText(/your session token/)).toHaveTextContent('under the key “token”');
    expect(valueOf('Job applications and CVs')).toHaveTextContent('2 years from receipt');
    expect(within(section('Your rights')).getByRole('link', { name: deployment.contactEmail })).toBeInTheDocument();
  });
});

describe('terms of use (conditions-generales-d-utilisation)', () => {
  test('they cover use, accounts, intellectual property, liability, disputes within 72 hours and French law', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Accès au site',
      'Votre compte',
      'Bon usage du site',
      'Propriété intellectuelle',
      'Responsabilité',
      'Données personnelles',
      'Réclamations et litiges',
      'Droit applicable',
      'Modification des conditions',
    ]);
    expect(section('Accès au site')).toHaveTextContent('ce n’est pas un site marchand');
    expect(section('Accès au site')).toHaveTextContent('Les titulaires d’un compte peuvent seulement y régler les prestations déjà convenues avec l’agence.');
    expect(section('Propriété intellectuelle')).toHaveTextContent('appartiennent à Atelier Nord');
    const disputes = section('Réclamations et litiges');
    expect(disputes).toHaveTextContent('Nous vous répondons dans un délai de 72 heures');
    expect(within(disputes).getByRole('link', { name: deployment.contactEmail })).toHaveAttribute('href', `mailto:${deployment.contactEmail}`);
    expect(section('Droit applicable')).toHaveTextContent('régies par le droit français');
    expect(section('Droit applicable')).toHaveTextContent('tribunaux du ressort de Bobigny');
  });

  test('in English', () => {
    renderPage(<TermsPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(section('Complaints and disputes')).toHaveTextContent('We reply within 72 hours');
    expect(section('Applicable law')).toHaveTextContent('These terms are governed by French law.');
    expect(within(section('Personal data')).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/fr/politique-de-confidentialite?lng=en');
  });
});

import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import AgencyPage from '../../../../src/client/features/agency/AgencyPage';
import LegalNoticesPage from '../../../../src/client/features/legal/LegalNoticesPage';
import PrivacyPage from '../../../../src/client/features/legal/PrivacyPage';
import TermsPage from '../../../../src/client/features/legal/TermsPage';
import Page3dPage from '../../../../src/client/features/page3d/Page3dPage';
import AdvicePage from '../../../../src/client/features/services/AdvicePage';
import ExpertisePage from '../../../../src/client/features/services/ExpertisePage';
import PackagesPage from '../../../../src/client/features/services/PackagesPage';
import ServicesPage from '../../../../src/client/features/services/ServicesPage';
import StarterPackFormPage from '../../../../src/client/app/composed/StarterPackFormPage';
import StarterPackPage from '../../../../src/client/features/services/StarterPackPage';
import enPages from '../../../../src/client/locales/en/pages.json';
import frLegal from '../../../../src/client/locales/fr/legal.json';
import frPage3d from '../../../../src/client/locales/fr/page3d.json';
import frPages from '../../../../src/client/locales/fr/pages.json';
import frServices from '../../../../src/client/locales/fr/services.json';
import { INTERFACE_LANGUAGES } from '../../../../src/shared/languages';
import { pathTo, type RouteName } from '../../../../src/shared/routes';
import { renderWithProviders } from '../../support/render';

const PAGES: [RouteName, ComponentType][] = [
  ['services', ServicesPage],
  ['advice', AdvicePage],
  ['packages', PackagesPage],
  ['expertise', ExpertisePage],
  ['starterPack', StarterPackPage],
  ['starterPackForm', StarterPackFormPage],
  ['agency', AgencyPage],
  ['legalNotices', LegalNoticesPage],
  ['privacy', PrivacyPage],
  ['terms', TermsPage],
  ['page3d', Page3dPage],
];
const titles = { fr: frPages, en: enPages } as Record<string, Record<string, { title: string }>>;

// A key of these pages' namespaces shown as such (i18next's answer to a missing key), e.g. "packages.offers.webApp.name".
const roots = [frServices, frLegal, frPage3d].flatMap((namespace) => Object.keys(namespace));
const RAW_KEY = new RegExp(`\\b(${roots.join('|')})\\.[A-Za-z0-9.]+`);

describe.each(INTERFACE_LANGUAGES)('the editorial pages in %s', (language) => {
  test.each(PAGES)('%s: one h1 (the route’s title), headings in order, every text translated, every link going somewhere', async (name, Page) => {
    renderWithProviders(<Page />, { route: pathTo(name), language });
    const headings = await screen.findAllByRole('heading');
    const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(headings[0]).toHaveAccessibleName(titles[language]![name]!.title);
    for (let index = 1; index < levels.length; index++) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const rawKeys: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const found = node.textContent?.match(RAW_KEY);
      if (found) rawKeys.push(found[0]);
    }
    expect(rawKeys).toEqual([]);
    for (const link of screen.queryAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(\/fr(\/|$)|mailto:|tel:|https:\/\/)/);
    expect(document.title).toBe(`${titles[language]![name]!.title} | Pixel & Cie`);
  });
});

import { KEY_FIGURES, TIMELINE } from '../../src/shared/agency';
import { COMPANY, companyWith, publicSocialNetworks, sampleSettings } from '../../src/shared/company';
import { organizationJsonLd } from '../../src/shared/seo/jsonLd';
import { TEAM } from '../../src/shared/team';
import { sampleContent } from '../../src/server/db/seed/sampleContent';

describe('the sample identity', () => {
  test('lists every identity setting the deployment has not set, for the back office', () => {
    expect(sampleSettings(COMPANY)).toEqual([
      'COMPANY_NAME',
      'COMPANY_CONTACT_EMAIL',
      'COMPANY_PHONE',
      'COMPANY_REGISTRY_NUMBER',
      'COMPANY_VAT_NUMBER',
      'COMPANY_LINKEDIN_URL',
      'COMPANY_INSTAGRAM_URL',
      'COMPANY_FACEBOOK_URL',
    ]);
    const set = companyWith({ name: 'Atelier Nord', registryNumber: '912 345 678', social: { instagram: 'https://www.instagram.com/atelier.nord' } });
    expect(sampleSettings(set)).toEqual(['COMPANY_CONTACT_EMAIL', 'COMPANY_PHONE', 'COMPANY_VAT_NUMBER', 'COMPANY_LINKEDIN_URL', 'COMPANY_FACEBOOK_URL']);
    expect(publicSocialNetworks(set)).toEqual(['instagram']);
  });

  test('the structured data carries no sample profile and no sample register number', () => {
    const sample = JSON.stringify(organizationJsonLd(COMPANY, 'https://agence.test'));
    expect(sample).not.toMatch(/\/example|000 000 000|000000000|FR00000000000/);
    const own = organizationJsonLd(companyWith({ registryNumber: '912 345 678', vatNumber: 'FR55912345678', social: { linkedin: 'https://www.linkedin.com/company/nord' } }), 'https://agence.test');
    expect(own).toMatchObject({ sameAs: ['https://www.linkedin.com/company/nord'], vatID: 'FR55912345678', taxID: '912345678' });
  });
});

describe('the sample figures of the home page', () => {
  const value = (key: string) => KEY_FIGURES.find((figure) => figure.key === key)?.value;

  test('agree with the sample content shown beside them', () => {
    expect(value('projects')).toBe(sampleContent.projects.filter((project) => project.published).length);
    expect(value('clients')).toBe(sampleContent.clients.length);
    expect(value('team')).toBe(TEAM.length);
    const founded = TIMELINE.find((event) => event.key === 'founded')!.year;
    const today = TIMELINE.find((event) => event.key === 'today')!.year;
    expect(value('years')).toBe(today - founded);
    expect(KEY_FIGURES.every((figure) => figure.suffix === undefined)).toBe(true);
  });
});

/**
 * The agency's identity and legal constants, read by the banner, the footer, the legal pages
 * and the e-mails. Values the product spec does not give are SAMPLE values, marked as such;
 * a deployment overrides them with the COMPANY_* settings (see README).
 */
export interface Company {
  name: string;
  contactEmail: string;
  phone: string;
  /** `region` and `countryCode` (ISO 3166-1 alpha-2) are for structured data (schema.org PostalAddress). */
  address: { street: string; postalCode: string; city: string; region: string; country: string; countryCode: string };
  /** Share capital in euros (product spec). */
  capitalEuros: number;
  /** City of the trade and companies register (product spec). */
  registryCity: string;
  registryNumber: string;
  vatNumber: string;
  social: { linkedin: string; instagram: string; facebook: string };
  /** Hours the agency takes at most to answer a dispute (terms of use). */
  disputeReplyHours: number;
}

export const COMPANY: Company = {
  name: 'Pixel & Cie', // sample
  contactEmail: 'contact@example.com', // sample
  phone: '+33 1 23 45 67 89', // sample
  address: { street: '12 rue de l’Exemple', postalCode: '93000', city: 'Bobigny', region: 'Île-de-France', country: 'France', countryCode: 'FR' }, // sample
  capitalEuros: 500,
  registryCity: 'Bobigny',
  registryNumber: '000 000 000', // sample
  vatNumber: 'FR00000000000', // sample
  social: {
    linkedin: 'https://www.linkedin.com/company/example', // sample
    instagram: 'https://www.instagram.com/example', // sample
    facebook: 'https://www.facebook.com/example', // sample
  },
  disputeReplyHours: 72,
};

export type SocialNetwork = keyof Company['social'];
/** The agency's social profiles, in the order the site lists them. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['linkedin', 'instagram', 'facebook'];

/** Fields a deployment may override at run time (the server passes them to the browser). */
export type CompanyOverrides = Partial<Pick<Company, 'name' | 'contactEmail' | 'phone' | 'registryNumber' | 'vatNumber'>> & {
  social?: Partial<Company['social']>;
};

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export function companyWith({ social = {}, ...overrides }: CompanyOverrides = {}): Company {
  return { ...COMPANY, ...definedOnly(overrides), social: { ...COMPANY.social, ...definedOnly(social) } };
}

/** A value the deployment may set, named by its setting (README, "Settings"). */
export type SampleSetting =
  | 'COMPANY_NAME'
  | 'COMPANY_CONTACT_EMAIL'
  | 'COMPANY_PHONE'
  | 'COMPANY_REGISTRY_NUMBER'
  | 'COMPANY_VAT_NUMBER'
  | 'COMPANY_LINKEDIN_URL'
  | 'COMPANY_INSTAGRAM_URL'
  | 'COMPANY_FACEBOOK_URL';

const SAMPLE_SETTINGS: readonly [SampleSetting, (company: Company) => boolean][] = [
  ['COMPANY_NAME', (company) => company.name === COMPANY.name],
  ['COMPANY_CONTACT_EMAIL', (company) => company.contactEmail === COMPANY.contactEmail],
  ['COMPANY_PHONE', (company) => company.phone === COMPANY.phone],
  ['COMPANY_REGISTRY_NUMBER', (company) => isSampleRegistration(company)],
  ['COMPANY_VAT_NUMBER', (company) => isSampleVat(company)],
  ['COMPANY_LINKEDIN_URL', (company) => isSampleProfile(company, 'linkedin')],
  ['COMPANY_INSTAGRAM_URL', (company) => isSampleProfile(company, 'instagram')],
  ['COMPANY_FACEBOOK_URL', (company) => isSampleProfile(company, 'facebook')],
];

/** The settings that still hold the code's sample value, for the back office to list. */
export function sampleSettings(company: Company): SampleSetting[] {
  return SAMPLE_SETTINGS.filter(([, isSample]) => isSample(company)).map(([setting]) => setting);
}

/*
 * Samples that would look broken to a visitor are never shown: a link to a profile that does not
 * exist, a register number of zeros. The public site leaves those out (a profile) or says the
 * registration is pending until the deployment sets its own (docs/decisions.md, "Sample identity").
 */
export const isSampleProfile = (company: Company, network: SocialNetwork) => company.social[network] === COMPANY.social[network];
export const isSampleRegistration = (company: Company) => company.registryNumber === COMPANY.registryNumber;
export const isSampleVat = (company: Company) => company.vatNumber === COMPANY.vatNumber;

/** The profiles a visitor may follow: the deployment's own, never the samples. */
export function publicSocialNetworks(company: Company): SocialNetwork[] {
  return SOCIAL_NETWORKS.filter((network) => !isSampleProfile(company, network));
}

import type { Article, Job, JobAddress } from '../api';
import { isSampleRegistration, isSampleVat, publicSocialNetworks, type Company } from '../company';
import type { EmploymentType } from '../content';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../languages';
import { richTextToHtml } from '../richText';
import { pathTo } from '../routes';
import { pageUrls } from './alternates';
import { LOGO_SIZE, absoluteImageUrl, logoUrl } from './images';

/**
 * schema.org structured data as plain objects, for `<script type="application/ld+json">`
 * (write them with jsonForScript, src/shared/html.ts). Only properties schema.org defines, filled with what
 * Google's rich result checks require and recommend.
 */

export type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];
export interface JsonLd {
  [property: string]: JsonLdValue;
}

/** What the content builders need besides the content: where the site is, who runs it, which language the page is in. */
export interface JsonLdContext {
  siteUrl: string;
  company: Company;
  language: InterfaceLanguage;
}

const CONTEXT = 'https://schema.org';

/** The agency's node id, so that every block points to the same organisation. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

const homeUrl = (siteUrl: string) => siteUrl + pathTo('home');

/** The registry number without its spaces: the SIREN, which is also a French company's tax number. */
const sirenOf = (company: Company) => company.registryNumber.replace(/\s+/g, '');

/** The Organization block every page carries: identity, address, contact and legal identifiers. */
export function organizationJsonLd(company: Company, siteUrl: string): JsonLd {
  const siren = sirenOf(company);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    legalName: company.name,
    url: homeUrl(siteUrl),
    logo: logoObject(siteUrl),
    email: company.contactEmail,
    telephone: company.phone,
    address: postalAddress(companyAddress(company)),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: company.contactEmail,
      telephone: company.phone,
      availableLanguage: [...INTERFACE_LANGUAGES],
    },
    // Sample profiles and register numbers are left out, as on the page (company.ts).
    ...(publicSocialNetworks(company).length > 0 && { sameAs: publicSocialNetworks(company).map((network) => company.social[network]) }),
    ...(!isSampleVat(company) && { vatID: company.vatNumber }),
    ...(!isSampleRegistration(company) && {
      taxID: siren,
      // ISO 6523 code designator 0002 is SIRENE, the French register of companies.
      iso6523Code: `0002:${siren}`,
      identifier: [
        { '@type': 'PropertyValue', propertyID: 'SIREN', value: siren },
        { '@type': 'PropertyValue', propertyID: 'RCS', value: `RCS ${company.registryCity} ${company.registryNumber}` },
      ],
    }),
  };
}

/** An article of the blog. Its cover in the three shapes Google asks for (16:9, 4:3, 1:1), else the logo. */
export function blogPostingJsonLd(article: Article, { siteUrl, company, language }: JsonLdContext): JsonLd {
  const { canonical } = pageUrls(pathTo('article', { slug: article.slug }), language, siteUrl);
  const image = article.image
    ? [absoluteImageUrl(siteUrl, article.image, 1200, 675), absoluteImageUrl(siteUrl, article.image, 1200, 900), absoluteImageUrl(siteUrl, article.image, 900, 900)]
    : [logoUrl(siteUrl)];
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
    headline: article.title[language],
    description: article.excerpt[language],
    image,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: language,
    articleSection: article.category.name[language],
    // Articles are signed by the agency: there is no author per article.
    author: organizationRef(company, siteUrl),
    publisher: { ...organizationRef(company, siteUrl), logo: logoObject(siteUrl) },
  };
}

/** Google's employmentType values; it has no apprenticeship, which in France is a full-time work contract. */
const GOOGLE_EMPLOYMENT_TYPE: Record<EmploymentType, string | string[]> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  INTERNSHIP: 'INTERN',
  APPRENTICESHIP: ['FULL_TIME', 'OTHER'],
};

/**
 * A job offer, with every property Google's job posting checks require or recommend. A job
 * without an address is at the agency's office; without a salary or an end date, those are
 * left out (Google then warns, so the sample content has both).
 */
export function jobPostingJsonLd(job: Job, { siteUrl, company, language }: JsonLdContext): JsonLd {
  const { canonical } = pageUrls(pathTo('recruitmentDetail', { slug: job.slug }), language, siteUrl);
  const posting: JsonLd = {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    url: canonical,
    title: job.title[language],
    description: richTextToHtml(job.description[language]),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    datePosted: job.postedAt,
    employmentType: GOOGLE_EMPLOYMENT_TYPE[job.employmentType as EmploymentType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: company.name,
      sameAs: homeUrl(siteUrl),
      logo: logoUrl(siteUrl),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(job.address ?? companyAddress(company)) },
    // Candidates apply on this site, one click from the offer (the candidacy form names the job).
    directApply: true,
  };
  if (job.validThrough) posting.validThrough = job.validThrough;
  if (job.salary) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: job.salary.unit },
    };
  }
  return posting;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Where a page sits, from the home page down to the page itself. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}


function organizationRef(company: Company, siteUrl: string): JsonLd {
  return { '@type': 'Organization', '@id': organizationId(siteUrl), name: company.name, url: homeUrl(siteUrl) };
}

function logoObject(siteUrl: string): JsonLd {
  return { '@type': 'ImageObject', url: logoUrl(siteUrl), width: LOGO_SIZE, height: LOGO_SIZE };
}

function companyAddress(company: Company): JobAddress {
  const { street, postalCode, city, region, countryCode } = company.address;
  return { street, postalCode, locality: city, region, countryCode };
}

function postalAddress(address: JobAddress): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    postalCode: address.postalCode,
    addressRegion: address.region,
    addressCountry: address.countryCode,
  };
}

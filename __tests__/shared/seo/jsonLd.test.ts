import type { Article, Job } from '../../../src/shared/api';
import { jsonForScript } from '../../../src/shared/html';
import { COMPANY, companyWith } from '../../../src/shared/company';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  type JsonLd,
} from '../../../src/shared/seo/jsonLd';

const SITE = 'https://agence.example';
const company = companyWith({ name: 'Atelier Test', registryNumber: '123 456 789', vatNumber: 'FR12123456789' });

const article: Article = {
  id: 3,
  slug: 'progressive-web-app',
  title: { fr: 'Qu’est-ce qu’une PWA ?', en: 'What is a PWA?' },
  excerpt: { fr: 'Une application web installable.', en: 'An installable web app.' },
  body: { fr: 'Corps', en: 'Body' },
  image: '/media/articles/progressive-web-app.svg',
  imageAlt: { fr: '', en: '' },
  readingMinutes: 4,
  category: { id: 1, slug: 'technique', name: { fr: 'Technique', en: 'Engineering' } },
  publishedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-04T08:00:00.000Z',
};

const job: Job = {
  id: 12,
  slug: 'developpeur-full-stack-js',
  title: { fr: 'Développeur full stack (CDI)', en: 'Full stack developer (permanent)' },
  summary: { fr: 'En bref.', en: 'In short.' },
  description: { fr: 'Nous recrutons.\n\n## Missions\n\n- Coder **bien**\n- Relire', en: 'We are hiring.\n\n## Role\n\n- Code **well**\n- Review' },
  employmentType: 'FULL_TIME',
  location: 'Lyon, France',
  address: { street: '5 quai Test', postalCode: '69002', locality: 'Lyon', region: 'Auvergne-Rhône-Alpes', countryCode: 'FR' },
  salary: { min: 45000, max: 55000, currency: 'EUR', unit: 'YEAR' },
  postedAt: '2026-10-05T08:00:00.000Z',
  validThrough: '2027-04-04T21:59:59.000Z',
  updatedAt: '2026-10-06T08:00:00.000Z',
};

const isAbsolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${SITE}/`);

describe('organizationJsonLd', () => {
  const org = organizationJsonLd(company, SITE);

  test('names the agency, its site and logo, and how to reach it', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Atelier Test',
      url: `${SITE}/fr`,
      email: COMPANY.contactEmail,
      telephone: COMPANY.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: COMPANY.address.street,
        postalCode: COMPANY.address.postalCode,
        addressLocality: COMPANY.address.city,
        addressCountry: 'FR',
      },
    });
    // The sample profiles lead nowhere: none is named (company.ts).
    expect(org.sameAs).toBeUndefined();
    expect(isAbsolute((org.logo as JsonLd).url)).toBe(true);
    expect((org.logo as JsonLd).url).toContain('/api/images/get-image?imageURL=%2Fmedia%2Flogo.svg');
  });

  test('carries the legal identifiers of the company constants', () => {
    expect(org.vatID).toBe('FR12123456789');
    expect(org.taxID).toBe('123456789');
    expect(org.iso6523Code).toBe('0002:123456789');
    expect(org.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'SIREN', value: '123456789' },
      { '@type': 'PropertyValue', propertyID: 'RCS', value: 'RCS Bobigny 123 456 789' },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  test('describes the article in the page language, with absolute raster images in three shapes', () => {
    const posting = blogPostingJsonLd(article, { siteUrl: SITE, company, language: 'en' });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'What is a PWA?',
      description: 'An installable web app.',
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      inLanguage: 'en',
      articleSection: 'Engineering',
      url: `${SITE}/fr/article/progressive-web-app?lng=en`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/fr/article/progressive-web-app?lng=en` },
      author: { '@type': 'Organization', name: 'Atelier Test' },
      publisher: { '@type': 'Organization', name: 'Atelier Test', logo: { '@type': 'ImageObject', width: 512, height: 512 } },
    });
    const images = posting.image as string[];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(isAbsolute(image)).toBe(true);
      const url = new URL(image);
      expect(url.searchParams.get('imageURL')).toBe(article.image);
      expect(Number(url.searchParams.get('width')) * Number(url.searchParams.get('height'))).toBeGreaterThanOrEqual(50_000);
    }
  });

  test('an article without a cover shows the logo', () => {
    const posting = blogPostingJsonLd({ ...article, image: null }, { siteUrl: SITE, company, language: 'fr' });
    expect(posting.image).toEqual([expect.stringContaining('logo.svg')]);
    expect(posting.headline).toBe('Qu’est-ce qu’une PWA ?');
  });
});

describe('jobPostingJsonLd', () => {
  // Google's job posting rich results: required, then recommended properties.
  const GOOGLE_FIELDS = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply'];

  test('carries every property Google requires and recommends', () => {
    const posting = jobPostingJsonLd(job, { siteUrl: SITE, company, language: 'fr' });
    expect(GOOGLE_FIELDS.filter((field) => posting[field] === undefined)).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Développeur full stack (CDI)',
      datePosted: job.postedAt,
      validThrough: job.validThrough,
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Atelier Test', value: '12' },
      hiringOrganization: { '@type': 'Organization', name: 'Atelier Test', sameAs: `${SITE}/fr` },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '5 quai Test',
          addressLocality: 'Lyon',
          postalCode: '69002',
          addressRegion: 'Auvergne-Rhône-Alpes',
          addressCountry: 'FR',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 45000, maxValue: 55000, unitText: 'YEAR' },
      },
      url: `${SITE}/fr/recrutement/developpeur-full-stack-js`,
    });
    expect(isAbsolute((posting.hiringOrganization as JsonLd).logo)).toBe(true);
  });

  test('writes the description as HTML in the page language', () => {
    const posting = jobPostingJsonLd(job, { siteUrl: SITE, company, language: 'en' });
    expect(posting.description).toBe('<p>We are hiring.</p><h2>Role</h2><ul><li>Code <strong>well</strong></li><li>Review</li></ul>');
    expect(posting.title).toBe('Full stack developer (permanent)');
  });

  test('uses Google’s employment types: an apprenticeship is a full-time contract of another kind, an internship INTERN', () => {
    const type = (employmentType: string) => jobPostingJsonLd({ ...job, employmentType }, { siteUrl: SITE, company, language: 'fr' }).employmentType;
    expect(type('APPRENTICESHIP')).toEqual(['FULL_TIME', 'OTHER']);
    expect(type('INTERNSHIP')).toBe('INTERN');
    expect(type('PART_TIME')).toBe('PART_TIME');
    expect(type('SOMETHING_ELSE')).toBe('OTHER');
  });

  test('a job without an address is at the agency’s office; without salary or end date those are left out', () => {
    const posting = jobPostingJsonLd({ ...job, address: null, salary: null, validThrough: null }, { siteUrl: SITE, company, language: 'fr' });
    expect((posting.jobLocation as JsonLd).address).toMatchObject({ streetAddress: COMPANY.address.street, addressRegion: COMPANY.address.region });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('validThrough');
  });
});

describe('breadcrumbListJsonLd', () => {
  test('numbers the items from 1, home first', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Accueil', url: `${SITE}/fr` },
        { name: 'Blog', url: `${SITE}/fr/blog` },
        { name: 'PWA', url: `${SITE}/fr/article/progressive-web-app` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SITE}/fr` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/fr/blog` },
        { '@type': 'ListItem', position: 3, name: 'PWA', item: `${SITE}/fr/article/progressive-web-app` },
      ],
    });
  });
});

describe('jsonForScript, for JSON-LD', () => {
  const hostile = { headline: '</script><script>alert(1)</script> <!-- & \u2028\u2029 >' };

  test('leaves no character that could end or change a script element, nor a raw line separator', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  test('parses back to the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
    const posting = jobPostingJsonLd(job, { siteUrl: SITE, company, language: 'fr' });
    expect(JSON.parse(jsonForScript(posting))).toEqual(posting);
  });
});

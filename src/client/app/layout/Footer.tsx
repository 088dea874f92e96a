import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { FIXED_ARTICLE_SLUGS, FIXED_JOB_SLUGS, pathTo, type RouteName } from '../../../shared/routes';
import { useCompany } from '../../lib/runtimeConfig';
import { LogoMark } from './Logo';
import { SocialLinks } from './SocialLinks';
import './Footer.css';

/** Product spec: a footer list of 6 or more entries shows its first 5 and a see-more link. */
export const FOOTER_LIST_LIMIT = 5;

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterLinkListProps {
  /** Id of the list's heading (it names the list). */
  id: string;
  title: string;
  links: readonly FooterLink[];
  /** Where the whole list is (blog, recruitment). A list with one is cut to its first five entries. */
  seeMore?: FooterLink;
}

/** A titled column of links; one with a see-more page shows its first five entries, then the see-more link. */
export function FooterLinkList({ id, title, links, seeMore }: FooterLinkListProps) {
  const cut = seeMore !== undefined && links.length > FOOTER_LIST_LIMIT;
  const shown = cut ? links.slice(0, FOOTER_LIST_LIMIT) : links;
  return (
    <div className="footer-list">
      <h2 id={id} className="footer-list__title">
        {title}
      </h2>
      <ul className="footer-list__links plain-list" aria-labelledby={id}>
        {shown.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {cut && (
          <li>
            <Link to={seeMore.to} className="footer-list__more">
              {seeMore.label}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}

// Label keys (layout:footer.links.*) of the site's links, in the spec's order, and their pages;
// then the 3D page, which no other menu or page links to.
const SITE_LINKS: readonly [string, RouteName][] = [
  ['agency', 'agency'],
  ['expertise', 'packages'],
  ['recruitment', 'recruitment'],
  ['blog', 'blog'],
  ['contact', 'contact'],
  ['candidacy', 'candidacy'],
  ['home', 'home'],
  ['page3d', 'page3d'],
];
const LEGAL_LINKS: readonly [string, RouteName][] = [
  ['legals', 'legalNotices'],
  ['privacy', 'privacy'],
  ['gcu', 'terms'],
  ['accessibility', 'accessibility'],
];
// Label keys (layout:footer.articles.* and .jobs.*) of the fixed articles and job offers.
const ARTICLE_KEYS: Record<(typeof FIXED_ARTICLE_SLUGS)[number], string> = {
  'quest-ce-quun-mvp': 'mvp',
  'comment-integrer-de-lecologie-dans-les-projets-digitaux': 'ecology',
  'progressive-web-app': 'webapp',
  'api-vs-microservices-comment-savoir-lequel-est-pour-moi': 'api',
  'quest-ce-que-le-why': 'why',
  'ils-nous-font-confiance-1': 'client00',
};
const JOB_KEYS: Record<(typeof FIXED_JOB_SLUGS)[number], string> = {
  'alternant-ux-ui': 'uxuiApprenticeship',
  'alternant-front-js': 'frontApprenticeship',
  'developpeur-full-stack-js': 'fullstackDev',
};

/** The site's footer: brand, links, fixed articles and job offers, address and contact line. */
export function Footer() {
  const { t } = useTranslation('layout');
  const { lang } = useParams();
  const company = useCompany();
  const { street, postalCode, city, country } = company.address;
  const pageLinks = (links: readonly [string, RouteName][]) =>
    links.map(([key, route]) => ({ label: t(`footer.links.${key}`), to: pathTo(route, {}, lang) }));
  const articles = FIXED_ARTICLE_SLUGS.map((slug) => ({
    label: t(`footer.articles.${ARTICLE_KEYS[slug]}`),
    to: pathTo('article', { slug }, lang),
  }));
  const jobs = FIXED_JOB_SLUGS.map((slug) => ({
    label: t(`footer.jobs.${JOB_KEYS[slug]}`),
    to: pathTo('recruitmentDetail', { slug }, lang),
  }));

  return (
    <footer className="site-footer on-dark">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to={pathTo('home', {}, lang)} className="brand brand--footer" aria-label={t('header.homeLink', { name: company.name })}>
            <LogoMark className="brand__mark" />
            <span className="brand__name">{company.name}</span>
          </Link>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <SocialLinks
            id="footer-social"
            classes={{ title: 'footer-list__title site-footer__social-title', list: 'site-footer__social', link: 'site-footer__social-link' }}
          />
        </div>
        <nav className="site-footer__columns" aria-label={t('footer.nav')}>
          <FooterLinkList id="footer-site" title={t('footer.siteTitle')} links={pageLinks(SITE_LINKS)} />
          <FooterLinkList
            id="footer-articles"
            title={t('footer.articlesTitle')}
            links={articles}
            seeMore={{ label: t('footer.moreArticles'), to: pathTo('blog', {}, lang) }}
          />
          <FooterLinkList
            id="footer-jobs"
            title={t('footer.jobsTitle')}
            links={jobs}
            seeMore={{ label: t('footer.moreJobs'), to: pathTo('recruitment', {}, lang) }}
          />
          <FooterLinkList id="footer-legal" title={t('footer.legalTitle')} links={pageLinks(LEGAL_LINKS)} />
        </nav>
        <div className="site-footer__closing">
          <address className="site-footer__address">
            <strong>{company.name}</strong>
            <br />
            {street}, {postalCode} {city}, {country}
            <br />
            <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
            <span aria-hidden="true"> · </span>
            <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
          </address>
          <p className="site-footer__statement">{t('footer.notCommercial')}</p>
          <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), name: company.name })}</p>
        </div>
      </div>
    </footer>
  );
}

import type { Company } from '../company';
import { escapeHtml, jsonForScript } from '../html';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../languages';
import { pageUrls } from './alternates';
import { absoluteImageUrl, LOGO_SIZE, LOGO_SOURCE } from './images';
import type { Article, Job } from '../api';
import { blogPostingJsonLd, breadcrumbListJsonLd, jobPostingJsonLd, type JsonLd, type JsonLdContext } from './jsonLd';

/** What a page says about itself to search engines and link previews (the `Seo` component). */
export interface PageHead {
  /** The page's own name; the agency's is added after it. */
  title: string;
  description: string;
  /** The page's path (`/fr/blog`), without query: its canonical URL is built from it. */
  path: string;
  /** A site image path (`/media/...`) for link previews; the site's default otherwise. */
  image?: string | null;
  /** What the preview image shows (og:image:alt, twitter:image:alt), in the page's language. */
  imageAlt: string;
  type?: 'website' | 'article';
  /** What the page's own JSON-LD blocks describe (the Organization block is on every page already). */
  jsonLd?: JsonLdSubject[];
  /** The pages from home down to this one (paths): a BreadcrumbList, each at its canonical address. */
  breadcrumbs?: { name: string; path: string }[];
  /** Keeps the page out of search results (account pages, the 404 page). */
  noindex?: boolean;
}

/**
 * A page's content as its JSON-LD block is built from it, by headTags: the page names it, and
 * the builders stay with the head's (out of the page's chunk in the browser).
 */
export type JsonLdSubject = { blogPosting: Article } | { jobPosting: Job };

function subjectJsonLd(subject: JsonLdSubject, context: JsonLdContext): JsonLd {
  return 'blogPosting' in subject ? blogPostingJsonLd(subject.blogPosting, context) : jobPostingJsonLd(subject.jobPosting, context);
}

/** One element of <head>, to be written as HTML (server) or created in the DOM (browser). */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** A script's text, already safe inside <script>. */
  text?: string;
}

/** Open Graph's recommended 1.91:1 for a page's own image; the logo, square, otherwise. */
const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

const OG_LOCALES: Record<InterfaceLanguage, string> = { fr: 'fr_FR', en: 'en_GB' };

export function fullTitle(head: Pick<PageHead, 'title'> | null, company: Company): string {
  return head?.title ? `${head.title} | ${company.name}` : company.name;
}

/** Everything in <head> that depends on the page, except the title. */
export function headTags(head: PageHead, { siteUrl, company, lng }: { siteUrl: string; company: Company; lng: InterfaceLanguage }): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { [key]: name, content } });
  const { canonical: url, alternates } = pageUrls(head.path, lng, siteUrl);
  const size = head.image ? PREVIEW_IMAGE : { width: LOGO_SIZE, height: LOGO_SIZE };
  const image = absoluteImageUrl(siteUrl, head.image ?? LOGO_SOURCE, size.width, size.height);
  const title = fullTitle(head, company);
  const breadcrumbs = head.breadcrumbs && breadcrumbListJsonLd(head.breadcrumbs.map(({ name, path }) => ({ name, url: pageUrls(path, lng, siteUrl).canonical })));
  return [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    ...alternates.map(({ hreflang, href }): HeadTag => ({ tag: 'link', attributes: { rel: 'alternate', hreflang, href } })),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', company.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(size.width)),
    meta('property', 'og:image:height', String(size.height)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('property', 'og:locale', OG_LOCALES[lng]),
    ...INTERFACE_LANGUAGES.filter((other) => other !== lng).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...[...(head.jsonLd ?? []).map((subject) => subjectJsonLd(subject, { siteUrl, company, language: lng })), ...(breadcrumbs ? [breadcrumbs] : [])].map((block): HeadTag => ({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonForScript(block) })),
  ];
}

/** The tags as HTML, each marked `data-seo` so the browser replaces them when the page changes. */
export function headTagsHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = `${Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')} data-seo`;
      return tag === 'script' ? `<script${attrs}>${text ?? ''}</script>` : `<${tag}${attrs}>`;
    })
    .join('');
}

import type { Company } from '../company';
import { escapeHtml, jsonForScript } from '../html';
import { imageUrl, slugOfPath } from '../images';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, LANGUAGE_QUERY_KEY, type InterfaceLanguage } from '../languages';

/** What a page says about itself to search engines and link previews (the `Seo` component). */
export interface PageHead {
  /** The page's own name; the agency's is added after it. */
  title: string;
  description: string;
  /** The page's path (`/fr/blog`), without query: its canonical URL is built from it. */
  path: string;
  /** A site image path (`/media/...`) for link previews; the site's default otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
  /** JSON-LD blocks of this page (the Organization block is on every page already). */
  jsonLd?: object[];
  /** Keeps the page out of search results (account pages, the 404 page). */
  noindex?: boolean;
}

/** One element of <head>, to be written as HTML (server) or created in the DOM (browser). */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** A script's text, already safe inside <script>. */
  text?: string;
}

/** The preview image's size (Open Graph's recommended 1.91:1). */
const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;
export const DEFAULT_PREVIEW_IMAGE = '/media/og-default.png';

const OG_LOCALES: Record<InterfaceLanguage, string> = { fr: 'fr_FR', en: 'en_GB' };

/** The address of `path` in a language: English is the same route with `?lng=en` (decisions.md). */
export function pageUrl(siteUrl: string, path: string, lng: InterfaceLanguage): string {
  return lng === DEFAULT_LANGUAGE ? `${siteUrl}${path}` : `${siteUrl}${path}?${LANGUAGE_QUERY_KEY}=${lng}`;
}

/** hreflang alternates of a page: each language, and x-default on the default language's. */
export function alternateUrls(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...INTERFACE_LANGUAGES.map((lng) => ({ hreflang: lng, href: pageUrl(siteUrl, path, lng) })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, path, DEFAULT_LANGUAGE) },
  ];
}

export function fullTitle(head: Pick<PageHead, 'title'> | null, company: Company): string {
  return head?.title ? `${head.title} | ${company.name}` : company.name;
}

/** Everything in <head> that depends on the page, except the title. */
export function headTags(head: PageHead, { siteUrl, company, lng }: { siteUrl: string; company: Company; lng: InterfaceLanguage }): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { [key]: name, content } });
  const url = pageUrl(siteUrl, head.path, lng);
  const source = head.image ?? DEFAULT_PREVIEW_IMAGE;
  const image = `${siteUrl}${imageUrl({ imageURL: source, ...PREVIEW_IMAGE, slug: slugOfPath(source) })}`;
  const title = fullTitle(head, company);
  return [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    ...alternateUrls(siteUrl, head.path).map(({ hreflang, href }): HeadTag => ({ tag: 'link', attributes: { rel: 'alternate', hreflang, href } })),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', company.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:locale', OG_LOCALES[lng]),
    ...INTERFACE_LANGUAGES.filter((other) => other !== lng).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((block): HeadTag => ({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonForScript(block) })),
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

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { pathTo, routeNameOf, ROUTES } from '../../shared/routes';
import type { HeadTag, JsonLdSubject, PageHead } from '../../shared/seo/headTags';
import { currentLanguage } from '../lib/i18n';
import { useCompany, useRuntimeConfig } from '../lib/runtimeConfig';
import { useServerRender } from '../lib/serverRender';
import { usePageHydrated } from '../lib/hydration';

export interface SeoProps {
  /** The page's name (h1); the document title adds the agency's. */
  title?: string;
  /** Defaults to the route's description (`pages:<route>.description`). */
  description?: string;
  image?: PageHead['image'];
  /** What `image` shows, for link previews; defaults to "Illustration: <title>" (the logo's alt without an image). */
  imageAlt?: string;
  type?: PageHead['type'];
  jsonLd?: JsonLdSubject[];
  /** The pages above this one (the home page is added first, this page last): a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** Defaults to whether the route is indexable (account pages, protected pages and the 404 page are not). */
  noindex?: boolean;
  /** The page is the 404 page: the server answers 404. */
  notFound?: boolean;
}

/**
 * The document's title, description, canonical URL, language alternates, link previews and
 * JSON-LD. On the server they are written into the page's <head> (and the status set); in the
 * browser the same tags replace the previous page's.
 */
export function Seo({ title, description, image, imageAlt, type, jsonLd = [], breadcrumbs, noindex, notFound }: SeoProps) {
  const { t, i18n } = useTranslation('pages');
  const { pathname } = useLocation();
  const params = useParams();
  const { lang } = params;
  const { siteUrl } = useRuntimeConfig();
  const company = useCompany();
  const server = useServerRender();
  const routeName = routeNameOf(pathname);
  const lng = currentLanguage(i18n);
  const trail = breadcrumbs && [
    { name: t('layout:menu.entries.home'), path: pathTo('home', {}, lang) },
    ...breadcrumbs,
    { name: title ?? '', path: pathname },
  ];
  const head: PageHead = {
    title: title ?? '',
    breadcrumbs: trail,
    // A route's description may name its parameters (`blog/page/{id}`).
    description: description ?? (routeName ? t(`${routeName}.description`, { ...params }) : t('notFound.description')),
    path: pathname,
    image,
    imageAlt: imageAlt ?? (image ? t('layout:imageAlt.cover', { title: title ?? company.name }) : t('layout:imageAlt.logo', { name: company.name })),
    type,
    jsonLd,
    noindex: noindex ?? (notFound || !routeName || !ROUTES[routeName].indexable),
  };
  if (server) {
    // Rendering on the server: no effects run there, this render's values are the page's.
    server.setHead(head);
    // The spec's own page-404 route is a page that exists; any other address showing it does not.
    if (notFound && routeName !== 'notFound') server.setStatus(404);
  }
  // As text, so that the effect runs when the head changes, not on every render's new object.
  const wanted = JSON.stringify(head);

  const hydrated = usePageHydrated();
  useEffect(() => {
    let current = true;
    // The tags' builders are not needed to show the page the server rendered with its head: they
    // come in their own chunk, for the next page's head, once the page is hydrated.
    void hydrated.then(() => import('../../shared/seo/headTags')).then(({ fullTitle, headTags }) => {
      if (!current) return;
      const next = JSON.parse(wanted) as PageHead;
      document.title = fullTitle(next, company);
      replaceHeadTags(headTags(next, { siteUrl, company, lng }));
    });
    return () => {
      current = false;
    };
  }, [hydrated, wanted, siteUrl, company, lng]);
  return null;
}

function replaceHeadTags(tags: HeadTag[]): void {
  for (const element of document.head.querySelectorAll('[data-seo]')) element.remove();
  for (const { tag, attributes, text } of tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('data-seo', '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}

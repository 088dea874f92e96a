import fs from 'node:fs';
import path from 'node:path';
import { afterReadyChunks, frameChunks, routeChunks } from '../../../scripts/routeChunksManifest';
import { ROUTE_NAMES } from '../../../src/shared/routes';

// The shape of src/client/app/pages.ts, cut down to four pages, two of them sharing a constant.
const PAGES = `
const BlogPage = lazyWithRetry(() => import(/* webpackChunkName: "blog" */ '../features/blog/BlogPage'));

export const PAGES: Record<RouteName, Page> = {
  home: lazyWithRetry(() => import(/* webpackChunkName: "home" */ './composed/HomePage')),
  blog: BlogPage,
  blogPage: BlogPage,
  payForService: lazyWithRetry(() =>
    import(/* webpackChunkName: "pay-for-service" */ '../features/payments/PayForServicePage'),
  ),
};
`;

describe('routeChunks', () => {
  test('maps each route to the chunk of its page, written in its entry or in a constant', () => {
    const chunks = routeChunks(PAGES, ['home', 'blog', 'blogPage', 'payForService']);
    expect(Object.fromEntries(chunks)).toEqual({ home: 'home', blog: 'blog', blogPage: 'blog', payForService: 'pay-for-service' });
  });

  test('fails loudly when pages.ts no longer names a chunk for a route', () => {
    expect(() => routeChunks(PAGES, ['blog', 'contact'])).toThrow('no lazy chunk found for contact');
    expect(() => routeChunks('export {}', ['home'])).toThrow('no lazy page');
  });

  test('reads the real pages table: every route gets a chunk, home its own', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../src/client/app/pages.ts'), 'utf8');
    const chunks = routeChunks(source, ROUTE_NAMES);
    expect(chunks.size).toBe(ROUTE_NAMES.length);
    expect(chunks.get('home')).toBe('home');
    expect(chunks.get('page3d')).toBe('page-3d');
  });
});

describe('the chunk groups a page needs besides its own (route-chunks.json)', () => {
  test("its frame's, loaded before it is hydrated: home's bar and menus, elsewhere the menu", () => {
    expect(frameChunks('home')).toEqual(['home']);
    expect(frameChunks('blog')).toEqual(['frame']);
  });

  test("those of the parts hydrated once the app is ready: home's sections, the footer elsewhere, an article's related ones", () => {
    expect(afterReadyChunks('home')).toEqual(['home-sections']);
    expect(afterReadyChunks('blog')).toEqual(['footer']);
    expect(afterReadyChunks('article')).toEqual(['footer', 'related-articles']);
  });
});

import { chunkFiles, entryFiles, firstVisitFiles, heavyLibrariesIn, isStaffRoute, keptOutCodeIn, staffChunkFiles, type BuildStats } from '../firstVisit';
import { ROUTE_NAMES } from '../../src/shared/routes';

// webpack's stats.toJson() for that build, reduced to what is read: file names come from here only.
const STATS: BuildStats = {
  outputPath: '/build',
  entrypoints: { main: { assets: [{ name: 'assets/runtime.1.js' }, { name: 'assets/main.2.js' }, { name: 'assets/main.3.css' }, { name: 'assets/styles.13.css' }] } },
  namedChunkGroups: {
    main: { assets: [{ name: 'assets/runtime.1.js' }, { name: 'assets/main.2.js' }, { name: 'assets/main.3.css' }] },
    home: { assets: [{ name: 'assets/home.4.js' }, { name: 'assets/home.5.css' }] },
    blog: { assets: [{ name: 'assets/77.6.js' }, { name: 'assets/blog.7.js' }, { name: 'assets/blog.8.css' }] },
    items: { assets: [{ name: 'assets/88.9.js' }, { name: 'assets/items.10.js' }, { name: 'assets/items.10.js.LICENSE.txt' }] },
  },
  chunks: [
    { id: 1, names: ['runtime'], files: ['assets/runtime.1.js'], modules: [] },
    { id: 2, names: ['main'], files: ['assets/main.2.js', 'assets/main.3.css'], modules: [{ name: './src/client/index.tsx' }], children: [6] },
    // What the entry imports as it runs: loaded by every first visit.
    { id: 6, names: ['app'], files: ['assets/app.12.js'], modules: [{ name: './node_modules/react-dom/client.js' }], children: [3, 4, 5] },
    // One stylesheet in every chunk group, the entry's included: every page is its child.
    { id: 7, names: ['styles'], files: ['assets/styles.13.css'], modules: [], children: [3, 4, 5, 6, 99] },
    { id: 3, names: ['home'], files: ['assets/home.4.js', 'assets/home.5.css'], modules: [{ name: './src/client/features/home/HomePage.tsx' }] },
    { id: 77, names: [], files: ['assets/77.6.js'], modules: [{ name: './node_modules/zod/index.js' }] },
    { id: 4, names: ['blog'], files: ['assets/blog.7.js', 'assets/blog.8.css'], modules: [] },
    {
      id: 88,
      names: [],
      files: ['assets/88.9.js'],
      // A concatenated module: the library is only named among the modules it is made of.
      modules: [{ name: './src/client/features/items/pay.ts + 2 modules', modules: [{ name: './node_modules/@stripe/stripe-js/lib/index.mjs' }] }],
    },
    { id: 5, names: ['items'], files: ['assets/items.10.js'], modules: [] },
    { id: 99, names: [], files: ['assets/99.11.js'], modules: [{ name: './node_modules/three/build/three.module.js' }] },
  ],
};

describe('first-visit files', () => {
  test("are the entry's files then the page's chunk group, JavaScript and CSS apart, without other assets", () => {
    expect(entryFiles(STATS)).toEqual({ js: ['assets/runtime.1.js', 'assets/main.2.js', 'assets/app.12.js'], css: ['assets/main.3.css', 'assets/styles.13.css'] });
    expect(firstVisitFiles(STATS, 'blog')).toEqual({
      js: ['assets/runtime.1.js', 'assets/main.2.js', 'assets/app.12.js', 'assets/77.6.js', 'assets/blog.7.js'],
      css: ['assets/main.3.css', 'assets/styles.13.css', 'assets/blog.8.css'],
    });
    expect(firstVisitFiles(STATS, 'items').js).toEqual(['assets/runtime.1.js', 'assets/main.2.js', 'assets/app.12.js', 'assets/88.9.js', 'assets/items.10.js']);
  });

  test("with the frame's chunk groups the page loads before it is hydrated, each file once", () => {
    expect(firstVisitFiles(STATS, 'blog', ['items', 'blog']).js).toEqual([
      'assets/runtime.1.js',
      'assets/main.2.js',
      'assets/app.12.js',
      'assets/77.6.js',
      'assets/blog.7.js',
      'assets/88.9.js',
      'assets/items.10.js',
    ]);
    expect(() => firstVisitFiles(STATS, 'blog', ['frame'])).toThrow('no chunk group named "frame"');
  });

  test("with the stylesheets, not the scripts, of the parts hydrated once the app is ready: home's sections, the footer elsewhere, an article's related ones", () => {
    expect(firstVisitFiles(STATS, 'items', [], ['blog'])).toEqual({
      js: ['assets/runtime.1.js', 'assets/main.2.js', 'assets/app.12.js', 'assets/88.9.js', 'assets/items.10.js'],
      css: ['assets/main.3.css', 'assets/styles.13.css', 'assets/blog.8.css'],
    });
    expect(() => firstVisitFiles(STATS, 'blog', [], ['footer'])).toThrow('no chunk group named "footer"');
  });

  test('a chunk the build does not have is an error, not an empty set', () => {
    expect(() => firstVisitFiles(STATS, 'contact')).toThrow('no chunk group named "contact"');
  });

  test('heavy libraries are found in the modules of the chunks emitting the files, nested ones included', () => {
    const items = firstVisitFiles(STATS, 'items');
    expect(heavyLibrariesIn(STATS, [...items.js, ...items.css])).toEqual(['stripe']);
    const home = firstVisitFiles(STATS, 'home');
    expect(heavyLibrariesIn(STATS, [...home.js, ...home.css])).toEqual([]);
    expect(heavyLibrariesIn(STATS, ['assets/99.11.js'])).toEqual(['three']);
  });

  test('code kept out of first visits is found by its modules, nested ones included; redux-persist\'s action names are not', () => {
    const stats: BuildStats = {
      chunks: [
        {
          id: 1,
          names: ['app'],
          files: ['assets/app.1.js'],
          modules: [
            { name: './node_modules/redux-persist/lib/constants.js' },
            { name: './node_modules/use-sync-external-store/with-selector.js' },
            { name: './node_modules/use-sync-external-store/index.js' },
          ],
        },
        { id: 2, names: ['frame'], files: ['assets/frame.2.js'], modules: [{ name: './src/client/app/layout/BurgerMenu.tsx + 2 modules', modules: [{ name: './src/client/app/layout/MenuButton.tsx' }] }] },
        { id: 3, names: ['article'], files: ['assets/article.3.js'], modules: [{ name: './src/client/features/blog/ArticlePage.tsx + 1 modules', modules: [{ name: './src/shared/seo/jsonLd.ts' }] }] },
        { id: 4, names: ['site-menu'], files: ['assets/4.4.js'], modules: [{ name: './src/client/app/layout/SiteMenuDialog.tsx' }, { name: './src/client/app/layout/MenuDialog.tsx' }] },
        { id: 7, names: ['home-menu'], files: ['assets/7.7.js'], modules: [{ name: './src/client/app/layout/HomeMenuDialog.tsx + 1 modules', modules: [{ name: './src/client/app/layout/MenuDialog.tsx' }] }] },
        { id: 5, names: [], files: ['assets/5.5.js'], modules: [{ name: './node_modules/use-sync-external-store/shim/index.js' }, { name: './node_modules/redux-persist/es/persistStore.js' }] },
        { id: 8, names: [], files: ['assets/8.8.js'], modules: [{ name: './src/client/features/account/DeleteAccountDialog.tsx' }] },
        { id: 6, names: ['vitals'], files: ['assets/vitals.6.js'], modules: [{ name: './node_modules/web-vitals/dist/web-vitals.js' }] },
        {
          id: 9,
          names: [],
          files: ['assets/9.9.js'],
          modules: [{ name: './node_modules/react-i18next/dist/es/Trans.js + 2 modules', modules: [{ name: './node_modules/html-parse-stringify/dist/html-parse-stringify.module.js' }] }],
        },
        { id: 10, names: [], files: ['assets/10.10.js'], modules: [{ name: './node_modules/react-i18next/dist/es/TransWithoutContext.js' }] },
        { id: 11, names: ['candidacy'], files: ['assets/11.11.js'], modules: [{ name: './src/client/features/careers/CandidacyPage.tsx + 1 modules', modules: [{ name: './src/client/api/upload.ts' }] }] },
        { id: 12, names: ['footer'], files: ['assets/footer.12.js', 'assets/footer.13.css'], modules: [{ name: './src/client/app/layout/Footer.tsx + 1 modules', modules: [{ name: './src/client/app/layout/SocialLinks.tsx' }] }] },
        { id: 13, names: ['home-sections'], files: ['assets/13.13.js'], modules: [{ name: './src/client/app/composed/HomeSections.tsx' }] },
        { id: 14, names: ['related-articles'], files: ['assets/14.14.js'], modules: [{ name: './src/client/features/blog/RelatedArticles.tsx' }] },
      ],
    };
    expect(keptOutCodeIn(stats, ['assets/app.1.js', 'assets/frame.2.js'])).toEqual([]);
    expect(keptOutCodeIn(stats, ['assets/app.1.js', 'assets/article.3.js'])).toEqual(['head tag builders']);
    expect(keptOutCodeIn(stats, ['assets/7.7.js', 'assets/8.8.js'])).toEqual(['menu dialogs', 'account forms and dialogs']);
    expect(keptOutCodeIn(stats, ['assets/4.4.js', 'assets/5.5.js', 'assets/vitals.6.js'])).toEqual([
      'redux-persist',
      'web-vitals',
      'menu dialogs',
      'use-sync-external-store shim',
    ]);
    expect(keptOutCodeIn(stats, ['assets/9.9.js'])).toEqual(['react-i18next Trans']);
    expect(keptOutCodeIn(stats, ['assets/10.10.js'])).toEqual(['react-i18next Trans']);
    expect(keptOutCodeIn(stats, ['assets/11.11.js'])).toEqual(['candidacy upload']);
    expect(keptOutCodeIn(stats, ['assets/footer.12.js'])).toEqual(['footer']);
    expect(keptOutCodeIn(stats, ['assets/13.13.js', 'assets/14.14.js'])).toEqual(['home sections', 'related articles']);
  });

  test('every chunk is listed by its name, or its id when unnamed', () => {
    const listed = chunkFiles(STATS);
    expect(listed.map((chunk) => chunk.chunk)).toEqual(['runtime', 'main', 'app', 'styles', 'home', '77', 'blog', '88', 'items', '99']);
    expect(listed[1]!.files).toEqual(['assets/main.2.js', 'assets/main.3.css']);
  });
});

describe('the staff chunk family', () => {
  test('is every chunk with a module of the staff area or of its texts, inside a concatenated module too', () => {
    const stats: BuildStats = {
      chunks: [
        { id: 10, names: ['admin'], files: ['assets/admin.1.js', 'assets/admin.2.css'], modules: [{ name: './src/client/features/admin/AdminPage.tsx' }] },
        { id: 11, names: ['admin-items'], files: ['assets/admin-items.3.js'], modules: [{ name: './src/client/features/admin/content/ItemsSection.tsx' }] },
        // A shared form block the staff screens use too: not the staff area's own.
        { id: 12, names: [], files: ['assets/12.4.js'], modules: [{ name: './src/client/components/form/SelectField.tsx' }] },
        { id: 13, names: ['i18n-fr-adminContent-json'], files: ['assets/13.5.js'], modules: [{ name: './src/client/locales/fr/adminContent.json' }] },
        { id: 14, names: ['i18n-fr-account-json'], files: ['assets/14.6.js'], modules: [{ name: './src/client/locales/fr/account.json' }] },
        // A staff module webpack concatenated into a public page's chunk: that chunk joins the family.
        {
          id: 15,
          names: ['blog'],
          files: ['assets/blog.7.js'],
          modules: [{ name: './src/client/features/blog/BlogPage.tsx + 1 modules', modules: [{ name: './src/client/features/admin/content/contentApi.ts' }] }],
        },
      ],
    };
    expect(staffChunkFiles(stats)).toEqual({
      chunks: ['admin', 'admin-items', 'i18n-fr-adminContent-json', 'blog'],
      files: ['assets/admin.1.js', 'assets/admin-items.3.js', 'assets/13.5.js', 'assets/blog.7.js', 'assets/admin.2.css'],
    });
  });

  test('the staff routes are the admin address and what is under it', () => {
    expect(ROUTE_NAMES.filter(isStaffRoute)).toEqual(['admin']);
  });
});

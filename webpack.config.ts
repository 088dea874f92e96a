import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { HotModuleReplacementPlugin, optimize, type Compiler, type Configuration, type WebpackPluginInstance } from 'webpack';
import nodeExternals from 'webpack-node-externals';
import { CompileHint } from './scripts/compileHint';
import { RouteChunksManifest } from './scripts/routeChunksManifest';

/**
 * One config, two targets: the browser bundle (dist/client) and the Node server (dist/server).
 * A development build (`npm run dev`) goes to dist/dev/ instead, so the tests' production build
 * is never replaced by it. Types are checked by `npm run typecheck`, so ts-loader only transpiles.
 */
type Argv = { mode?: Configuration['mode'] };
/** `hot`: the client of `npm run dev`, hot-reloaded (scripts/dev.ts serves its updates); never in production. */
type Env = { hot?: boolean };

const root = __dirname;
/** Where `npm run dev`'s browser listens for rebuilt modules (webpack-hot-middleware's event stream). */
export const HOT_PATH = '/__webpack_hmr';

/**
 * The hot reload's packages, loaded (and typed by what this file uses) only for `npm run dev`: the
 * production build, and a checkout without the development packages, need none of them.
 */
function hotModules() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ReactRefreshWebpackPlugin: require('@pmmmwh/react-refresh-webpack-plugin') as new (options: { overlay: boolean }) => WebpackPluginInstance,
    ReactRefreshTypeScript: (require('react-refresh-typescript') as { default: () => unknown }).default,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** TypeScript; with `hot`, React Refresh's transform registers each component, so an edit keeps the page's state. */
function tsRule(hot = false) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        compilerOptions: { noEmit: false },
        ...(hot ? { getCustomTransformers: () => ({ before: [hotModules().ReactRefreshTypeScript()] }) } : {}),
      },
    },
  };
}
/** Where a build goes: dist/ in production, dist/dev/ in development. */
export function outputDir(production: boolean, target: 'client' | 'server'): string {
  return path.join(root, production ? 'dist' : 'dist/dev', target);
}
const reactRouterBuild = path.join(root, 'node_modules/react-router/dist/production');
const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.json'],
  // react-router's package exports only name its development build (warnings, checks): a third
  // of the browser's first JavaScript. The production build is the same API.
  alias: {
    'react-router$': path.join(reactRouterBuild, 'index.mjs'),
    'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
    // react-i18next's fallback for React < 18: the package's main entry is React's own hook.
    'use-sync-external-store/shim$': path.join(root, 'node_modules/use-sync-external-store/index.js'),
  },
};

function clientConfig(production: boolean, hot = false): Configuration {
  const entry = path.join(root, 'src/client/index.tsx');
  return {
    name: 'client',
    target: 'web',
    mode: production ? 'production' : 'development',
    // Never an eval source map: the pages' Content-Security-Policy refuses eval, in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // The hot client first: it opens the event stream before the app runs (overlay off: the CSP allows no frame of it).
    entry: { main: hot ? [`webpack-hot-middleware/client?path=${HOT_PATH}&reload=true&overlay=false`, entry] : entry },
    output: {
      path: outputDir(production, 'client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks are named by id only: their names would all be in the runtime's file map.
      chunkFilename: production ? 'assets/[id].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Product spec: a script chunk that takes longer than this fails with ChunkLoadError.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve,
    module: {
      rules: [
        tsRule(hot),
        // Root-relative url()s name files the server already serves from public/ (/media/...): left as written.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { url: { filter: (url: string) => !url.startsWith('/') } } }] },
        { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(root, 'public/index.html'), scriptLoading: 'defer' }),
      new PreloadStartedChunks(),
      new RouteChunksManifest(),
      // index.tsx's import of the app (webpackChunkName "app"): every first visit runs nearly all of it.
      new CompileHint(['app']),
      new MiniCssExtractPlugin({
        // Into one file, import orders of different pages cannot all be kept; each stylesheet styles
        // its own component's classes, so none depends on coming after another.
        ignoreOrder: true,
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[id].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: path.join(root, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      // Brotli and gzip copies beside each text asset, served as they are (no compression per request).
      ...(production ? precompression() : []),
      ...(hot ? [new HotModuleReplacementPlugin(), new (hotModules().ReactRefreshWebpackPlugin)({ overlay: false })] : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      // Scripts as webpack minifies them ('...'), and the stylesheets too (cssnano): pages carry
      // theirs inline, so comments and spaces were bytes before the app's script on a slow line.
      minimizer: ['...', new CssMinimizerPlugin()],
      // Each chunk carries its own CSS: the server writes into a page the stylesheets of the app, its
      // route's chunks and its frame's (route-chunks.json), and a client navigation loads the next
      // page's with its script, before rendering it. The staff area's styles stay with its chunks.
      splitChunks: {
        // The app (index.tsx's import) stays one file, one request: split, it scored worse in
        // Lighthouse (bench/RESULTS.md). Pages' chunks still share their libraries.
        chunks: (chunk) => chunk.name !== 'app',
      },
    },
    performance: { hints: false },
  };
}

/**
 * `<link rel="preload" as="script">` in the page for the scripts of every chunk group an entry
 * imports (index.tsx's app): they download with the page instead of once the entry has run.
 */
class PreloadStartedChunks {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PreloadStartedChunks.name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PreloadStartedChunks.name, (data) => {
        const files = [...compilation.entrypoints.values()]
          .flatMap((entry) => entry.getChildren())
          .flatMap((group) => group.getFiles())
          .filter((file) => file.endsWith('.js'));
        const preloads = [...new Set(files)].map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }));
        data.assetTags.scripts.unshift(...preloads);
        return data;
      });
    });
  }
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;

function precompression() {
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: COMPRESSIBLE, threshold: 1024, compressionOptions: { level: 9 } }),
    new CompressionPlugin<zlib.BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      threshold: 1024,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * Packages the server renderer shares with the browser are bundled, so that they are their
 * production builds whatever NODE_ENV says (React's development build renders several times
 * slower, Redux Toolkit's adds its development checks).
 */
const BUNDLED_IN_SERVER = /^(react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|redux-persist|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)(\/|$)/;

function serverConfig(production: boolean): Configuration {
  return {
    name: 'server',
    target: 'node20',
    mode: production ? 'production' : 'development',
    devtool: 'source-map',
    entry: { main: path.join(root, 'src/server/main.ts') },
    output: { path: outputDir(production, 'server'), filename: '[name].js', clean: true },
    resolve,
    module: {
      rules: [
        tsRule(),
        // The server renders components, not their styles: the browser's build carries those.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // Other packages stay in node_modules (native modules such as better-sqlite3 cannot be bundled).
    externals: [nodeExternals({ allowlist: [BUNDLED_IN_SERVER] })],
    // Lazy pages are chunks in the browser; on the server one file is simpler and just as fast.
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    externalsPresets: { node: true },
    optimization: { minimize: false },
    node: { __dirname: false, __filename: false },
  };
}

export default (env: Env | undefined, argv: Argv): Configuration[] => {
  const production = argv.mode !== 'development';
  return [clientConfig(production, !production && env?.hot === true), serverConfig(production)];
};

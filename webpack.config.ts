import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import nodeExternals from 'webpack-node-externals';

/**
 * One config, two targets: the browser bundle (dist/client) and the Node server (dist/server).
 * Types are checked by `npm run typecheck`, so ts-loader only transpiles.
 */
type Argv = { mode?: Configuration['mode'] };

const root = __dirname;
const tsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } },
};
const resolve = { extensions: ['.tsx', '.ts', '.js', '.json'] };

function clientConfig(production: boolean): Configuration {
  return {
    name: 'client',
    target: 'web',
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: path.join(root, 'src/client/index.tsx') },
    output: {
      path: path.join(root, 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Product spec: a script chunk that takes longer than this fails with ChunkLoadError.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve,
    module: {
      rules: [
        tsRule,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(root, 'public/index.html'), scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: path.join(root, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
    ],
    optimization: { runtimeChunk: 'single' },
    performance: { hints: false },
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.PORT ?? 3000}` }],
    },
  };
}

function serverConfig(production: boolean): Configuration {
  return {
    name: 'server',
    target: 'node20',
    mode: production ? 'production' : 'development',
    devtool: 'source-map',
    entry: { main: path.join(root, 'src/server/main.ts') },
    output: { path: path.join(root, 'dist/server'), filename: '[name].js', clean: true },
    resolve,
    module: { rules: [tsRule] },
    // Packages stay in node_modules (native modules such as better-sqlite3 cannot be bundled).
    externals: [nodeExternals()],
    externalsPresets: { node: true },
    optimization: { minimize: false },
    node: { __dirname: false, __filename: false },
  };
}

export default (_env: unknown, argv: Argv): Configuration[] => {
  const production = argv.mode !== 'development';
  return [clientConfig(production), serverConfig(production)];
};

const fs = require('node:fs');
const path = require('node:path');
/**
 * The webpack setup every Newsroom frontend shares (shell host, tools and admin remotes), so the
 * Module Federation share list cannot drift between host and remotes: a singleton that one app
 * forgets to share is how a second React gets onto the page.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress');
const { ChunkGroupsPlugin } = require('./chunk-groups');

/** The JS minimizer webpack itself uses (webpack 5.111 ships it as minimizer-webpack-plugin). */
const Minimizer = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

const repoRoot = path.resolve(__dirname, '../../..');
/** Where the dev servers proxy /api (and the shell's /remotes.json): the gateway. */
const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:3000';

/** Libraries that must exist once per page; versions come from the app's package.json. */
function sharedSingletons(deps) {
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, eager: false });
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react/jsx-dev-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
    '@newsroom/ui': singleton(deps['@newsroom/ui']),
    // One copy so `instanceof HttpError` holds for errors thrown by @newsroom/ui's apiFetch.
    '@newsroom/contracts': singleton(deps['@newsroom/contracts']),
  };
}

/** A package's folder, as the app resolves it. */
const packageDir = (name, appDir) =>
  fs.realpathSync(path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] })));

/**
 * Packages that must exist once per page though they are not shared themselves: the router is
 * reached only through @newsroom/ui (src/router.ts), which keeps only the parts the apps use.
 */
const REACHED_THROUGH_SHARED = ['react-router', 'react-router-dom'];

/** Where each package that must exist once per page lives, as the app resolves it: name -> its folder. */
function singletonRoots(appDir) {
  const packageOf = (key) =>
    key
      .split('/')
      .slice(0, key.startsWith('@') ? 2 : 1)
      .join('/');
  const packages = new Set([...Object.keys(sharedSingletons({})).map(packageOf), ...REACHED_THROUGH_SHARED]);
  return Object.fromEntries(
    [...packages].map((name) => [
      name,
      name.startsWith('@newsroom/')
        ? path.join(repoRoot, 'packages', name.slice('@newsroom/'.length), 'src')
        : packageDir(name, appDir),
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (its __dirname)
 * @param {string} options.name          federation container name: shell, tools or admin
 * @param {number} options.port          dev server port
 * @param {'auto'|'/'} options.publicPath
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {string} options.title         <title> of the standalone page
 * @param {string[]} [options.proxy]     paths the dev server proxies to the gateway (default ['/api'])
 */
function frontendWebpackConfig(options, argv = {}) {
  const dev = argv.mode !== 'production';
  const pkg = require(path.join(options.appDir, 'package.json'));
  const isRemote = Boolean(options.exposes);

  return {
    mode: dev ? 'development' : 'production',
    context: options.appDir,
    entry: './src/index.ts',
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      publicPath: options.publicPath,
      uniqueName: `newsroom_${options.name}`,
      // Entry chunks (main.js, and remoteEntry.js for remotes) carry no hash: with webpack 5.111 the
      // federation runtime cannot resolve [contenthash] in output.filename (module-federation/core#5077).
      // Serve them, like index.html and mf-manifest.json, with Cache-Control: no-cache.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      // Build from the contracts' TypeScript source, so the web build never depends on its dist/.
      alias: { '@newsroom/contracts$': path.join(repoRoot, 'packages/contracts/src/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : { remotes: {} }),
        shared: sharedSingletons(pkg.dependencies),
        // Remotes publish mf-manifest.json, the address the shell learns from /remotes.json; every
        // build writes mf-stats.json, which the JS budget test reads.
        manifest: true,
        dts: false,
        dev: false,
      }),
      new EmitThemeInitPlugin(),
      new EmitPublicFilesPlugin(path.join(options.appDir, 'public')),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        // The shell's index.html is the SPA; a remote's is only its standalone page.
        filename: 'index.html',
        chunks: ['main'],
      }),
      ...(dev
        ? []
        : [
            new PrecompressPlugin(),
            new ChunkGroupsPlugin(path.join(options.appDir, 'build-stats.json'), singletonRoots(options.appDir)),
          ]),
    ],
    optimization: dev
      ? {}
      : {
          // License comments stay in the chunk they belong to: no separate *.LICENSE.txt for a
          // browser to find, and the notice still ships with the code.
          minimizer: [new Minimizer({ extractComments: false, terserOptions: { compress: { passes: 2 } } })],
        },
    performance: { hints: false },
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      // The gateway answers /api in every mode.
      proxy: [{ context: options.proxy ?? ['/api'], target: GATEWAY_URL }],
      ...(isRemote ? { headers: { 'Access-Control-Allow-Origin': '*' } } : {}),
    },
  };
}

/** Emits theme-init.js (see index.html) next to the page, unchanged. */
class EmitThemeInitPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitThemeInitPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitThemeInitPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset('theme-init.js', new RawSource(fs.readFileSync(path.join(__dirname, 'theme-init.js')))),
      );
    });
  }
}

/**
 * Emits every file of the app's public/ folder at the same path in the build (the shell's
 * /library/*.pdf). Names carry a version, since the gateway serves files without a fixed name as
 * immutable.
 */
class EmitPublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const files = (dir) =>
      fs.existsSync(dir)
        ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
            const full = path.join(dir, entry.name);
            return entry.isDirectory() ? files(full) : [full];
          })
        : [];
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of files(this.dir)) {
            compilation.fileDependencies.add(file);
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

module.exports = { frontendWebpackConfig, sharedSingletons };

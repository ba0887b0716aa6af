const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser fetches as text: scripts, styles, pages, manifests. Source maps are never served by default. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<asset>.br` (Brotli, best) and `<asset>.gz` (gzip, best) beside every text asset of the
 * build, so the gateway (and nginx's gzip_static) serve compressed bytes without spending CPU per
 * request. A copy that saves nothing is not written.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minifying and after the federation manifest and index.html are emitted.
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => COMPRESSIBLE.test(name))
              .map(async (name) => {
                const raw = compilation.getAsset(name).source.buffer();
                if (raw.length < MIN_BYTES) return;
                const [br, gz] = await Promise.all([
                  brotli(raw, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                    },
                  }),
                  gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
                ]);
                for (const [suffix, bytes] of [
                  ['.br', br],
                  ['.gz', gz],
                ]) {
                  if (bytes.length < raw.length) {
                    compilation.emitAsset(`${name}${suffix}`, new RawSource(bytes), {
                      compressed: true,
                      sourceFilename: name,
                    });
                  }
                }
              }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE };

import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { COMPRESSIBLE, precompressed, servePrecompressed } from './precompressed';

/** Files with fixed names (entry points, manifests) must be revalidated; hashed files are cached for a year. */
const NEVER_CACHE = /(^|\/)(index\.html|main\.js|theme-init\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

const OWN_PATHS = new Set(['/health', '/ready', '/remotes.json']);

const cacheControl = (file: string) => (NEVER_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable');

const staticOptions: Parameters<typeof express.static>[1] = {
  index: false,
  fallthrough: true,
  setHeaders: (res, file) => {
    res.setHeader('cache-control', cacheControl(file));
    // The same URL has a compressed answer for browsers that take one.
    if (COMPRESSIBLE.test(file)) res.setHeader('vary', 'Accept-Encoding');
  },
};

/** One build folder: its Brotli or gzip copy when the browser takes one, else the file itself. */
const buildFolder = (dir: string) => [precompressed(dir, { cacheControl }), express.static(dir, staticOptions)];

export interface FrontendsOptions {
  /** Serve the builds' `.map` files: they hold the whole source, so only when asked (SERVE_SOURCE_MAPS). */
  sourceMaps?: boolean;
}

/**
 * Single-machine mode: the shell at `/` (every page path falls back to its index.html), the
 * remotes under `/remotes/<name>/`, each from its own build folder, as the build's Brotli or gzip
 * copy when the browser takes one. Source maps are 404s unless asked for.
 */
export function frontendsRouter(staticDir: string, options: FrontendsOptions = {}): Router {
  const router = express.Router();
  const shell = path.join(staticDir, 'shell', 'dist');
  if (!options.sourceMaps) {
    router.get(/\.map$/i, (_req: Request, res: Response) => {
      res.status(404).json({ message: 'Not found' });
    });
  }
  router.use('/remotes/tools', ...buildFolder(path.join(staticDir, 'tools', 'dist')));
  router.use('/remotes/admin', ...buildFolder(path.join(staticDir, 'admin', 'dist')));
  router.use(...buildFolder(shell));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    // Missing files under /remotes are 404s, not the shell page; so are paths with an extension
    // and the gateway's own endpoints.
    if (req.path.startsWith('/remotes/') || path.extname(req.path) || OWN_PATHS.has(req.path)) return next();
    const index = path.join(shell, 'index.html');
    if (!existsSync(index)) {
      res.status(503).json({ message: 'The web app has not been built yet. Run: npm run build:web' });
      return;
    }
    servePrecompressed(
      req,
      res,
      () => {
        res.setHeader('cache-control', 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
        res.sendFile(index);
      },
      shell,
      '/index.html',
      { cacheControl },
    );
  });
  return router;
}

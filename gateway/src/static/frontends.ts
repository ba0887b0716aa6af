import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

/** Files with fixed names (entry points, manifests) must be revalidated; hashed files are cached for a year. */
const NEVER_CACHE = /(^|\/)(index\.html|main\.js|theme-init\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

const OWN_PATHS = new Set(['/health', '/ready', '/remotes.json']);

const staticOptions: Parameters<typeof express.static>[1] = {
  index: false,
  fallthrough: true,
  setHeaders: (res, file) => {
    res.setHeader('cache-control', NEVER_CACHE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable');
  },
};

export interface FrontendsOptions {
  /** Serve the builds' `.map` files: they hold the whole source, so only when asked (SERVE_SOURCE_MAPS). */
  sourceMaps?: boolean;
}

/**
 * Single-machine mode: the shell at `/` (every page path falls back to its index.html), the
 * remotes under `/remotes/<name>/`, each from its own build folder. Source maps are 404s unless
 * asked for.
 */
export function frontendsRouter(staticDir: string, options: FrontendsOptions = {}): Router {
  const router = express.Router();
  const shell = path.join(staticDir, 'shell', 'dist');
  if (!options.sourceMaps) {
    router.get(/\.map$/i, (_req: Request, res: Response) => {
      res.status(404).json({ message: 'Not found' });
    });
  }
  router.use('/remotes/tools', express.static(path.join(staticDir, 'tools', 'dist'), staticOptions));
  router.use('/remotes/admin', express.static(path.join(staticDir, 'admin', 'dist'), staticOptions));
  router.use(express.static(shell, staticOptions));
  router.get(/.*/, (req: Request, res: Response, next: NextFunction) => {
    // Missing files under /remotes are 404s, not the shell page; so are paths with an extension
    // and the gateway's own endpoints.
    if (req.path.startsWith('/remotes/') || path.extname(req.path) || OWN_PATHS.has(req.path)) return next();
    const index = path.join(shell, 'index.html');
    if (!existsSync(index)) {
      res.status(503).json({ message: 'The web app has not been built yet. Run: npm run build:web' });
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

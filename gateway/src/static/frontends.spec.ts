import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { frontendsRouter } from './frontends';

/** A build folder like `npm run build:web` leaves: hashed chunks with their maps, an index page. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'frontends-'));
  for (const app of ['shell', 'tools', 'admin']) {
    const dist = path.join(root, app, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'main.0123456789abcdef.js'),
      'console.log(1);\n//# sourceMappingURL=main.0123456789abcdef.js.map',
    );
    writeFileSync(path.join(dist, 'main.0123456789abcdef.js.map'), '{"sources":["src/secret.tsx"]}');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Copy desk</title>');
  }
  return root;
}

async function serve(staticDir: string, sourceMaps?: boolean) {
  const app = express();
  app.use(frontendsRouter(staticDir, { sourceMaps }));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe(frontendsRouter.name, () => {
  let root: string;
  beforeAll(() => {
    root = fakeBuild();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the builds but never their source maps by default, in the shell or a remote', async () => {
    const web = await serve(root);
    try {
      const chunk = await fetch(`${web.url}/main.0123456789abcdef.js`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const map of [
        '/main.0123456789abcdef.js.map',
        '/remotes/tools/main.0123456789abcdef.js.map',
        '/remotes/admin/main.0123456789abcdef.js.MAP',
      ]) {
        const res = await fetch(`${web.url}${map}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Not found' });
      }
      expect((await fetch(`${web.url}/profile`)).status).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('serves the maps when the operator asks for them (SERVE_SOURCE_MAPS)', async () => {
    const web = await serve(root, true);
    try {
      const res = await fetch(`${web.url}/remotes/tools/main.0123456789abcdef.js.map`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('src/secret.tsx');
    } finally {
      await web.close();
    }
  });
});

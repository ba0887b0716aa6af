import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { rawGet as rawGetBytes } from '../testing/loopback';
import { frontendsRouter } from './frontends';
import { COMPRESSIBLE } from './precompressed';

const rawGet = async (url: string, headers: Record<string, string>) => {
  const answer = await rawGetBytes(url, headers);
  return { ...answer, body: answer.body.toString() };
};

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
    // What the build's PrecompressPlugin writes beside a script and the page (stand-in bytes).
    writeFileSync(path.join(dist, 'chunk.89abcdef.js'), 'console.log("plain");');
    writeFileSync(path.join(dist, 'chunk.89abcdef.js.br'), 'BROTLI-BYTES');
    writeFileSync(path.join(dist, 'chunk.89abcdef.js.gz'), 'GZIP-BYTES');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var entry;');
    writeFileSync(path.join(dist, 'remoteEntry.js.br'), 'BROTLI-ENTRY');
    writeFileSync(path.join(dist, 'index.html.br'), 'BROTLI-PAGE');
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

  it('looks for a compressed copy of exactly the files the build compresses', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const build = require('../../../packages/ui/build/precompress.js') as { COMPRESSIBLE: RegExp };
    expect(COMPRESSIBLE.source).toBe(build.COMPRESSIBLE.source);
  });

  describe('compressed copies', () => {
    let web: Awaited<ReturnType<typeof serve>>;
    beforeAll(async () => {
      web = await serve(root);
    });
    afterAll(() => web.close());

    it("serves the build's Brotli copy to a browser that takes Brotli, as the script it is, cached for a year", async () => {
      const res = await rawGet(`${web.url}/chunk.89abcdef.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.status).toBe(200);
      expect(res.body).toBe('BROTLI-BYTES');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBeTruthy();
    });

    it('serves gzip to a browser that takes only gzip, and the plain file (still varying) to one that takes neither', async () => {
      const gzip = await rawGet(`${web.url}/remotes/tools/chunk.89abcdef.js`, { 'accept-encoding': 'gzip' });
      expect([gzip.headers['content-encoding'], gzip.body]).toEqual(['gzip', 'GZIP-BYTES']);
      const plain = await rawGet(`${web.url}/remotes/admin/chunk.89abcdef.js`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("plain");');
      expect(plain.headers.vary).toBe('Accept-Encoding');
      // Brotli refused by weight: gzip, never the refused one.
      const refused = await rawGet(`${web.url}/chunk.89abcdef.js`, { 'accept-encoding': 'br;q=0, gzip' });
      expect(refused.headers['content-encoding']).toBe('gzip');
    });

    it('falls back to the plain file when the build wrote no copy of that encoding', async () => {
      const res = await rawGet(`${web.url}/remotes/tools/remoteEntry.js`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('var entry;');
    });

    it('a fixed-name file is revalidated, and a revalidation with its ETag is a 304 with no body', async () => {
      const first = await rawGet(`${web.url}/remotes/tools/remoteEntry.js`, { 'accept-encoding': 'br' });
      expect(first.body).toBe('BROTLI-ENTRY');
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await rawGet(`${web.url}/remotes/tools/remoteEntry.js`, {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      // The gzip answer is another representation: its ETag is its own.
      const plain = await rawGet(`${web.url}/remotes/tools/remoteEntry.js`, { 'accept-encoding': 'identity' });
      expect(plain.headers.etag).not.toBe(first.headers.etag);
    });

    it('a deep link gets the compressed page, revalidated', async () => {
      const res = await rawGet(`${web.url}/admin/user-management`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.body).toBe('BROTLI-PAGE');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const plain = await rawGet(`${web.url}/profile`, { 'accept-encoding': 'identity' });
      expect(plain.body).toContain('<title>Copy desk</title>');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers.vary).toBe('Accept-Encoding');
    });

    it('a path that climbs out of the build folder finds nothing', async () => {
      for (const attempt of [
        '/..%2f..%2fshell%2fdist%2fchunk.89abcdef.js',
        '/remotes/tools/..%2f..%2fadmin%2fdist%2findex.html',
      ]) {
        const res = await rawGet(`${web.url}${attempt}`, { 'accept-encoding': 'br' });
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.status).not.toBe(500);
      }
    });
  });
});

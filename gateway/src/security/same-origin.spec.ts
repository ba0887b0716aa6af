import type { IncomingMessage } from 'node:http';
import { isCrossSite } from './same-origin';

const request = (method: string, headers: Record<string, string>, encrypted = true) =>
  ({ method, headers: { host: 'desk.example.com', ...headers }, socket: { encrypted } }) as unknown as IncomingMessage;

/** No public origin configured; behind a proxy of ours only when said. */
const plain = (allowedOrigins: string[] = [], trustProxy = false) => ({ allowedOrigins, trustProxy });

describe(isCrossSite.name, () => {
  it('lets a same-origin POST through', () => {
    expect(isCrossSite(request('POST', { origin: 'https://desk.example.com' }), plain())).toBe(false);
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'same-origin' }), plain())).toBe(false);
  });

  it('refuses a POST from another site', () => {
    expect(isCrossSite(request('POST', { origin: 'https://evil.example' }), plain())).toBe(true);
    expect(isCrossSite(request('DELETE', { 'sec-fetch-site': 'cross-site' }), plain())).toBe(true);
  });

  it('refuses a sibling subdomain, which is the same site but not our origin', () => {
    expect(
      isCrossSite(request('POST', { origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' }), plain()),
    ).toBe(true);
  });

  it("trusts the browser's same-origin verdict behind a proxy on a non-default port that passes Host without it", () => {
    const behindNginx = { host: 'desk.example.com', origin: 'http://desk.example.com:8080' };
    expect(isCrossSite(request('POST', { ...behindNginx, 'sec-fetch-site': 'same-origin' }, false), plain())).toBe(
      false,
    );
  });

  it('judges an older browser by scheme and host as our proxy reports them, and only our proxy', () => {
    const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'desk.example.com:8443' };
    const behind = plain([], true);
    expect(isCrossSite(request('POST', { ...viaProxy, origin: 'https://desk.example.com:8443' }, false), behind)).toBe(
      false,
    );
    expect(isCrossSite(request('POST', { ...viaProxy, origin: 'http://desk.example.com:8443' }, false), behind)).toBe(
      true,
    );
    // With no proxy of ours in front, headers the client wrote name nothing.
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(isCrossSite(request('POST', { ...forged, origin: 'https://evil.example' }, false), plain())).toBe(true);
  });

  it('judges an older browser against PUBLIC_URL when it is set: scheme, host and port', () => {
    const options = { allowedOrigins: [], publicOrigin: 'http://localhost:8080', trustProxy: true };
    const nginx = { host: 'localhost:8080', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' };
    expect(isCrossSite(request('POST', { ...nginx, origin: 'http://localhost:8080' }, false), options)).toBe(false);
    expect(isCrossSite(request('POST', { ...nginx, origin: 'https://localhost:8080' }, false), options)).toBe(true);
    expect(isCrossSite(request('POST', { ...nginx, origin: 'http://localhost:8082' }, false), options)).toBe(true);
    expect(isCrossSite(request('POST', { ...nginx, origin: 'http://evil.example' }, false), options)).toBe(true);
  });

  it('compares the scheme: an https page is not the http site of the same name', () => {
    expect(isCrossSite(request('POST', { origin: 'https://desk.example.com' }, false), plain())).toBe(true);
    expect(isCrossSite(request('POST', { origin: 'http://desk.example.com' }, true), plain())).toBe(true);
  });

  it('allows a configured origin, such as the shell dev server', () => {
    expect(
      isCrossSite(
        request('PATCH', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' }),
        plain(['http://localhost:8080']),
      ),
    ).toBe(false);
  });

  it('does not judge reads, nor clients that are not browsers', () => {
    expect(isCrossSite(request('GET', { origin: 'https://evil.example' }), plain())).toBe(false);
    expect(isCrossSite(request('POST', {}), plain())).toBe(false);
  });

  it('refuses a malformed origin', () => {
    expect(isCrossSite(request('POST', { origin: 'null' }), plain())).toBe(true);
  });
});

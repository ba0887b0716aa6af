import type { IncomingMessage } from 'node:http';
import { isCrossSite } from './same-origin';

const request = (method: string, headers: Record<string, string>, encrypted = true) =>
  ({ method, headers: { host: 'desk.example.com', ...headers }, socket: { encrypted } }) as unknown as IncomingMessage;

describe(isCrossSite.name, () => {
  it('lets a same-origin POST through', () => {
    expect(isCrossSite(request('POST', { origin: 'https://desk.example.com' }), [])).toBe(false);
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'same-origin' }), [])).toBe(false);
  });

  it('refuses a POST from another site', () => {
    expect(isCrossSite(request('POST', { origin: 'https://evil.example' }), [])).toBe(true);
    expect(isCrossSite(request('DELETE', { 'sec-fetch-site': 'cross-site' }), [])).toBe(true);
  });

  it('refuses a sibling subdomain, which is the same site but not our origin', () => {
    expect(
      isCrossSite(request('POST', { origin: 'https://blog.example.com', 'sec-fetch-site': 'same-site' }), []),
    ).toBe(true);
  });

  it("trusts the browser's same-origin verdict behind a proxy on a non-default port that passes Host without it", () => {
    const behindNginx = { host: 'desk.example.com', origin: 'http://desk.example.com:8080' };
    expect(isCrossSite(request('POST', { ...behindNginx, 'sec-fetch-site': 'same-origin' }, false), [])).toBe(false);
  });

  it('judges an older browser by scheme and host as our proxy reports them', () => {
    const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'desk.example.com:8443' };
    expect(isCrossSite(request('POST', { ...viaProxy, origin: 'https://desk.example.com:8443' }, false), [])).toBe(
      false,
    );
    expect(isCrossSite(request('POST', { ...viaProxy, origin: 'http://desk.example.com:8443' }, false), [])).toBe(true);
  });

  it('compares the scheme: an https page is not the http site of the same name', () => {
    expect(isCrossSite(request('POST', { origin: 'https://desk.example.com' }, false), [])).toBe(true);
    expect(isCrossSite(request('POST', { origin: 'http://desk.example.com' }, true), [])).toBe(true);
  });

  it('allows a configured origin, such as the shell dev server', () => {
    expect(
      isCrossSite(request('PATCH', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' }), [
        'http://localhost:8080',
      ]),
    ).toBe(false);
  });

  it('does not judge reads, nor clients that are not browsers', () => {
    expect(isCrossSite(request('GET', { origin: 'https://evil.example' }), [])).toBe(false);
    expect(isCrossSite(request('POST', {}), [])).toBe(false);
  });

  it('refuses a malformed origin', () => {
    expect(isCrossSite(request('POST', { origin: 'null' }), [])).toBe(true);
  });
});

import type { IncomingMessage } from 'node:http';
import { isCrossSite } from './same-origin';

const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers: { host: 'desk.example.com', ...headers } }) as unknown as IncomingMessage;

describe(isCrossSite.name, () => {
  it('lets a same-origin POST through', () => {
    expect(isCrossSite(request('POST', { origin: 'https://desk.example.com' }), [])).toBe(false);
  });

  it('refuses a POST from another site', () => {
    expect(isCrossSite(request('POST', { origin: 'https://evil.example' }), [])).toBe(true);
    expect(isCrossSite(request('DELETE', { 'sec-fetch-site': 'cross-site' }), [])).toBe(true);
  });

  it('allows a configured origin, such as the shell dev server', () => {
    expect(isCrossSite(request('PATCH', { origin: 'http://localhost:8080' }), ['http://localhost:8080'])).toBe(false);
  });

  it('does not judge reads, nor clients that are not browsers', () => {
    expect(isCrossSite(request('GET', { origin: 'https://evil.example' }), [])).toBe(false);
    expect(isCrossSite(request('POST', {}), [])).toBe(false);
  });

  it('refuses a malformed origin', () => {
    expect(isCrossSite(request('POST', { origin: 'null' }), [])).toBe(true);
  });
});

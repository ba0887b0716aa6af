import type { IncomingMessage } from 'node:http';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * Cross-site request protection on top of the SameSite=Lax cookie: a state-changing request that a
 * browser marks as coming from another site (its Origin, or Sec-Fetch-Site) is refused. Callers
 * that are not browsers send neither header and are judged by their credentials alone.
 */
export function isCrossSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(String(req.method).toUpperCase())) return false;
  const origin = req.headers.origin;
  if (origin) {
    if (allowedOrigins.includes(origin)) return false;
    try {
      return new URL(origin).host !== req.headers.host;
    } catch {
      return true;
    }
  }
  return req.headers['sec-fetch-site'] === 'cross-site';
}

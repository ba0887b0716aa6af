import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim() || undefined;

/**
 * The address the browser used, as our proxy reports it (a page on another site cannot set these
 * headers on a cross-site request without a preflight we never grant), else as this socket sees it.
 */
function siteOrigin(req: IncomingMessage): { protocol: string; host: string | undefined } {
  const proto = firstValue(req.headers['x-forwarded-proto']);
  const encrypted = (req.socket as TLSSocket | undefined)?.encrypted === true;
  return {
    protocol: `${proto ?? (encrypted ? 'https' : 'http')}:`,
    host: firstValue(req.headers['x-forwarded-host']) ?? req.headers.host,
  };
}

/**
 * Cross-site request protection on top of the SameSite=Lax cookie: a state-changing request that a
 * browser marks as coming from another site is refused. A modern browser says so itself in
 * Sec-Fetch-Site, weighing scheme, host and port as its address bar has them, whatever Host a proxy
 * passes on; an older one is judged by its Origin against our own scheme and host. Callers that are
 * not browsers send neither header and are judged by their credentials alone.
 */
export function isCrossSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(String(req.method).toUpperCase())) return false;
  const origin = firstValue(req.headers.origin);
  if (origin && allowedOrigins.includes(origin)) return false;
  const site = firstValue(req.headers['sec-fetch-site']);
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!origin) return false;
  try {
    const from = new URL(origin);
    const ours = siteOrigin(req);
    return from.host !== ours.host || from.protocol !== ours.protocol;
  } catch {
    return true;
  }
}

import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0].trim() || undefined;

/** What the gateway knows of its own address, for judging a browser's Origin. */
export interface SiteOptions {
  /** Origins besides ours allowed to write (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Our address as browsers use it (PUBLIC_URL's scheme, host and port), when configured. */
  publicOrigin?: string;
  /** Whether a proxy of ours stands in front (TRUSTED_PROXIES > 0): only then are X-Forwarded-* believed. */
  trustProxy: boolean;
}

/**
 * The address the browser used: PUBLIC_URL when configured; else as our proxy reports it; else as
 * this socket sees it. A client's own X-Forwarded-* headers count only behind a proxy of ours,
 * which overwrites them.
 */
function siteOrigin(req: IncomingMessage, trustProxy: boolean): { protocol: string; host: string | undefined } {
  const forwarded = (name: string) => (trustProxy ? firstValue(req.headers[name]) : undefined);
  const encrypted = (req.socket as TLSSocket | undefined)?.encrypted === true;
  return {
    protocol: `${forwarded('x-forwarded-proto') ?? (encrypted ? 'https' : 'http')}:`,
    host: forwarded('x-forwarded-host') ?? req.headers.host,
  };
}

/**
 * Cross-site request protection on top of the SameSite=Lax cookie: a state-changing request that a
 * browser marks as coming from another site is refused. A modern browser says so itself in
 * Sec-Fetch-Site, weighing scheme, host and port as its address bar has them, whatever Host a proxy
 * passes on; an older one is judged by its Origin against our public origin (scheme, host and
 * port), or, without one configured, against the address it reached us at. Callers that are not
 * browsers send neither header and are judged by their credentials alone.
 */
export function isCrossSite(req: IncomingMessage, options: SiteOptions): boolean {
  if (!STATE_CHANGING.has(String(req.method).toUpperCase())) return false;
  const origin = firstValue(req.headers.origin);
  if (origin && (options.allowedOrigins.includes(origin) || origin === options.publicOrigin)) return false;
  const site = firstValue(req.headers['sec-fetch-site']);
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!origin) return false;
  if (options.publicOrigin) return true;
  try {
    const from = new URL(origin);
    const ours = siteOrigin(req, options.trustProxy);
    return from.host !== ours.host || from.protocol !== ours.protocol;
  } catch {
    return true;
  }
}

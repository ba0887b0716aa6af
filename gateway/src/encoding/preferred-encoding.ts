import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/** The encodings we send, best first: Brotli is some 15 % smaller than gzip on our scripts and JSON. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/**
 * The best encoding the browser accepts, in our order rather than the browser's (Chrome lists gzip
 * before br, with equal weight), or null for none. Used for built files and API answers alike.
 */
export function preferredEncoding(req: IncomingMessage): ContentEncoding | null {
  if (!req.headers['accept-encoding']) return null;
  const negotiator = new Negotiator(req);
  return ENCODINGS.find((encoding) => negotiator.encodings([encoding])[0] === encoding) ?? null;
}

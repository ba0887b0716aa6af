/**
 * Whether an error means a backing store (Postgres, Redis) cannot be reached right now, rather
 * than that the request or the code is wrong. Such a request is answered 503 with Retry-After:
 * the caller can try again in a moment, and on-call sees an outage, not a bug.
 */

/** Socket-level failures: refused, reset, unreachable, timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres SQLSTATEs of a server that is going away or not there yet: connection exceptions
 * (class 08) and operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now).
 */
const PG_UNAVAILABLE = /^(?:08\w{3}|57P0[123])$/;

/** What the pg driver and ioredis say when the connection, not the query, failed. */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection is closed/i,
  /Command timed out/i,
  /Reached the max retries per request limit/i,
  /enableOfflineQueue options is false/i,
  /the database system is (?:shutting down|starting up|in recovery mode)/i,
];

export function isBackingStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, name, message, driverError, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  // TypeORM wraps the driver's error; a pool may put the socket error in `cause`.
  return isBackingStoreUnavailable(driverError, depth + 1) || isBackingStoreUnavailable(cause, depth + 1);
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const UNAVAILABLE_RETRY_SECONDS = 5;

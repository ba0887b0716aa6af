import { createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_FEATURES, FREE_FEATURES, type FeatureId, PREMIUM_FEATURES, type Role } from '@newsroom/contracts';

/** Who is asking, as the gateway established it from the session cookie. `user` is null when signed out. */
export interface InternalIdentity {
  user: { id: number; username: string; role: Role } | null;
  requestId: string;
  /** The caller's address as the gateway saw it (for rate limits); absent on internal calls. */
  ip?: string;
  /** The gateway's access policy names this user the one full-access username (see FULL_ACCESS_USERNAME). */
  fullAccess?: boolean;
  /**
   * Features of this route's `grants` (gateway route table) that the viewer may use under the access
   * policy. The gateway decides; the service only reads the answer. Absent or not listed: not granted.
   */
  grants?: FeatureId[];
}

interface TokenBody extends InternalIdentity {
  /** Issued and expiry times, epoch milliseconds. */
  iat: number;
  exp: number;
}

const VERSION = 'v1';
const DEFAULT_TTL_MS = 30_000;
const ALLOWED_CLOCK_SKEW_MS = 5_000;

const KNOWN_FEATURES: readonly string[] = [...PREMIUM_FEATURES, ...ADMIN_FEATURES, ...FREE_FEATURES];
const isFeatureId = (value: unknown): value is FeatureId => typeof value === 'string' && KNOWN_FEATURES.includes(value);

const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** Signs the identity the gateway forwards with each request; services verify it with the same secret. */
export function signInternalIdentity(
  identity: InternalIdentity,
  secret: string,
  now = Date.now(),
  ttlMs = DEFAULT_TTL_MS,
): string {
  const body: TokenBody = { ...identity, iat: now, exp: now + ttlMs };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${VERSION}.${payload}.${mac(secret, `${VERSION}.${payload}`)}`;
}

export type VerifyFailure = 'missing' | 'malformed' | 'bad-signature' | 'expired';

export type VerifyResult = { ok: true; identity: InternalIdentity } | { ok: false; reason: VerifyFailure };

export function verifyInternalIdentity(token: unknown, secret: string, now = Date.now()): VerifyResult {
  if (typeof token !== 'string' || !token) return { ok: false, reason: 'missing' };
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(secret, `${version}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let body: TokenBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof body.exp !== 'number' || body.exp < now || body.iat > now + ALLOWED_CLOCK_SKEW_MS) {
    return { ok: false, reason: 'expired' };
  }
  return {
    ok: true,
    identity: {
      user: body.user ?? null,
      requestId: body.requestId,
      ...(body.ip ? { ip: body.ip } : {}),
      ...(body.fullAccess === true ? { fullAccess: true } : {}),
      ...(Array.isArray(body.grants) ? { grants: [...new Set(body.grants.filter(isFeatureId))] } : {}),
    },
  };
}

/** Whether the gateway granted this request a feature (see `InternalIdentity.grants`); fails closed. */
export const isGranted = (identity: InternalIdentity | undefined, feature: FeatureId): boolean =>
  identity?.grants?.includes(feature) === true;

import { z } from 'zod';
import { loadConfig, serviceEnv, sessionEnv } from '@newsroom/nest-common';

const count = (fallback: number) => z.coerce.number().int().min(1, 'must be at least 1').default(fallback);

export const authEnvSchema = z.object({
  ...serviceEnv({ port: 3001, schema: 'auth' }),
  ...sessionEnv,
  /**
   * Failed sign-ins within the window. Past PER_USER from one address, that address is refused
   * that account (429); the account itself is only slowed, so its owner still gets in from
   * anywhere else. Past PER_IP (any accounts) an address is refused; past PER_SUBNET so is its
   * /24 (IPv4) or /64 (IPv6), which a client rotating addresses shares; past GLOBAL every sign-in
   * is slowed, whoever sends it.
   */
  LOGIN_MAX_FAILURES_PER_USER: count(5),
  LOGIN_MAX_FAILURES_PER_IP: count(20),
  LOGIN_MAX_FAILURES_PER_SUBNET: count(60),
  LOGIN_MAX_FAILURES_GLOBAL: count(1_000),
  LOGIN_THROTTLE_WINDOW_SECONDS: count(15 * 60),
  /** Sign-ins one address may have in progress at once (each costs a 32 MiB scrypt hash). */
  LOGIN_MAX_IN_FLIGHT_PER_IP: count(2),
  /** Password hashes this process runs at once, and how many may wait; past both, 429 at once. */
  HASH_CONCURRENCY: count(2),
  HASH_QUEUE: count(16),
  /** Per address: registrations per window, and requests to the public sign-in routes per minute. */
  REGISTER_RATE_LIMIT: count(20),
  REGISTER_RATE_WINDOW_SECONDS: count(3_600),
  PUBLIC_RATE_LIMIT: count(120),
});

export type AuthConfig = z.infer<typeof authEnvSchema>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export const loadAuthConfig = () => loadConfig('auth', authEnvSchema);

import { z } from 'zod';
import { loadConfig, serviceEnv, sessionEnv } from '@newsroom/nest-common';

const count = (fallback: number) => z.coerce.number().int().min(1, 'must be at least 1').default(fallback);

export const authEnvSchema = z.object({
  ...serviceEnv({ port: 3001, schema: 'auth' }),
  ...sessionEnv,
  /** Failed sign-ins allowed per username, and per address, within the window before 429. */
  LOGIN_MAX_FAILURES_PER_USER: count(5),
  LOGIN_MAX_FAILURES_PER_IP: count(20),
  LOGIN_THROTTLE_WINDOW_SECONDS: count(15 * 60),
});

export type AuthConfig = z.infer<typeof authEnvSchema>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export const loadAuthConfig = () => loadConfig('auth', authEnvSchema);

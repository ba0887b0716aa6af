import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .min(1)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    );

export const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

export const postgresUrl = url(['postgres:', 'postgresql:']);
export const redisUrl = url(['redis:', 'rediss:']);
export const httpUrl = url(['http:', 'https:']);

/** Shared by every backend process. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
  /** Every Redis key (sessions, queues, caches) starts with this, so runs and tenants never collide. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, 'may hold only letters, digits, ":", "_" and "-"')
    .default('newsroom'),
  /** Signs the identity the gateway forwards to services. The same value in every process. */
  INTERNAL_TOKEN_SECRET: z
    .string({ error: 'is required (at least 32 characters, the same in every process)' })
    .min(32, 'must be at least 32 characters'),
  /** 127.0.0.1 on one machine; 0.0.0.0 in a container. */
  HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
};

/** Shared by processes that own a Postgres schema. */
export const databaseEnv = {
  DATABASE_URL: postgresUrl.default('postgres://postgres@127.0.0.1:5432/postgres'),
};

const schemaName = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case Postgres schema name')
    .default(fallback);

/** Everything a service with its own schema reads: the common variables, its database, its port. */
export const serviceEnv = (defaults: { port: number; schema: string }) => ({
  ...commonEnv,
  ...databaseEnv,
  PORT: port(defaults.port),
  DB_SCHEMA: schemaName(defaults.schema),
});

/** Read by the gateway (which checks the cookie) and auth (which sets it): one definition for both. */
export const sessionEnv = {
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, ".", "_" and "-"')
    .default('newsroom.sid'),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60, 'must be at least 60')
    .default(7 * 24 * 3600),
};

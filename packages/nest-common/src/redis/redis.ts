import { Redis, type RedisOptions } from 'ioredis';

/**
 * The one way any process opens Redis. `keyPrefix` keeps runs apart (tests use their own); BullMQ
 * connections must not set it (BullMQ has its own `prefix`), so they pass `forBullmq`.
 */
export function createRedis(
  url: string,
  options: { name: string; keyPrefix?: string; forBullmq?: boolean } & Partial<RedisOptions>,
): Redis {
  const { name, keyPrefix, forBullmq, ...rest } = options;
  return new Redis(url, {
    connectionName: name,
    keyPrefix: forBullmq ? undefined : keyPrefix ? `${keyPrefix}:` : undefined,
    // BullMQ workers block on Redis and must wait for it forever; request paths fail fast instead.
    maxRetriesPerRequest: forBullmq ? null : 2,
    commandTimeout: forBullmq ? undefined : 2_000,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...rest,
  });
}

export type { Redis };

import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/**
 * One fixed window per key, counted and blocked in one round trip (a script runs atomically), so
 * replicas share the count and two requests at once can never both be the last one allowed.
 * KEYS: the hits, the block. ARGV: window ms, limit, block ms. Returns hits, window left ms,
 * blocked (0/1), block left ms.
 */
const INCREMENT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]), 1, blockLeft }
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, left, 1, tonumber(ARGV[3]) }
end
return { hits, left, 0, 0 }
`;

/** What the throttler guard reads back (its record type is not exported by the package). */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** @nestjs/throttler's storage in Redis, so every replica of a service counts the same requests. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly redis: Redis) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `throttle:${throttlerName}:${key}`;
    const [hits, left, blocked, blockLeft] = (await this.redis.eval(
      INCREMENT,
      2,
      `${base}:hits`,
      `${base}:block`,
      ttl,
      limit,
      blockDuration,
    )) as [number, number, number, number];
    return {
      totalHits: hits,
      timeToExpire: seconds(left),
      isBlocked: blocked === 1,
      timeToBlockExpire: seconds(blockLeft),
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { tooManyInFlightMessage, tooManyRequestsMessage, tooManyStreamsMessage } from '@newsroom/contracts';
import { REDIS, RetryLaterException } from '@newsroom/nest-common';

export const LIMITS_CONFIG = Symbol('LIMITS_CONFIG');

export interface LimitsConfig {
  /** Generations a user may start per window. */
  ratePerWindow: number;
  windowSeconds: number;
  /** Generations a user may have running at once. */
  maxInFlight: number;
  /** Longest a generation can hold its in-flight slot, so a crashed API process cannot keep one forever. */
  slotTtlSeconds: number;
  /** Progress streams a user may hold open at once (a page watches one per job it started). */
  maxOpenStreams: number;
}

/** When to try again with a slot taken: a generation usually ends within seconds. */
const IN_FLIGHT_RETRY_SECONDS = 5;

// Take a slot only when under the cap, in one round trip, so two racing requests cannot both pass.
const TAKE_SLOT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return -1 end
n = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return n`;

const RELEASE_SLOT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n <= 1 then redis.call('DEL', KEYS[1]) return 0 end
return redis.call('DECR', KEYS[1])`;

/**
 * Abuse and cost limits per user, kept in Redis so every API replica counts the same: a rate
 * (fixed window) and a cap on generations in flight. Both answer 429 with when to retry.
 */
@Injectable()
export class GenerationLimitsService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LIMITS_CONFIG) private readonly config: LimitsConfig,
  ) {}

  /** Counts the request against the rate and takes an in-flight slot; throws 429 when over either. */
  async admit(userId: number): Promise<void> {
    const { windowSeconds, ratePerWindow, maxInFlight, slotTtlSeconds } = this.config;
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const rateKey = `gen-rate:${userId}:${window}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(rateKey)
      .expire(rateKey, windowSeconds + 1)
      .exec()) as [[Error | null, number]];
    if (count > ratePerWindow) {
      const retryAfter = Math.max(1, (window + 1) * windowSeconds - Math.floor(Date.now() / 1000));
      throw new RetryLaterException(tooManyRequestsMessage(retryAfter), retryAfter);
    }
    const taken = (await this.redis.eval(TAKE_SLOT, 1, this.slotKey(userId), maxInFlight, slotTtlSeconds)) as number;
    if (taken < 0) throw new RetryLaterException(tooManyInFlightMessage(maxInFlight), IN_FLIGHT_RETRY_SECONDS);
  }

  async release(userId: number): Promise<void> {
    await this.redis.eval(RELEASE_SLOT, 1, this.slotKey(userId));
  }

  /**
   * Takes one of the user's progress-stream slots; 429 when all are held, so one account cannot
   * hoard the connections every user's streams share. Released when the stream ends.
   */
  async openStream(userId: number): Promise<void> {
    const { maxOpenStreams, slotTtlSeconds } = this.config;
    const taken = (await this.redis.eval(
      TAKE_SLOT,
      1,
      this.streamKey(userId),
      maxOpenStreams,
      slotTtlSeconds,
    )) as number;
    if (taken < 0) throw new RetryLaterException(tooManyStreamsMessage(maxOpenStreams), IN_FLIGHT_RETRY_SECONDS);
  }

  async closeStream(userId: number): Promise<void> {
    await this.redis.eval(RELEASE_SLOT, 1, this.streamKey(userId));
  }

  private streamKey(userId: number) {
    return `gen-streams:${userId}`;
  }

  private slotKey(userId: number) {
    return `gen-in-flight:${userId}`;
  }
}

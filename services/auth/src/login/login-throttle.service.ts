import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { subnetOf } from './address.util';

export type ThrottleDecision =
  | { allowed: true; /** How long to hold the answer back, right password or not. */ delayMs: number }
  | { allowed: false; retryAfterSeconds: number };

/** The hold on every sign-in to an account under attack, or to all of them past the global budget. */
export const SLOWED_MS = 1_000;

/**
 * Brute-force protection, counted in Redis over a window so every replica sees the same numbers.
 * Failures are counted per account, per account and address, per address, per subnet and in all.
 * Refusals (429) fall on the guesser, never on the owner: an address that failed an account too
 * often is refused that account, an address or subnet that failed too often is refused everything.
 * The account itself is only slowed (a second a try, from anywhere), so five wrong passwords from
 * a stranger cannot lock its owner out. Each failure past the second is answered more slowly.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger(LoginThrottleService.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async check(username: string, ip: string | undefined): Promise<ThrottleDecision> {
    const keys = this.keys(username, ip);
    const c = this.config;
    // Without an address (never behind the gateway, which always signs one), the account is the budget.
    const refusals: Array<[string, number]> = ip
      ? [
          [keys.pair!, c.LOGIN_MAX_FAILURES_PER_USER],
          [keys.ip!, c.LOGIN_MAX_FAILURES_PER_IP],
          ...(keys.subnet ? [[keys.subnet, c.LOGIN_MAX_FAILURES_PER_SUBNET] as [string, number]] : []),
        ]
      : [[keys.user, c.LOGIN_MAX_FAILURES_PER_USER]];
    const counts = await this.redis.mget(...refusals.map(([key]) => key), keys.user, keys.global);
    let retryAfterSeconds = 0;
    for (const [i, [key, max]] of refusals.entries()) {
      if (Number(counts[i] ?? 0) >= max) retryAfterSeconds = Math.max(retryAfterSeconds, await this.redis.ttl(key), 1);
    }
    if (retryAfterSeconds) return { allowed: false, retryAfterSeconds };
    const [account, all] = counts.slice(refusals.length).map((n) => Number(n ?? 0));
    const slowed = account >= c.LOGIN_MAX_FAILURES_PER_USER || all >= c.LOGIN_MAX_FAILURES_GLOBAL;
    return { allowed: true, delayMs: slowed ? SLOWED_MS : 0 };
  }

  /** Counts a failure everywhere it counts; returns how long to hold the answer back. */
  async recordFailure(username: string, ip: string | undefined): Promise<number> {
    const window = this.config.LOGIN_THROTTLE_WINDOW_SECONDS;
    const keys = this.keys(username, ip);
    const counted = [keys.pair ?? keys.user, ...[keys.user, keys.ip, keys.subnet, keys.global].filter(Boolean)];
    const tx = this.redis.multi();
    for (const key of new Set(counted as string[])) tx.incr(key).expire(key, window, 'NX');
    const results = await tx.exec();
    const failures = Number(results?.[0]?.[1] ?? 1);
    const all = Number(results?.[results.length - 2]?.[1] ?? 0);
    if (all === this.config.LOGIN_MAX_FAILURES_GLOBAL) {
      this.logger.warn(`the global sign-in failure budget is spent: every sign-in is slowed for up to ${window} s`);
    }
    return failures > 2 ? Math.min((failures - 2) * 400, 2_000) : 0;
  }

  /** The owner got in: the account's and this address's counts for it start again. */
  async recordSuccess(username: string, ip: string | undefined): Promise<void> {
    const keys = this.keys(username, ip);
    await this.redis.del(...[keys.user, keys.pair].filter((k): k is string => Boolean(k)));
  }

  /**
   * Takes one of the address's in-flight sign-in slots; false when it has none free. Every true
   * must be given back with `leave`. The count expires on its own should a process die holding one.
   */
  async enter(ip: string | undefined): Promise<boolean> {
    if (!ip) return true;
    const key = `login-inflight:${ip}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 60).exec()) as [[null, number]];
    if (count <= this.config.LOGIN_MAX_IN_FLIGHT_PER_IP) return true;
    await this.redis.decr(key);
    return false;
  }

  async leave(ip: string | undefined): Promise<void> {
    if (ip) await this.redis.decr(`login-inflight:${ip}`);
  }

  private keys(username: string, ip: string | undefined) {
    const user = username.toLowerCase();
    const subnet = ip ? subnetOf(ip) : undefined;
    return {
      user: `login-failures:user:${user}`,
      pair: ip ? `login-failures:user-ip:${user}|${ip}` : undefined,
      ip: ip ? `login-failures:ip:${ip}` : undefined,
      subnet: subnet ? `login-failures:subnet:${subnet}` : undefined,
      global: 'login-failures:all',
    };
  }
}

/** "3 minutes", "20 seconds": a wait as a person says it, rounded up to the minute past one. */
export function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds >= 60
    ? `${minutes} minute${minutes === 1 ? '' : 's'}`
    : `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** "Too many failed sign-in attempts. Try again in 3 minutes." */
export const retryMessage = (seconds: number): string =>
  `Too many failed sign-in attempts. Try again in ${waitInWords(seconds)}.`;

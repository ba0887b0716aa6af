import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Brute-force protection: failed sign-ins are counted per username and per address in Redis over a
 * window. Each failure past the second is answered more slowly; past the limit, sign-in is refused
 * until the window ends. A correct sign-in clears the username's count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async check(username: string, ip: string | undefined): Promise<ThrottleDecision> {
    const limits: Array<[string, number]> = [[this.userKey(username), this.config.LOGIN_MAX_FAILURES_PER_USER]];
    if (ip) limits.push([this.ipKey(ip), this.config.LOGIN_MAX_FAILURES_PER_IP]);
    let retryAfterSeconds = 0;
    for (const [key, max] of limits) {
      const failures = Number((await this.redis.get(key)) ?? 0);
      if (failures >= max) retryAfterSeconds = Math.max(retryAfterSeconds, await this.redis.ttl(key), 1);
    }
    return retryAfterSeconds ? { allowed: false, retryAfterSeconds } : { allowed: true };
  }

  /** Counts a failure; returns how long to hold the answer back. */
  async recordFailure(username: string, ip: string | undefined): Promise<number> {
    const window = this.config.LOGIN_THROTTLE_WINDOW_SECONDS;
    const tx = this.redis.multi().incr(this.userKey(username)).expire(this.userKey(username), window, 'NX');
    if (ip) tx.incr(this.ipKey(ip)).expire(this.ipKey(ip), window, 'NX');
    const results = await tx.exec();
    const failures = Number(results?.[0]?.[1] ?? 1);
    return failures > 2 ? Math.min((failures - 2) * 400, 2_000) : 0;
  }

  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.userKey(username));
  }

  private userKey(username: string) {
    return `login-failures:user:${username.toLowerCase()}`;
  }
  private ipKey(ip: string) {
    return `login-failures:ip:${ip}`;
  }
}

/** "Try again in 3 minutes." / "Try again in 20 seconds." */
export function retryMessage(seconds: number): string {
  const text =
    seconds >= 60
      ? `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`
      : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Try again in ${text}.`;
}

import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { RetryLaterException, type InternalIdentity } from '@newsroom/nest-common';
import type { AuthConfig } from '../config/auth.config';
import { waitInWords } from './login-throttle.service';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** "Too many requests from your address. Try again in 12 minutes." */
export const rateLimitMessage = (seconds: number): string =>
  `Too many requests from your address. Try again in ${waitInWords(seconds)}.`;

const identityOf = (req: Record<string, unknown>) => req.identity as InternalIdentity | undefined;

/**
 * The public sign-in routes' limits, per client address (the one the gateway signed into the
 * identity, never a header the client wrote), counted in Redis: 'public' for any request of a
 * signed-out visitor, 'register' for new accounts. Past a limit: 429 with Retry-After.
 */
export const throttlerOptions = (config: AuthConfig, redis: Redis): ThrottlerModuleOptions => ({
  throttlers: [
    {
      name: 'public',
      ttl: 60_000,
      limit: config.PUBLIC_RATE_LIMIT,
      skipIf: (context) => Boolean(identityOf(context.switchToHttp().getRequest())?.user),
    },
    { name: 'register', ttl: config.REGISTER_RATE_WINDOW_SECONDS * 1000, limit: config.REGISTER_RATE_LIMIT },
  ],
  storage: new RedisThrottlerStorage(redis),
  setHeaders: false,
});

@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return identityOf(req)?.ip ?? 'no-address';
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail) {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    throw new RetryLaterException(rateLimitMessage(seconds), seconds);
  }
}

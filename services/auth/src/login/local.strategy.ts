import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AUTH_MESSAGES, SIGN_IN_REFUSAL_HOLD_MS } from '@newsroom/contracts';
import { type InternalIdentity, RetryLaterException } from '@newsroom/nest-common';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottleService, retryMessage } from './login-throttle.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in with a username and password (passport-local), inside the brute-force rules: a guesser
 * past a budget is refused (429, held back a moment) before any hash is spent, an address has at most a couple of
 * sign-ins in flight, an account under attack is slowed, and each failure is counted.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
  ) {
    super({ passReqToCallback: true });
  }

  async validate(req: Request, username: string, password: string): Promise<UserEntity> {
    const ip = (req as Request & { identity?: InternalIdentity }).identity?.ip;
    const decision = await this.throttle.check(username, ip);
    if (!decision.allowed) {
      await sleep(SIGN_IN_REFUSAL_HOLD_MS);
      throw new RetryLaterException(retryMessage(decision.retryAfterSeconds), decision.retryAfterSeconds);
    }
    // One address holds at most a couple of password checks at once: a flood from it waits on itself.
    if (!(await this.throttle.enter(ip))) {
      await sleep(SIGN_IN_REFUSAL_HOLD_MS);
      throw new RetryLaterException(AUTH_MESSAGES.signInsAtOnce, 1);
    }
    try {
      await sleep(decision.delayMs);
      const user = await this.users.checkCredentials(username, password);
      if (!user) {
        await sleep(await this.throttle.recordFailure(username, ip));
        throw new UnauthorizedException(INVALID_CREDENTIALS);
      }
      await this.throttle.recordSuccess(username, ip);
      return user;
    } finally {
      await this.throttle.leave(ip);
    }
  }
}

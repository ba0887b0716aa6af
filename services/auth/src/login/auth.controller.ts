import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { loginSchema, registerSchema, type UserView } from '@newsroom/contracts';
import { Identity, type InternalIdentity, RetryLaterException, SessionStore, validate } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { clearSessionCookie, sessionIdFrom, setSessionCookie } from '../sessions/session-cookie';
import { type UserEntity, toUserView } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AddressThrottlerGuard } from './address-throttler.guard';
import { LoginThrottleService, TOO_MANY_AT_ONCE, retryMessage } from './login-throttle.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in, registration and sign-out. Sessions are server-side; the cookie holds only their id.
 * Every route here is public, so each is rate-limited per client address (AddressThrottlerGuard).
 */
@Controller('api')
@UseGuards(AddressThrottlerGuard)
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottleService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('login')
  @SkipThrottle({ register: true })
  @HttpCode(HttpStatus.OK)
  async login(
    @Body() body: unknown,
    @Identity() identity: InternalIdentity,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView> {
    const { username, password } = validate(loginSchema, body);
    const decision = await this.throttle.check(username, identity.ip);
    if (!decision.allowed)
      throw new RetryLaterException(retryMessage(decision.retryAfterSeconds), decision.retryAfterSeconds);
    // One address holds at most a couple of password checks at once: a flood from it waits on itself.
    if (!(await this.throttle.enter(identity.ip))) throw new RetryLaterException(TOO_MANY_AT_ONCE, 1);
    try {
      await sleep(decision.delayMs);
      const user = await this.users.checkCredentials(username, password);
      if (!user) {
        await sleep(await this.throttle.recordFailure(username, identity.ip));
        throw new UnauthorizedException(INVALID_CREDENTIALS);
      }
      await this.throttle.recordSuccess(username, identity.ip);
      await this.startSession(req, res, user);
      return toUserView(user);
    } finally {
      await this.throttle.leave(identity.ip);
    }
  }

  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  async register(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const user = await this.users.register(validate(registerSchema, body));
    await this.startSession(req, res, user);
    return toUserView(user);
  }

  @Post('logout')
  @SkipThrottle({ register: true })
  @HttpCode(HttpStatus.OK)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const sessionId = sessionIdFrom(req, this.config.SESSION_COOKIE_NAME);
    if (sessionId) await this.sessions.destroy(sessionId);
    clearSessionCookie(req, res, this.cookie);
    return { success: true };
  }

  /** A new session id at every sign-in (the old one, if any, is destroyed): no session fixation. */
  private async startSession(req: Request, res: Response, user: UserEntity) {
    const previous = sessionIdFrom(req, this.config.SESSION_COOKIE_NAME);
    if (previous) await this.sessions.destroy(previous);
    setSessionCookie(req, res, this.cookie, await this.sessions.create(user));
  }

  private get cookie() {
    return { name: this.config.SESSION_COOKIE_NAME, ttlSeconds: this.config.SESSION_TTL_SECONDS };
  }
}

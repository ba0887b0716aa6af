import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { registerSchema, type UserView } from '@newsroom/contracts';
import { SessionStore, validate } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { clearSessionCookie, sessionIdFrom, setSessionCookie } from '../sessions/session-cookie';
import { type UserEntity, toUserView } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AddressThrottlerGuard } from './address-throttler.guard';
import { LocalAuthGuard } from './local-auth.guard';

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
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** The local strategy (LocalAuthGuard) has checked the password; this starts the session. */
  @Post('login')
  @SkipThrottle({ register: true })
  @UseGuards(LocalAuthGuard)
  @HttpCode(HttpStatus.OK)
  async login(
    @Req() req: Request & { user: UserEntity },
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView> {
    await this.startSession(req, res, req.user);
    return toUserView(req.user);
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

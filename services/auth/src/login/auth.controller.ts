import {
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { loginSchema, registerSchema, type UserView } from '@newsroom/contracts';
import { Identity, type InternalIdentity, SessionStore, validate } from '@newsroom/nest-common';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth.config';
import { clearSessionCookie, sessionIdFrom, setSessionCookie } from '../sessions/session-cookie';
import { type UserEntity, toUserView } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottleService, retryMessage } from './login-throttle.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sign-in, registration and sign-out. Sessions are server-side; the cookie holds only their id. */
@Controller('api')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottleService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body() body: unknown,
    @Identity() identity: InternalIdentity,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserView> {
    const { username, password } = validate(loginSchema, body);
    const decision = await this.throttle.check(username, identity.ip);
    if (!decision.allowed) {
      res.setHeader('retry-after', String(decision.retryAfterSeconds));
      throw new HttpException(retryMessage(decision.retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
    }
    const user = await this.users.checkCredentials(username, password);
    if (!user) {
      await sleep(await this.throttle.recordFailure(username, identity.ip));
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(username);
    await this.startSession(req, res, user);
    return toUserView(user);
  }

  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  async register(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const user = await this.users.register(validate(registerSchema, body));
    await this.startSession(req, res, user);
    return toUserView(user);
  }

  @Post('logout')
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

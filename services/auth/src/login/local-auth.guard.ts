import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginSchema } from '@newsroom/contracts';
import { validate } from '@newsroom/nest-common';
import { INVALID_CREDENTIALS } from './local.strategy';

/**
 * Runs the local strategy for POST /api/login. The body is validated with the shared schema first
 * (400 with the form's messages, as every other route), because passport-local only says "missing
 * credentials"; what the strategy throws (429, 401) reaches the caller as it is.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = validate(loginSchema, req.body);
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}

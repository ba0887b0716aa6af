import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { INTERNAL_IDENTITY_HEADER, type Role } from '@newsroom/contracts';
import { type InternalIdentity, verifyInternalIdentity } from './internal-identity';

const PROBE = 'newsroom:probe';
const REQUIRES = 'newsroom:requires';

/** Health and readiness probes are answered without an internal identity. */
export const Probe = () => SetMetadata(PROBE, true);

/** The service itself also checks who may call a route, whatever the gateway did. */
export const RequiresViewer = (who: 'user' | Role) => SetMetadata(REQUIRES, who);

type RequestWithIdentity = Request & { identity?: InternalIdentity };

/** The identity the gateway signed for this request. */
export const Identity = createParamDecorator(
  (_: unknown, context: ExecutionContext): InternalIdentity =>
    context.switchToHttp().getRequest<RequestWithIdentity>().identity!,
);

/**
 * Every request to a service must carry an identity signed by the gateway; a service never
 * trusts an unsigned header. Registered globally by `bootstrapService`.
 */
@Injectable()
export class InternalIdentityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly secret: string,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PROBE, targets)) return true;

    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    const result = verifyInternalIdentity(request.headers[INTERNAL_IDENTITY_HEADER], this.secret);
    if (!result.ok) {
      throw new UnauthorizedException(`Request did not come through the gateway (${result.reason} identity)`);
    }
    request.identity = result.identity;

    const requires = this.reflector.getAllAndOverride<'user' | Role | undefined>(REQUIRES, targets);
    if (!requires) return true;
    if (!result.identity.user) throw new UnauthorizedException('Not authenticated');
    if (requires === 'admin' && result.identity.user.role !== 'admin') {
      throw new ForbiddenException('Admin access required');
    }
    return true;
  }
}

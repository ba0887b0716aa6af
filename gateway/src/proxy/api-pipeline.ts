import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  AUTH_MESSAGES,
  INTERNAL_IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  SIGN_IN_REFUSAL_HOLD_MS,
  type ServiceName,
} from '@newsroom/contracts';
import { signInternalIdentity } from '@newsroom/nest-common';
import { BodyError, assertJsonIfDeclared, readBody } from '../body/read-body';
import type { ViewerResolver } from '../identity/session-viewers';
import type { SubscriptionStatusSource } from '../identity/subscription-status.source';
import type { Viewer } from '../identity/viewer';
import { decideAccess, grantedFeatures } from '../routing/access';
import type { InFlightPerAddress } from '../security/in-flight-per-address';
import { CROSS_SITE_REFUSED, type SiteOptions, isCrossSite } from '../security/same-origin';
import type { RouteMatcher } from '../routing/route-matcher';
import { type Upstream, UpstreamProxy, sendJsonError } from './upstream-proxy';

export interface ApiPipelineDeps {
  routes: RouteMatcher;
  upstreams: Record<ServiceName, Upstream>;
  viewers: ViewerResolver;
  subscriptions: SubscriptionStatusSource;
  proxy: UpstreamProxy;
  logger: Logger;
  internalTokenSecret: string;
  bodyLimitBytes: number;
  /** Longest wait for a whole request body; a slower one is answered 408. */
  bodyTimeoutMs?: number;
  fullAccessUsername?: string;
  /** What the same-origin check knows of our address (see isCrossSite). */
  site: SiteOptions;
  /** Sign-ins in progress per client address (routes marked `signIn`). */
  signIns: InFlightPerAddress;
}

/**
 * Every `/api/*` request: find its route (unknown: 404), find the caller from the session, enforce
 * the route's access rule, read and check the body, then forward it with a signed identity.
 */
export function apiPipeline(deps: ApiPipelineDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handle(req, res, deps);
    } catch (error) {
      next(error);
    }
  };
}

async function handle(req: Request, res: Response, deps: ApiPipelineDeps) {
  const requestId = String(req.headers[REQUEST_ID_HEADER]);
  const match = deps.routes.match(req.method, req.path);
  if (match.kind === 'not-found') {
    req.resume();
    return sendJsonError(res, 404, `No such API route: ${req.method} ${req.path}`);
  }
  if (match.kind === 'wrong-method') {
    req.resume();
    return sendJsonError(res, 405, `${req.method} is not allowed on ${req.path}`, { allow: match.allowed.join(', ') });
  }
  const route = match.route;
  // The Stripe webhook comes from Stripe's servers, signed; every other write must come from our pages.
  if (!route.rawBody && isCrossSite(req, deps.site)) {
    req.resume();
    return sendJsonError(res, 403, CROSS_SITE_REFUSED);
  }
  if (route.signIn) {
    // req.ip: the socket's address, or the hop our own proxy added (Express's trust proxy), never a client's header.
    const address = req.ip ?? '';
    if (!deps.signIns.enter(address)) {
      req.resume();
      await new Promise((resolve) => setTimeout(resolve, SIGN_IN_REFUSAL_HOLD_MS));
      return sendJsonError(res, 429, AUTH_MESSAGES.signInsAtOnce, { 'retry-after': '1' });
    }
    res.once('close', () => deps.signIns.leave(address));
  }

  let viewer: Viewer = null;
  try {
    viewer = await deps.viewers.resolve(req);
  } catch (error) {
    // Without Redis no session can be read: public routes still work, protected ones cannot.
    deps.logger.error({ err: error, requestId }, 'session lookup failed');
    if (route.access !== 'public') {
      req.resume();
      return sendJsonError(res, 503, 'Sessions are unavailable right now. Please try again shortly.', {
        'retry-after': '5',
      });
    }
  }

  const policy = { subscriptions: deps.subscriptions, fullAccessUsername: deps.fullAccessUsername, requestId };
  const decision = await decideAccess(route.access, viewer, policy);
  if (!decision.allowed) {
    req.resume();
    return sendJsonError(res, decision.status, decision.message);
  }

  let body: Buffer;
  try {
    body = await readBody(req, deps.bodyLimitBytes, deps.bodyTimeoutMs);
    if (!route.rawBody) assertJsonIfDeclared(req, body);
  } catch (error) {
    if (error instanceof BodyError) {
      // A client trickling its body is not worth waiting for: answer and close the connection. An
      // over-large body is drained instead (readBody resumes it), so a client still sending reads
      // the 413 rather than a broken pipe.
      return sendJsonError(res, error.status, error.message, error.status === 408 ? { connection: 'close' } : {});
    }
    throw error;
  }

  const fullAccess = Boolean(viewer && deps.fullAccessUsername && viewer.username === deps.fullAccessUsername);
  const grants = route.grants ? await grantedFeatures(route.grants, viewer, policy) : undefined;
  const identity = signInternalIdentity(
    { user: viewer, requestId, ip: req.ip, ...(fullAccess ? { fullAccess } : {}), ...(grants ? { grants } : {}) },
    deps.internalTokenSecret,
  );
  await deps.proxy.forward(req, res, deps.upstreams[route.service], body, {
    [INTERNAL_IDENTITY_HEADER]: identity,
    [REQUEST_ID_HEADER]: requestId,
  });
}

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import {
  JsonExceptionFilter,
  PinoNestLogger,
  REDIS,
  SessionStore,
  createLogger,
  onShutdownSignal,
  requestLogging,
} from '@newsroom/nest-common';
import { REQUEST_ID_HEADER } from '@newsroom/contracts';
import { parseSize } from './body/read-body';
import { type GatewayConfig, loadGatewayConfig } from './config/gateway.config';
import { gatewayModule, upstreamsFrom } from './gateway.module';
import { SessionViewers } from './identity/session-viewers';
import { type BillingSubscriptionStatus, SUBSCRIPTION_STATUS } from './identity/subscription-status.source';
import { routeApiAroundExpress, runSteps } from './proxy/api-entry';
import { apiPipeline } from './proxy/api-pipeline';
import { UpstreamProxy, sendJsonError } from './proxy/upstream-proxy';
import { RouteMatcher } from './routing/route-matcher';
import { ROUTE_TABLE } from './routing/route-table';
import { hardenServer } from './security/client-errors';
import { InFlightPerAddress } from './security/in-flight-per-address';
import { hstsOverTls, replayedHeaders, securityHeaders } from './security/security-headers';
import { frontendsRouter } from './static/frontends';

async function bootstrap(config: GatewayConfig) {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(gatewayModule(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // The client's address for rate limits: from X-Forwarded-For only as many hops back as we have
  // proxies, never from a header the client wrote itself.
  app.set('trust proxy', config.TRUSTED_PROXIES);
  app.useGlobalFilters(new JsonExceptionFilter(logger));

  const redis = app.get<Redis>(REDIS);
  const proxy = new UpstreamProxy(logger);

  const api = apiPipeline({
    routes: new RouteMatcher(ROUTE_TABLE),
    upstreams: upstreamsFrom(config),
    viewers: new SessionViewers(new SessionStore(redis, config.SESSION_TTL_SECONDS), config.SESSION_COOKIE_NAME),
    subscriptions: app.get<BillingSubscriptionStatus>(SUBSCRIPTION_STATUS),
    proxy,
    logger,
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    bodyLimitBytes: parseSize(config.BODY_LIMIT),
    bodyTimeoutMs: config.BODY_TIMEOUT_MS,
    fullAccessUsername: config.FULL_ACCESS_USERNAME,
    signIns: new InFlightPerAddress(config.LOGIN_MAX_IN_FLIGHT_PER_IP),
    site: {
      allowedOrigins: config.ALLOWED_ORIGINS,
      publicOrigin: config.PUBLIC_URL,
      trustProxy: config.TRUSTED_PROXIES > 0,
    },
  });
  const headers = securityHeaders([config.TOOLS_REMOTE_URL, config.ADMIN_REMOTE_URL]);
  // No per-request log context (see requestLogging): the gateway's lines name their request id.
  const logRequests = requestLogging(logger, { context: false });
  const everyAnswer = [logRequests, headers, hstsOverTls()];
  const failed = (error: unknown, res: ServerResponse) => {
    logger.error({ err: error, requestId: res.getHeader(REQUEST_ID_HEADER) }, 'gateway error');
    sendJsonError(res, 500, 'Internal server error');
  };
  // The API, around Express (see api-entry.ts); pages, health and /remotes.json through it. Large
  // answers are compressed as they are forwarded (api-compression.ts).
  const apiEntry = runSteps(
    [logRequests, replayedHeaders(headers), hstsOverTls(), api],
    config.TRUSTED_PROXIES,
    failed,
  );
  for (const step of everyAnswer) app.use(step);
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => failed(error, res));
  if (config.STATIC_DIR) app.use(frontendsRouter(config.STATIC_DIR, { sourceMaps: config.SERVE_SOURCE_MAPS }));

  hardenServer(app.getHttpServer(), {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: config.BODY_TIMEOUT_MS,
    logger,
  });
  await app.init();
  routeApiAroundExpress(app.getHttpServer(), apiEntry);
  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT, staticDir: config.STATIC_DIR || null }, 'gateway listening');
  onShutdownSignal(logger, config.SHUTDOWN_GRACE_MS, async () => {
    await app.close();
    proxy.close();
  });
}

const config = loadGatewayConfig();
bootstrap(config).catch((error: unknown) => {
  createLogger('gateway', 'info').fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});

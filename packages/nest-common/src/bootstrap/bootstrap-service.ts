import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, PinoNestLogger, requestLogging } from '../logging';
import { InternalIdentityGuard } from '../identity';
import { JsonExceptionFilter } from '../http';
import { onShutdownSignal } from './graceful-shutdown';

/** The part of every service's validated environment that booting needs. */
export interface ServiceBootConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  INTERNAL_TOKEN_SECRET: string;
  SHUTDOWN_GRACE_MS: number;
}

export interface ServiceBootOptions {
  /** Name in logs and in /health. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: any;
  config: ServiceBootConfig;
  bodyLimit?: string;
  /** Keeps each JSON body's exact bytes on `req.rawBody` (Stripe webhook signatures); off by default. */
  rawBody?: boolean;
  /** Mounts plain Express handlers (e.g. a dashboard) before Nest's routes; called before listening. */
  configure?: (app: NestExpressApplication) => void;
}

/** Builds a service's HTTP app: JSON logs with request ids, the identity guard, `{message}` errors. */
export async function createServiceApp(options: ServiceBootOptions): Promise<INestApplication> {
  const logger = createLogger(options.name, options.config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(options.module, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    rawBody: options.rawBody ?? false,
  });
  app.set('trust proxy', false);
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.useBodyParser('json', { limit: options.bodyLimit ?? '1mb' });
  app.useGlobalGuards(new InternalIdentityGuard(app.get(Reflector), options.config.INTERNAL_TOKEN_SECRET));
  app.useGlobalFilters(new JsonExceptionFilter(logger));
  options.configure?.(app);
  return app;
}

/** Starts a service and stops it gracefully on SIGTERM. */
export async function bootstrapService(options: ServiceBootOptions): Promise<INestApplication | undefined> {
  const logger = createLogger(options.name, options.config.LOG_LEVEL);
  try {
    const app = await createServiceApp(options);
    await app.listen(options.config.PORT, options.config.HOST);
    logger.info({ port: options.config.PORT }, `${options.name} listening`);
    onShutdownSignal(logger, options.config.SHUTDOWN_GRACE_MS, () => app.close());
    return app;
  } catch (error) {
    // A dependency that is down at boot (Postgres, a port in use) ends the process with a clear line.
    logger.fatal(
      { err: error },
      `${options.name} failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

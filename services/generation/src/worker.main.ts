import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { PinoNestLogger, REDIS, createLogger, onShutdownSignal, serviceAppModule } from '@newsroom/nest-common';
import { loadGenerationWorkerConfig } from './config/generation.config';
import { generationDatabase } from './database/generation-database';
import { GenerationWorker } from './worker/generation-worker';
import { chooseProvider } from './providers/llm-provider';
import { findLocalModel } from './providers/local-model';
import { buildProcessorRegistry } from './worker/processor-registry';
import { buildProcessors } from './worker/processors';
import { startWorkerHealthServer } from './worker/worker-health.server';

/** The worker: no HTTP API, one BullMQ worker, a health listener. Run as many as the load needs. */
async function main() {
  // LLM_PROVIDER=auto with no key: a local Ollama that answers now is used like a configured model.
  const config = await findLocalModel(loadGenerationWorkerConfig());
  const logger = createLogger('generation-worker', config.LOG_LEVEL);
  try {
    const provider = chooseProvider(config);
    const processors = buildProcessorRegistry(buildProcessors(config));
    // Which model writes the copy is the first thing on-call asks; the key never leaves the config.
    logger.info(provider, `generation-worker writes with the ${provider.provider} provider`);
    const app = await NestFactory.createApplicationContext(
      serviceAppModule({
        name: 'generation-worker',
        database: generationDatabase(config, 'worker'),
        redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_PREFIX },
        imports: [],
      }),
      { logger: new PinoNestLogger(logger) },
    );
    const db = app.get(DataSource);
    const redis = app.get<Redis>(REDIS);
    const worker = new GenerationWorker(processors, logger, {
      redisUrl: config.REDIS_URL,
      prefix: config.REDIS_PREFIX,
      concurrency: config.WORKER_CONCURRENCY,
      lockDurationMs: config.WORKER_LOCK_MS,
      publisher: redis,
    });
    worker.start();
    const health = await startWorkerHealthServer(config.WORKER_HEALTH_PORT, config.HOST, [
      { name: 'postgres', check: () => db.query('SELECT 1') },
      { name: 'redis', check: () => redis.ping() },
      {
        name: 'worker',
        check: async () => {
          if (!worker.isRunning()) throw new Error('not taking jobs');
        },
      },
    ]);
    logger.info({ healthPort: config.WORKER_HEALTH_PORT, ...provider }, 'generation-worker ready');
    onShutdownSignal(logger, config.SHUTDOWN_GRACE_MS, async () => {
      await worker.close();
      health.close();
      await app.close();
    });
  } catch (error) {
    logger.fatal(
      { err: error },
      `generation-worker failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

void main();

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceAppModule } from '@newsroom/nest-common';
import type { GenerationApiConfig } from './config/generation.config';
import { generationDatabase } from './database/generation-database';
import { GenerationJobsService, JOBS_CONFIG } from './jobs/generation-jobs.service';
import { QueueHealthController } from './ops/queue-health.controller';
import { GenerationRunEntity } from './runs/entities/generation-run.entity';
import { RunHistoryService } from './runs/run-history.service';

export function generationApiModule(config: GenerationApiConfig) {
  @Module({
    imports: [TypeOrmModule.forFeature([GenerationRunEntity])],
    controllers: [QueueHealthController],
    providers: [
      RunHistoryService,
      GenerationJobsService,
      {
        provide: JOBS_CONFIG,
        useValue: { redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, timeoutMs: config.JOB_TIMEOUT_MS },
      },
    ],
  })
  class GenerationJobsModule {}

  return serviceAppModule({
    name: 'generation',
    database: generationDatabase(config, 'api'),
    redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_PREFIX },
    imports: [GenerationJobsModule],
  });
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { serviceAppModule } from '@newsroom/nest-common';
import { ProgressController, STREAM_CONFIG, type StreamConfig } from './api/progress.controller';
import { ToolsController } from './api/tools.controller';
import { UsageController } from './api/usage.controller';
import type { GenerationApiConfig } from './config/generation.config';
import { generationDatabase } from './database/generation-database';
import { GenerationJobsService, JOBS_CONFIG, type JobsConfig } from './jobs/generation-jobs.service';
import { ToolRunner } from './jobs/tool-runner.service';
import { GenerationLimitsService, LIMITS_CONFIG, type LimitsConfig } from './limits/generation-limits.service';
import { QueueHealthController } from './ops/queue-health.controller';
import { PROGRESS_CONFIG, ProgressHub, type ProgressConfig } from './progress/progress-hub.service';
import { GenerationRunEntity } from './runs/entities/generation-run.entity';
import { RunHistoryService } from './runs/run-history.service';

export function generationApiModule(config: GenerationApiConfig) {
  const jobs: JobsConfig = {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    timeoutMs: config.JOB_TIMEOUT_MS,
  };
  const limits: LimitsConfig = {
    ratePerWindow: config.GENERATION_RATE_LIMIT,
    windowSeconds: config.GENERATION_RATE_WINDOW_SECONDS,
    maxInFlight: config.GENERATION_MAX_IN_FLIGHT,
    slotTtlSeconds: Math.ceil(config.JOB_TIMEOUT_MS / 1000) + 30,
    // Room for every generation in flight plus a reloaded tab or two.
    maxOpenStreams: config.GENERATION_MAX_IN_FLIGHT + 2,
  };
  const stream: StreamConfig = {
    prefix: config.REDIS_PREFIX,
    maxOpenMs: config.JOB_TIMEOUT_MS + 5_000,
    heartbeatMs: 10_000,
  };
  const progress: ProgressConfig = { redisUrl: config.REDIS_URL };

  @Module({
    imports: [TypeOrmModule.forFeature([GenerationRunEntity])],
    controllers: [ToolsController, ProgressController, UsageController, QueueHealthController],
    providers: [
      RunHistoryService,
      GenerationJobsService,
      GenerationLimitsService,
      ToolRunner,
      ProgressHub,
      { provide: JOBS_CONFIG, useValue: jobs },
      { provide: LIMITS_CONFIG, useValue: limits },
      { provide: STREAM_CONFIG, useValue: stream },
      { provide: PROGRESS_CONFIG, useValue: progress },
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

import { z } from 'zod';
import { loadConfig, port, serviceEnv } from '@newsroom/nest-common';

const base = serviceEnv({ port: 3002, schema: 'generation' });

/** The API process: validates, enqueues, awaits. */
export const generationApiEnvSchema = z.object({
  ...base,
  /** How long the API waits for a job before answering 504. Below the gateway's GENERATION_TIMEOUT_MS. */
  JOB_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
});

/** The worker process: no HTTP API, only a health listener. */
export const generationWorkerEnvSchema = z.object({
  ...base,
  WORKER_HEALTH_PORT: port(3012),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1, 'must be at least 1').max(256).default(4),
});

export type GenerationApiConfig = z.infer<typeof generationApiEnvSchema>;
export type GenerationWorkerConfig = z.infer<typeof generationWorkerEnvSchema>;

export const loadGenerationApiConfig = () => loadConfig('generation-api', generationApiEnvSchema);
export const loadGenerationWorkerConfig = () => loadConfig('generation-worker', generationWorkerEnvSchema);

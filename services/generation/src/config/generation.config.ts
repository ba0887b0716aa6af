import { z } from 'zod';
import { httpUrl, loadConfig, port, serviceEnv } from '@newsroom/nest-common';

const base = serviceEnv({ port: 3002, schema: 'generation' });

/** The API process: validates, enqueues, awaits. */
export const generationApiEnvSchema = z.object({
  ...base,
  /** How long the API waits for a job before answering 504. Below the gateway's GENERATION_TIMEOUT_MS. */
  JOB_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
  /** Per user: generations started in any RATE_WINDOW_SECONDS (429 with Retry-After past it). */
  GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  GENERATION_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Per user: generations running at once (each holds a worker slot and, with an LLM, costs money). */
  GENERATION_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(3),
});

/** An empty variable (`OPENAI_API_KEY=` in a .env file) counts as not set. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const LLM_PROVIDERS = ['auto', 'offline', 'openai'] as const;

/** Verify-and-repair's defaults: calls per draft, asks with findings, fail instead of offline, ms per job. */
export const LLM_REPAIR_DEFAULTS = { attempts: 3, repairAsks: 2, strict: false, budgetMs: 80_000 } as const;

/** The worker process: no HTTP API, only a health listener. */
export const generationWorkerEnvSchema = z
  .object({
    ...base,
    WORKER_HEALTH_PORT: port(3012),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1, 'must be at least 1').max(256).default(4),
    /** A killed worker's job is taken up by another after about this long (BullMQ's lock duration). */
    WORKER_LOCK_MS: z.coerce.number().int().min(1_000, 'must be at least 1000').default(15_000),
    /**
     * 'auto': an OpenAI-compatible model when OPENAI_API_KEY is set, else a local Ollama when one
     * answers on OLLAMA_URL at start, else the offline newsroom engine.
     */
    LLM_PROVIDER: z.enum(LLM_PROVIDERS, { error: `must be one of ${LLM_PROVIDERS.join(', ')}` }).default('auto'),
    /** Any OpenAI-compatible endpoint (Ollama, vLLM, LM Studio, a gateway); unset means api.openai.com. */
    OPENAI_BASE_URL: optional(httpUrl),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_MODEL: z.string().trim().min(1, 'must not be empty').default('gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(60_000),
    /** Where 'auto' looks for a local Ollama when no key is set (probed once at worker start). */
    OLLAMA_URL: httpUrl.default('http://127.0.0.1:11434'),
    /** The SDK's own retries stay off: the queue retries with backoff and jitter, one policy in one place. */
    OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(0),
    /** Model calls per draft for transient failures (429 honouring Retry-After, 5xx, cut streams, empty answers). */
    LLM_ATTEMPTS: z.coerce.number().int().min(1, 'must be at least 1').max(10).default(LLM_REPAIR_DEFAULTS.attempts),
    /** Times the model is asked again with the checks' findings before the offline engine answers. */
    LLM_REPAIR_ASKS: z.coerce.number().int().min(0).max(5).default(LLM_REPAIR_DEFAULTS.repairAsks),
    /** 'true': a model that fails or keeps inventing fails the job instead of the offline engine answering. */
    LLM_STRICT: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    /** The most one job may spend on the model (calls, waits, asks again); below the API's JOB_TIMEOUT_MS. */
    LLM_BUDGET_MS: z.coerce.number().int().min(1_000, 'must be at least 1000').default(LLM_REPAIR_DEFAULTS.budgetMs),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when LLM_PROVIDER is openai (local servers accept any value, e.g. "ollama")',
      });
    }
  });

export type GenerationApiConfig = z.infer<typeof generationApiEnvSchema>;
export type GenerationWorkerConfig = z.infer<typeof generationWorkerEnvSchema>;

export const loadGenerationApiConfig = () => loadConfig('generation-api', generationApiEnvSchema);
export const loadGenerationWorkerConfig = () => loadConfig('generation-worker', generationWorkerEnvSchema);

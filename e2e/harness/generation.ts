import { Queue } from 'bullmq';
import type { TestStack } from './test-stack';

/** The stack's generation queue, as the dashboard sees it: its jobs, their logs, pause and resume. */
export const generationQueue = (env: TestStack, redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'): Queue =>
  new Queue('generation', { connection: { url: redisUrl }, prefix: env.redisPrefix });

/** The workers' settings for the real `openai` SDK talking to a loopback test server. */
export function loopbackModelEnv(url: string, apiKey: string, model?: string): Record<string, string> {
  return {
    LLM_PROVIDER: 'openai',
    OPENAI_BASE_URL: url,
    OPENAI_API_KEY: apiKey,
    ...(model ? { OPENAI_MODEL: model } : {}),
  };
}

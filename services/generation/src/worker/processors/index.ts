import { TOOL_JOB_NAMES } from '../../queue/generation-queue';
import { createModelWriter } from '../../providers/llm-provider';
import type { ModelWriter } from '../../providers/openai-writer';
import type { GenerationWorkerConfig } from '../../config/generation.config';
import type { RepairPolicy } from '../../verify/verify-and-repair';
import { TOOL_WRITERS } from '../../tools';
import type { JobProcessor } from '../job-processor';
import { PingProcessor } from './ping.processor';
import { DEFAULT_REPAIR_POLICY, ToolProcessor } from './tool.processor';

export { PingProcessor } from './ping.processor';
export { ToolProcessor } from './tool.processor';

type ProviderConfig = Parameters<typeof createModelWriter>[0] &
  Partial<Pick<GenerationWorkerConfig, 'LLM_ATTEMPTS' | 'LLM_REPAIR_ASKS' | 'LLM_STRICT' | 'LLM_BUDGET_MS'>>;

/** The operator's verify-and-repair settings, the defaults where unset. */
export const repairPolicy = (config: ProviderConfig): RepairPolicy => ({
  attempts: config.LLM_ATTEMPTS ?? DEFAULT_REPAIR_POLICY.attempts,
  repairAsks: config.LLM_REPAIR_ASKS ?? DEFAULT_REPAIR_POLICY.repairAsks,
  strict: config.LLM_STRICT ?? DEFAULT_REPAIR_POLICY.strict,
  budgetMs: config.LLM_BUDGET_MS ?? DEFAULT_REPAIR_POLICY.budgetMs,
});

/**
 * Every processor the worker runs: ping, and one per copy tool, all writing with the configured
 * provider. `model` overrides it (tests pass a writer pointed at a fake server, or null for offline).
 */
export function buildProcessors(
  config: ProviderConfig,
  model: ModelWriter | null = createModelWriter(config),
): JobProcessor[] {
  const policy = repairPolicy(config);
  const tools = TOOL_JOB_NAMES.map(
    (name) => new ToolProcessor(name, TOOL_WRITERS[name] as never, model, policy) as unknown as JobProcessor,
  );
  return [new PingProcessor(), ...tools];
}

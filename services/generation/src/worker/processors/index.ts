import { TOOL_JOB_NAMES } from '../../queue/generation-queue';
import { createModelWriter } from '../../providers/llm-provider';
import type { ModelWriter } from '../../providers/openai-writer';
import { TOOL_WRITERS } from '../../tools';
import type { JobProcessor } from '../job-processor';
import { PingProcessor } from './ping.processor';
import { ToolProcessor } from './tool.processor';

export { PingProcessor } from './ping.processor';
export { ToolProcessor } from './tool.processor';

type ProviderConfig = Parameters<typeof createModelWriter>[0];

/**
 * Every processor the worker runs: ping, and one per copy tool, all writing with the configured
 * provider. `model` overrides it (tests pass a writer pointed at a fake server, or null for offline).
 */
export function buildProcessors(
  config: ProviderConfig,
  model: ModelWriter | null = createModelWriter(config),
): JobProcessor[] {
  const tools = TOOL_JOB_NAMES.map(
    (name) => new ToolProcessor(name, TOOL_WRITERS[name] as never, model) as unknown as JobProcessor,
  );
  return [new PingProcessor(), ...tools];
}

import { JobName, TOOL_JOB_NAMES } from '../queue/generation-queue';
import { buildProcessorRegistry } from './processor-registry';
import { PingProcessor } from './processors/ping.processor';
import { ToolProcessor } from './processors/tool.processor';
import { buildProcessors } from './processors';

const OFFLINE = {
  LLM_PROVIDER: 'offline',
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
  OPENAI_MODEL: 'gpt-4o-mini',
  OPENAI_TIMEOUT_MS: 60_000,
  OPENAI_MAX_RETRIES: 0,
} as const;

describe(buildProcessorRegistry.name, () => {
  it('maps every job name to its processor', () => {
    const registry = buildProcessorRegistry(buildProcessors(OFFLINE));
    expect([...registry.keys()].sort()).toEqual(Object.values(JobName).sort());
    expect(registry.get(JobName.Ping)).toBeInstanceOf(PingProcessor);
    for (const name of TOOL_JOB_NAMES) expect(registry.get(name)).toBeInstanceOf(ToolProcessor);
  });

  it('refuses a job type with no processor', () => {
    expect(() => buildProcessorRegistry([])).toThrow(
      'No processor for job(s): ping, simplify, vosot, tease, banner, article, social, coach',
    );
    expect(() => buildProcessorRegistry([new PingProcessor()])).toThrow(
      'No processor for job(s): simplify, vosot, tease, banner, article, social, coach',
    );
  });

  it('refuses a job type with two processors', () => {
    expect(() => buildProcessorRegistry([...buildProcessors(OFFLINE), new PingProcessor()])).toThrow(
      'Job "ping" has two processors',
    );
  });
});

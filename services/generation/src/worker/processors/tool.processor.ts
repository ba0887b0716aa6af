import type { GenerationOutput, GenerationTool } from '@newsroom/contracts';
import { LLM_REPAIR_DEFAULTS } from '../../config/generation.config';
import type { JobName, JobTypes, ToolJobName } from '../../queue/generation-queue';
import type { ModelWriter } from '../../providers/openai-writer';
import type { ToolWriter } from '../../tools/tool-writer';
import { type RepairPolicy, writeVerified } from '../../verify/verify-and-repair';
import type { JobContext, JobProcessor } from '../job-processor';

/** The contracts' tool for a job name: the enum's values are the tools' names. */
type ToolOf<N extends ToolJobName> = `${N}` & GenerationTool;

/** The worker's configuration defaults: three calls per ask, two asks, then the offline engine, 80 s at most. */
export const DEFAULT_REPAIR_POLICY: RepairPolicy = { ...LLM_REPAIR_DEFAULTS };

/**
 * One copy tool as a queue job. Offline, the newsroom engine writes and checks at once. With a
 * model, the answer streams to the watching page as it is written, then is verified against the
 * source and repaired before delivery (see writeVerified); a model that keeps failing gives way
 * to the offline engine, labelled, unless the operator chose strict mode.
 */
export class ToolProcessor<N extends ToolJobName> implements JobProcessor<N> {
  constructor(
    readonly name: N,
    private readonly tool: ToolWriter<ToolOf<N>>,
    /** null: the offline engine writes. */
    private readonly model: ModelWriter | null,
    private readonly policy: RepairPolicy = DEFAULT_REPAIR_POLICY,
  ) {}

  async process(payload: JobTypes[N]['data'], context: JobContext): Promise<GenerationOutput> {
    const request = payload as Parameters<ToolWriter<ToolOf<N>>['offline']>[0];
    context.progress({ type: 'progress', stage: 'writing' });
    if (!this.model) {
      const output = this.tool.offline(request);
      context.progress({ type: 'progress', stage: 'checking' });
      return { ...output, provider: 'offline' };
    }
    const output = await writeVerified(this.tool, request, this.model, this.policy, {
      log: context.log,
      deadline: context.deadline,
      onText: (text) => context.progress({ type: 'text', text }),
      onChecking: () => context.progress({ type: 'progress', stage: 'checking' }),
    });
    return output;
  }
}

/** For the registry, which holds processors of every job type. */
export type AnyToolProcessor = ToolProcessor<ToolJobName> & JobProcessor<JobName>;

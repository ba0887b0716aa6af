import type { GenerationOutput, GenerationTool } from '@newsroom/contracts';
import type { JobName, JobTypes, ToolJobName } from '../../queue/generation-queue';
import type { ModelWriter } from '../../providers/openai-writer';
import type { ToolWriter } from '../../tools/tool-writer';
import type { JobContext, JobProcessor } from '../job-processor';

/** The contracts' tool for a job name: the enum's values are the tools' names. */
type ToolOf<N extends ToolJobName> = `${N}` & GenerationTool;

/**
 * One copy tool as a queue job. Offline, the newsroom engine writes and checks at once. With a
 * model, the answer streams to the watching page as it is written, then is read back, re-fitted
 * and checked by the copy engine. Provider failures arrive classified: a plain Error is retried
 * by the queue with backoff, an UnrecoverableError fails the job at once with its message.
 */
export class ToolProcessor<N extends ToolJobName> implements JobProcessor<N> {
  constructor(
    readonly name: N,
    private readonly tool: ToolWriter<ToolOf<N>>,
    /** null: the offline engine writes. */
    private readonly model: ModelWriter | null,
  ) {}

  async process(payload: JobTypes[N]['data'], context: JobContext): Promise<GenerationOutput> {
    const request = payload as Parameters<ToolWriter<ToolOf<N>>['offline']>[0];
    context.progress({ type: 'progress', stage: 'writing' });
    if (!this.model) {
      const output = this.tool.offline(request);
      context.progress({ type: 'progress', stage: 'checking' });
      return { ...output, provider: 'offline' };
    }
    const raw = await this.model.write(this.tool.prompt(request), (text) => context.progress({ type: 'text', text }));
    context.progress({ type: 'progress', stage: 'checking' });
    return { ...this.tool.fromModel(raw, request), provider: 'openai', model: this.model.model };
  }
}

/** For the registry, which holds processors of every job type. */
export type AnyToolProcessor = ToolProcessor<ToolJobName> & JobProcessor<JobName>;

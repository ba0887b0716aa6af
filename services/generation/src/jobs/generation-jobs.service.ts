import {
  BadGatewayException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import {
  DEFAULT_JOB_OPTIONS,
  GENERATION_QUEUE,
  type JobEnvelope,
  type JobName,
  type JobTypes,
} from '../queue/generation-queue';
import { bullConnection } from '../queue/queue-connection';
import { RunHistoryService } from '../runs/run-history.service';

export const JOBS_CONFIG = Symbol('JOBS_CONFIG');

export interface JobsConfig {
  redisUrl: string;
  prefix: string;
  timeoutMs: number;
}

export interface JobRequest<N extends JobName> {
  name: N;
  payload: JobTypes[N]['data'];
  requestId: string;
  userId: number | null;
  /** A page watching this job's progress (see contracts' STREAM_ID_HEADER). */
  streamId?: string;
  /** What the run history keeps: never the text itself. */
  history: { tool: string; options?: Record<string, unknown>; inputChars?: number };
}

/**
 * The API side of the queue: add a job, wait for its answer (bounded), record the run. The HTTP
 * contract stays synchronous while any number of workers do the work.
 */
@Injectable()
export class GenerationJobsService implements OnApplicationShutdown {
  private readonly queue: Queue;
  private readonly events: QueueEvents;

  constructor(
    @Inject(JOBS_CONFIG) private readonly config: JobsConfig,
    private readonly runs: RunHistoryService,
  ) {
    this.queue = new Queue(GENERATION_QUEUE, {
      connection: bullConnection(config.redisUrl, 'generation-api-queue'),
      prefix: config.prefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    });
    this.events = new QueueEvents(GENERATION_QUEUE, {
      connection: bullConnection(config.redisUrl, 'generation-api-events'),
      prefix: config.prefix,
    });
  }

  async run<N extends JobName>(request: JobRequest<N>): Promise<JobTypes[N]['result']> {
    await this.events.waitUntilReady();
    const started = Date.now();
    const envelope: JobEnvelope<JobTypes[N]['data']> = {
      requestId: request.requestId,
      userId: request.userId,
      payload: request.payload,
      ...(request.streamId ? { streamId: request.streamId } : {}),
      deadline: started + this.config.timeoutMs,
    };
    const job = await this.queue.add(request.name, envelope);
    const record = (outcome: 'completed' | 'failed' | 'timed_out', provider: string | null = null) =>
      this.runs.record({
        userId: request.userId,
        tool: request.history.tool,
        options: request.history.options ?? {},
        inputChars: request.history.inputChars ?? 0,
        provider,
        durationMs: Date.now() - started,
        outcome,
        requestId: request.requestId,
      });
    try {
      const result = (await job.waitUntilFinished(this.events, this.config.timeoutMs)) as JobTypes[N]['result'];
      await record('completed', providerOf(result));
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/timed out before finishing/.test(message)) {
        await record('timed_out');
        // Nobody waits for the answer any more: drop the job if no worker has taken it yet.
        await job.remove().catch(() => undefined);
        throw new GatewayTimeoutException('The job did not finish in time. Please try again.');
      }
      await record('failed');
      // A transient failure says "retrying" on each attempt; once the attempts are spent it is final.
      throw new BadGatewayException(message.replace(/; retrying$/, '') || 'The job failed');
    }
  }

  /** The queue itself, for the admins' dashboard. */
  get dashboardQueue(): Queue {
    return this.queue;
  }

  /** Live workers on the queue (each BullMQ worker registers its connection by name). */
  async workerCount(): Promise<number> {
    return (await this.queue.getWorkers()).length;
  }

  async onApplicationShutdown() {
    await Promise.allSettled([this.events.close(), this.queue.close()]);
  }
}

const providerOf = (result: unknown): string | null =>
  typeof result === 'object' && result !== null && typeof (result as { provider?: unknown }).provider === 'string'
    ? (result as { provider: string }).provider
    : null;

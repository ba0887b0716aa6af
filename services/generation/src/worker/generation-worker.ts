import { hostname } from 'node:os';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { runWithRequestContext } from '@newsroom/nest-common';
import { GENERATION_QUEUE, type JobEnvelope } from '../queue/generation-queue';
import { bullConnection } from '../queue/queue-connection';
import { ProgressPublisher } from '../progress/progress-publisher';
import type { RepairLog } from '../verify/verify-and-repair';
import type { JobProcessor } from './job-processor';

/** The provider, model and repairs of a tool's answer, for the 'job done' line. */
function whoWrote(result: unknown): Record<string, unknown> {
  if (typeof result !== 'object' || result === null || !('provider' in result)) return {};
  const { provider, model, repairs } = result as {
    provider?: unknown;
    model?: unknown;
    repairs?: { action: string }[];
  };
  return {
    provider,
    ...(model ? { model } : {}),
    ...(repairs?.length ? { repairs: repairs.map((r) => r.action) } : {}),
  };
}

export interface GenerationWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  /** Publishes progress to pages that watch a job (plain connection: pub/sub channels are not keys). */
  publisher: Redis;
  /** How long a job stays locked to this worker without a heartbeat; a killed worker's jobs are retaken after it. */
  lockDurationMs?: number;
}

/**
 * Takes jobs from the queue and hands each to its processor, inside the request id of the call
 * that queued it. A worker killed mid-job loses nothing: BullMQ sees the lock expire and another
 * worker takes the job again (stalled-job recovery).
 */
export class GenerationWorker {
  private readonly worker: Worker;

  constructor(
    private readonly processors: Map<string, JobProcessor>,
    private readonly logger: Logger,
    private readonly options: GenerationWorkerOptions,
  ) {
    this.worker = new Worker(GENERATION_QUEUE, (job) => this.handle(job), {
      connection: bullConnection(options.redisUrl, 'generation-worker'),
      prefix: options.prefix,
      concurrency: options.concurrency,
      name: `${hostname()}:${process.pid}`,
      autorun: false,
      // A killed worker's jobs are retaken after about lockDuration; keep it short enough to matter.
      lockDuration: options.lockDurationMs ?? 15_000,
      stalledInterval: Math.max(1_000, Math.round((options.lockDurationMs ?? 15_000) / 3)),
      maxStalledCount: 2,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { jobId: job?.id, job: job?.name, requestId: job?.data?.requestId, err: error },
        'job attempt failed',
      ),
    );
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'worker error'));
  }

  start() {
    void this.worker.run();
    this.logger.info({ queue: GENERATION_QUEUE, concurrency: this.worker.opts.concurrency }, 'worker started');
  }

  isRunning() {
    return this.worker.isRunning();
  }

  /** Stops taking jobs and waits for the ones in hand to finish. */
  async close() {
    await this.worker.close();
  }

  /**
   * A processor's log lines go to the worker's log with the job's ids, and to the job's own log,
   * which the queue dashboard shows beside the job: which provider answered, and why.
   */
  private jobLog(job: Job<JobEnvelope<unknown>>): RepairLog {
    const ids = { jobId: job.id, job: job.name, requestId: job.data.requestId };
    const write = (level: 'info' | 'warn', fields: Record<string, unknown>, message: string) => {
      this.logger[level]({ ...ids, ...fields }, message);
      void job.log(`${message} ${JSON.stringify(fields)}`).catch(() => undefined);
    };
    return {
      info: (fields, message) => write('info', fields, message),
      warn: (fields, message) => write('warn', fields, message),
    };
  }

  private async handle(job: Job<JobEnvelope<unknown>>) {
    const processor = this.processors.get(job.name);
    if (!processor) throw new UnrecoverableError(`No processor for job "${job.name}"`);
    const { requestId, userId, payload, streamId, deadline } = job.data;
    const progress = ProgressPublisher.forJob(
      this.options.publisher,
      this.logger,
      this.options.prefix,
      userId,
      streamId,
    );
    return runWithRequestContext({ requestId }, async () => {
      const started = Date.now();
      const attempt = job.attemptsMade + 1;
      try {
        const result = await processor.process(payload as never, {
          requestId,
          userId,
          attempt,
          progress: (event) => progress?.publish(event),
          log: this.jobLog(job),
          ...(typeof deadline === 'number' ? { deadline } : {}),
        });
        progress?.finish('completed');
        this.logger.info(
          { jobId: job.id, job: job.name, attempt, ms: Date.now() - started, ...whoWrote(result) },
          'job done',
        );
        return result;
      } catch (error) {
        const final = error instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
        if (final) progress?.finish('failed');
        throw error;
      }
    });
  }
}

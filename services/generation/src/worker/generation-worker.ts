import { hostname } from 'node:os';
import { Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import { runWithRequestContext } from '@newsroom/nest-common';
import { GENERATION_QUEUE, type JobEnvelope } from '../queue/generation-queue';
import { bullConnection } from '../queue/queue-connection';
import type { JobProcessor } from './job-processor';

export interface GenerationWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
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
    options: GenerationWorkerOptions,
  ) {
    this.worker = new Worker(GENERATION_QUEUE, (job) => this.handle(job), {
      connection: bullConnection(options.redisUrl, 'generation-worker'),
      prefix: options.prefix,
      concurrency: options.concurrency,
      name: `${hostname()}:${process.pid}`,
      autorun: false,
      // A killed worker's jobs are retaken after about lockDuration; keep it short enough to matter.
      lockDuration: 15_000,
      stalledInterval: 5_000,
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

  private async handle(job: Job<JobEnvelope<unknown>>) {
    const processor = this.processors.get(job.name);
    if (!processor) throw new Error(`No processor for job "${job.name}"`);
    const { requestId, userId, payload } = job.data;
    return runWithRequestContext({ requestId }, async () => {
      const started = Date.now();
      const result = await processor.process(payload as never, { requestId, userId, attempt: job.attemptsMade + 1 });
      this.logger.info({ jobId: job.id, job: job.name, ms: Date.now() - started }, 'job done');
      return result;
    });
  }
}

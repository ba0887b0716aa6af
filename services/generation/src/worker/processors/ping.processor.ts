import { hostname } from 'node:os';
import { JobName, type PingJobData, type PingJobResult } from '../../queue/generation-queue';
import type { JobProcessor } from '../job-processor';

export class PingProcessor implements JobProcessor<JobName.Ping> {
  readonly name = JobName.Ping;

  async process(payload: PingJobData): Promise<PingJobResult> {
    return { worker: `${hostname()}:${process.pid}`, pickedUpAfterMs: Math.max(0, Date.now() - payload.sentAt) };
  }
}

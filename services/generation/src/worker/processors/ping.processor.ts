import { hostname } from 'node:os';
import { JobName, type PingJobData, type PingJobResult } from '../../queue/generation-queue';
import type { JobProcessor } from '../job-processor';

export const MAX_HOLD_MS = 10_000;

export class PingProcessor implements JobProcessor<JobName.Ping> {
  readonly name = JobName.Ping;

  async process(payload: PingJobData): Promise<PingJobResult> {
    const pickedUpAfterMs = Math.max(0, Date.now() - payload.sentAt);
    const hold = Math.min(Math.max(payload.holdMs ?? 0, 0), MAX_HOLD_MS);
    if (hold) await new Promise((resolve) => setTimeout(resolve, hold));
    return { worker: `${hostname()}:${process.pid}`, pickedUpAfterMs };
  }
}

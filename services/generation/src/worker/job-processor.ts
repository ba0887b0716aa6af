import type { JobName, JobTypes } from '../queue/generation-queue';
import type { ProgressEvent } from '../progress/progress-channel';
import type { RepairLog } from '../verify/verify-and-repair';

export interface JobContext {
  requestId: string;
  userId: number | null;
  /** Which attempt this is, from 1: processors may log it, the queue handles retries. */
  attempt: number;
  /**
   * Tells a watching page how the job is going: a stage, or the copy written so far (whole, not a
   * delta). Cheap to call often: text is throttled before it reaches Redis. Never throws.
   */
  progress(event: ProgressEvent): void;
  /** What the job did and why, for on-call: the worker's log and the job's own log on the dashboard. */
  log: RepairLog;
  /** Epoch ms after which the API no longer waits for the answer; work past it is wasted. */
  deadline?: number;
}

/**
 * One processor per job type. Throw to fail the attempt: the queue retries it with backoff. Throw
 * bullmq's `UnrecoverableError` for a failure no retry can fix (a bad request, refused content):
 * the job then fails at once with that message.
 */
export interface JobProcessor<N extends JobName = JobName> {
  readonly name: N;
  process(payload: JobTypes[N]['data'], context: JobContext): Promise<JobTypes[N]['result']>;
}

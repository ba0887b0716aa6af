import type { JobName, JobTypes } from '../queue/generation-queue';
import type { ProgressEvent } from '../progress/progress-channel';

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

import type { JobName, JobTypes } from '../queue/generation-queue';

export interface JobContext {
  requestId: string;
  userId: number | null;
  /** Which attempt this is, from 1: processors may log it, the queue handles retries. */
  attempt: number;
}

/** One processor per job type. Throw to fail the attempt (the queue retries transient failures). */
export interface JobProcessor<N extends JobName = JobName> {
  readonly name: N;
  process(payload: JobTypes[N]['data'], context: JobContext): Promise<JobTypes[N]['result']>;
}

export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');

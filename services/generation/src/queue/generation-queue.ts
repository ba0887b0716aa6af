import type { DefaultJobOptions } from 'bullmq';

/** The one queue the API fills and the workers drain. */
export const GENERATION_QUEUE = 'generation';

/** Every job type. A worker refuses to start unless each has exactly one processor. */
export enum JobName {
  /** An on-call round trip through the queue: proves a worker is alive and how fast. */
  Ping = 'ping',
}

/** What every job carries besides its payload: who asked, and the request id that traces it. */
export interface JobEnvelope<T> {
  requestId: string;
  userId: number | null;
  payload: T;
}

export interface PingJobData {
  sentAt: number;
  /** Keeps the worker busy this long (at most 10 s): lets on-call and tests watch shutdown and recovery. */
  holdMs?: number;
}

export interface PingJobResult {
  worker: string;
  pickedUpAfterMs: number;
}

export interface JobTypes {
  [JobName.Ping]: { data: PingJobData; result: PingJobResult };
}

/**
 * Defaults for every job, in one place. Transient failures retry with exponential backoff and
 * jitter; finished jobs are trimmed by age and count so Redis never grows without end.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000, jitter: 0.5 },
  removeOnComplete: { age: 3_600, count: 1_000 },
  removeOnFail: { age: 24 * 3_600, count: 5_000 },
};

import type { DefaultJobOptions } from 'bullmq';
import type { GenerationOutput, GenerationTool, ToolRequests } from '@newsroom/contracts';

/** The one queue the API fills and the workers drain. */
export const GENERATION_QUEUE = 'generation';

/** Every job type. A worker refuses to start unless each has exactly one processor. */
export enum JobName {
  /** An on-call round trip through the queue: proves a worker is alive and how fast. */
  Ping = 'ping',
  Simplify = 'simplify',
  Vosot = 'vosot',
  Tease = 'tease',
  Banner = 'banner',
  Article = 'article',
  Social = 'social',
  Coach = 'coach',
}

/** The copy tools, each a job type named as the tool (contracts' GENERATION_TOOLS). */
export type ToolJobName = Exclude<JobName, JobName.Ping>;
export const TOOL_JOB_NAMES: readonly ToolJobName[] = Object.values(JobName).filter(
  (name): name is ToolJobName => name !== JobName.Ping,
);

/** What every job carries besides its payload: who asked, and the request id that traces it. */
export interface JobEnvelope<T> {
  requestId: string;
  userId: number | null;
  payload: T;
  /** Where the worker publishes progress and the copy as it is written (see contracts' STREAM_ID_HEADER). */
  streamId?: string;
  /** Epoch ms when the API stops waiting (its JOB_TIMEOUT_MS): the worker answers before it. */
  deadline?: number;
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

type ToolJob<T extends GenerationTool> = { data: ToolRequests[T]; result: GenerationOutput };
type ToolJobTypes = {
  [JobName.Simplify]: ToolJob<'simplify'>;
  [JobName.Vosot]: ToolJob<'vosot'>;
  [JobName.Tease]: ToolJob<'tease'>;
  [JobName.Banner]: ToolJob<'banner'>;
  [JobName.Article]: ToolJob<'article'>;
  [JobName.Social]: ToolJob<'social'>;
  [JobName.Coach]: ToolJob<'coach'>;
};

export type JobTypes = ToolJobTypes & {
  [JobName.Ping]: { data: PingJobData; result: PingJobResult };
};

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

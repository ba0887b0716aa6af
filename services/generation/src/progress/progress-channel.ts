import type { GenerationStreamEvent } from '@newsroom/contracts';

/**
 * The Redis pub/sub channel a job's progress goes to. It names the user, so a stream id guessed
 * by someone else opens an empty channel: the API subscribes only for the signed-in user.
 */
export const progressChannel = (prefix: string, userId: number | null, streamId: string) =>
  `${prefix}:generation-progress:${userId ?? 'anonymous'}:${streamId}`;

export type ProgressEvent = Exclude<GenerationStreamEvent, { type: 'done' }>;

import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GenerationStreamEvent } from '@newsroom/contracts';
import { progressChannel, type ProgressEvent } from './progress-channel';

/** Text events closer together than this are merged: the page sees the latest copy, Redis sees less. */
export const TEXT_THROTTLE_MS = 150;

/**
 * Publishes one job's progress to its channel. Stages go out at once; text at most every
 * TEXT_THROTTLE_MS (the last one always goes out when the job finishes). Publishing is best
 * effort: a page that misses an event catches up on the next, and the POST answer is the result.
 */
export class ProgressPublisher {
  private pendingText: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastTextAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {}

  static forJob(redis: Redis, logger: Logger, prefix: string, userId: number | null, streamId: string | undefined) {
    return streamId ? new ProgressPublisher(redis, progressChannel(prefix, userId, streamId), logger) : null;
  }

  publish(event: ProgressEvent) {
    if (event.type !== 'text') {
      this.flush();
      this.send(event);
      return;
    }
    this.pendingText = event.text;
    const wait = TEXT_THROTTLE_MS - (Date.now() - this.lastTextAt);
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  /** Sends the last text held back, then `done`. */
  finish(outcome: 'completed' | 'failed') {
    this.flush();
    this.send({ type: 'done', outcome });
  }

  private flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pendingText === null) return;
    const text = this.pendingText;
    this.pendingText = null;
    this.lastTextAt = Date.now();
    this.send({ type: 'text', text });
  }

  private send(event: GenerationStreamEvent) {
    this.redis
      .publish(this.channel, JSON.stringify(event))
      .catch((err: unknown) => this.logger.debug({ err }, 'progress not published'));
  }
}

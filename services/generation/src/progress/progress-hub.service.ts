import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createRedis } from '@newsroom/nest-common';

export const PROGRESS_CONFIG = Symbol('PROGRESS_CONFIG');

export interface ProgressConfig {
  redisUrl: string;
}

type Listener = (message: string) => void;

/**
 * One Redis subscriber connection for every progress stream this process serves: each page that
 * watches a job adds a listener on its job's channel, and the channel is dropped with its last one.
 */
@Injectable()
export class ProgressHub implements OnApplicationShutdown {
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(@Inject(PROGRESS_CONFIG) private readonly config: ProgressConfig) {}

  /** Resolves once subscribed, so nothing published after it is missed; returns the unsubscribe. */
  async listen(channel: string, listener: Listener): Promise<() => void> {
    const subscriber = this.connection();
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await subscriber.subscribe(channel);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(listener) || current.size) return;
      this.listeners.delete(channel);
      void subscriber.unsubscribe(channel).catch(() => undefined);
    };
  }

  private connection(): Redis {
    if (!this.subscriber) {
      this.subscriber = createRedis(this.config.redisUrl, { name: 'generation-progress' });
      this.subscriber.on('message', (channel: string, message: string) => {
        for (const listener of this.listeners.get(channel) ?? []) listener(message);
      });
    }
    return this.subscriber;
  }

  async onApplicationShutdown() {
    await this.subscriber?.quit().catch(() => undefined);
  }
}

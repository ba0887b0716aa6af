import { DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createRedis } from './redis';

export const REDIS = Symbol('REDIS');

class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared ioredis client per process, closed on shutdown. Inject it with `@Inject(REDIS)`. */
@Global()
@Module({})
export class RedisModule {
  static forRoot(options: () => { url: string; name: string; keyPrefix: string }): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS, useFactory: () => createRedis(options().url, options()) }, RedisCloser],
      exports: [REDIS],
    };
  }
}

import { createRedis } from '@newsroom/nest-common';

/** BullMQ wants its own connections (QueueEvents blocks on one); `prefix` keeps runs apart. */
export function bullConnection(redisUrl: string, name: string) {
  return createRedis(redisUrl, { name, forBullmq: true });
}

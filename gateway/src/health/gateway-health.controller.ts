import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { ServiceName } from '@newsroom/contracts';
import { REDIS, checkReadiness } from '@newsroom/nest-common';
import type { Upstream } from '../proxy/upstream-proxy';

export const UPSTREAMS = Symbol('UPSTREAMS');

/**
 * Public probes. `/ready` is about the gateway itself (it needs Redis for sessions) and also
 * reports each service, so an on-call engineer sees at a glance which one is down.
 */
@Controller()
export class GatewayHealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(UPSTREAMS) private readonly upstreams: Record<ServiceName, Upstream>,
  ) {}

  @Get('health')
  health() {
    return { status: 'ok', service: 'gateway' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const own = await checkReadiness([{ name: 'redis', check: () => this.redis.ping() }]);
    const services = await checkReadiness(
      Object.values(this.upstreams).map((u) => ({
        name: u.name,
        check: async () => {
          const answer = await fetch(`${u.url}/ready`, { signal: AbortSignal.timeout(2_000) });
          if (!answer.ok) throw new Error(`answered ${answer.status}`);
        },
      })),
    );
    if (!own.ready) {
      res.status(503);
      return { message: 'gateway is not ready: redis not answering', checks: own.checks, services: services.checks };
    }
    return { status: services.ready ? 'ready' : 'degraded', checks: own.checks, services: services.checks };
  }
}

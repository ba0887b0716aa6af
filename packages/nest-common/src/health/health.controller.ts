import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Probe } from '../identity/identity.guard';
import { type ReadinessCheck, checkReadiness } from './readiness';

export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

/** `/health`: the process is alive. `/ready`: its Postgres and Redis (and whatever else it needs) answer. */
@Controller()
export class HealthController {
  private readonly started = Date.now();

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  @Probe()
  @Get('health')
  health() {
    return { status: 'ok', service: this.service, uptimeSeconds: Math.round((Date.now() - this.started) / 1000) };
  }

  @Probe()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const report = await checkReadiness(this.checks);
    if (!report.ready) {
      res.status(503);
      const down = Object.entries(report.checks)
        .filter(([, o]) => o.status === 'down')
        .map(([name]) => name);
      return { message: `${this.service} is not ready: ${down.join(', ')} not answering`, ...report };
    }
    return { status: 'ready', service: this.service, ...report };
  }
}

import { DynamicModule, Module, type InjectionToken } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, SERVICE_NAME } from './health.controller';
import type { ReadinessCheck } from './readiness';

@Module({})
export class HealthModule {
  /** `inject` lists the providers the check factory needs (a DataSource, a Redis client, …). */
  static register(options: {
    service: string;
    inject?: InjectionToken[];
    imports?: DynamicModule['imports'];
    checks: (...deps: never[]) => ReadinessCheck[];
  }): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: READINESS_CHECKS, useFactory: options.checks, inject: options.inject ?? [] },
      ],
    };
  }
}

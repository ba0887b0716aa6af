import { DynamicModule, Global, Module } from '@nestjs/common';
import type { BillingConfig } from './billing.config';

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

/** The validated environment, injectable anywhere in billing with `@Inject(BILLING_CONFIG)`. */
@Global()
@Module({})
export class BillingConfigModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: BillingConfigModule,
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}

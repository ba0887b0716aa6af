import { serviceAppModule } from '@newsroom/nest-common';
import type { BillingConfig } from './config/billing.config';
import { billingDatabase } from './database/billing-database';
import { PlansModule } from './plans/plans.module';

export const billingAppModule = (config: BillingConfig) =>
  serviceAppModule({
    name: 'billing',
    database: billingDatabase(config),
    redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_PREFIX },
    imports: [PlansModule],
  });

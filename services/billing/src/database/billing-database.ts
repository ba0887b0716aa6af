import type { ServiceDatabaseOptions } from '@newsroom/nest-common';
import type { BillingConfig } from '../config/billing.config';
import { SubscriptionPlanEntity } from '../plans/entities/subscription-plan.entity';
import { CreateSubscriptionPlans1763800000100 } from './migrations/1763800000100-create-subscription-plans';

export const billingDatabase = (config: Pick<BillingConfig, 'DATABASE_URL' | 'DB_SCHEMA'>): ServiceDatabaseOptions => ({
  url: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  entities: [SubscriptionPlanEntity],
  migrations: [CreateSubscriptionPlans1763800000100],
  applicationName: 'billing',
});

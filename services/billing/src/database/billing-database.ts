import type { ServiceDatabaseOptions } from '@newsroom/nest-common';
import type { BillingConfig } from '../config/billing.config';
import { BillingSettingEntity } from '../marketing-video/entities/billing-setting.entity';
import { PaymentSettingsEntity } from '../payment-settings/entities/payment-settings.entity';
import { PaymentLinkEntity } from '../payments/entities/payment-link.entity';
import { SubscriptionPlanEntity } from '../plans/entities/subscription-plan.entity';
import { SubscriptionEntity } from '../subscriptions/entities/subscription.entity';
import { ProcessedStripeEventEntity } from '../webhooks/entities/processed-stripe-event.entity';
import { CreateSubscriptionPlans1763800000100 } from './migrations/1763800000100-create-subscription-plans';
import { CreateSubscriptionsAndStripe1763800000200 } from './migrations/1763800000200-create-subscriptions-and-stripe';
import { CreateTrialCards1764200000300 } from './migrations/1764200000300-create-trial-cards';

export const billingDatabase = (config: Pick<BillingConfig, 'DATABASE_URL' | 'DB_SCHEMA'>): ServiceDatabaseOptions => ({
  url: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  entities: [
    SubscriptionPlanEntity,
    SubscriptionEntity,
    ProcessedStripeEventEntity,
    PaymentSettingsEntity,
    PaymentLinkEntity,
    BillingSettingEntity,
  ],
  migrations: [
    CreateSubscriptionPlans1763800000100,
    CreateSubscriptionsAndStripe1763800000200,
    CreateTrialCards1764200000300,
  ],
  applicationName: 'billing',
});

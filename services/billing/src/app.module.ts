import { serviceAppModule } from '@newsroom/nest-common';
import { BillingConfigModule } from './config/billing-config.module';
import type { BillingConfig } from './config/billing.config';
import { billingDatabase } from './database/billing-database';
import { MarketingVideoModule } from './marketing-video/marketing-video.module';
import { PaymentSettingsModule } from './payment-settings/payment-settings.module';
import { PaymentsModule } from './payments/payments.module';
import { PlansModule } from './plans/plans.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { StripeWebhooksModule } from './webhooks/stripe-webhooks.module';

export const billingAppModule = (config: BillingConfig) =>
  serviceAppModule({
    name: 'billing',
    database: billingDatabase(config),
    redis: { url: config.REDIS_URL, keyPrefix: config.REDIS_PREFIX },
    imports: [
      BillingConfigModule.forRoot(config),
      PlansModule,
      PaymentSettingsModule,
      SubscriptionsModule,
      PaymentsModule,
      StripeWebhooksModule,
      MarketingVideoModule,
    ],
  });

/** The Stripe webhook is verified against the exact bytes Stripe signed, so the JSON parser keeps them. */
export const billingBootOptions = (config: BillingConfig) => ({
  name: 'billing',
  module: billingAppModule(config),
  config,
  rawBody: true,
});

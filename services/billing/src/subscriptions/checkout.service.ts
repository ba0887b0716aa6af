import { BadGatewayException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  BILLING_MESSAGES,
  type CheckoutRequest,
  type CheckoutSession,
  TRIAL_DAYS,
  hasRenewingSubscription,
} from '@newsroom/contracts';
import { StripePricesService } from '../payments/stripe-prices.service';
import type { Interval } from '../payments/utils/catalog.util';
import { type StripeAccount, StripeClientService } from '../stripe/stripe-client.service';
import { stripeCall } from '../stripe/stripe-errors.util';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionsService } from './subscriptions.service';
import { checkoutClientSecret } from './utils/checkout-secret.util';
import { subscriptionView } from './utils/subscription-view.util';

const INTERVAL_OF_PLAN: Record<CheckoutRequest['plan'], Interval> = { monthly: 'month', yearly: 'year' };

/**
 * Starts the card payment step (/checkout): an incomplete Stripe subscription for the plan's price,
 * whose first payment (or, during the trial, the saved card) the browser confirms with the secret.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stripe: StripeClientService,
    private readonly prices: StripePricesService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async start(userId: number, { plan }: CheckoutRequest): Promise<CheckoutSession> {
    const account = await this.stripe.account();
    if (!account) throw new ServiceUnavailableException(BILLING_MESSAGES.paymentSetup);
    const price = (await stripeCall(() => this.prices.ensurePrices(account)))[INTERVAL_OF_PLAN[plan]];
    const clientSecret = await stripeCall(() =>
      // The row stays locked while Stripe is asked, so two clicks make one customer and one trial.
      this.db.transaction(async (m) => {
        const row = await this.subscriptions.lockRow(m, userId);
        // The page offers no card payment then either: a second subscription would charge twice.
        if (hasRenewingSubscription(subscriptionView(row)))
          throw new ConflictException(BILLING_MESSAGES.alreadySubscribed);
        const customerId = row.stripeCustomerId ?? (await this.createCustomer(account, userId));
        const trial = !row.trialUsedAt;
        const subscription = await account.stripe.subscriptions.create({
          customer: customerId,
          items: [{ price: price.id }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(trial
            ? {
                trial_period_days: TRIAL_DAYS,
                // A trial whose card was never saved ends instead of turning into an unpaid subscription.
                trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
              }
            : {}),
          metadata: { userId: String(userId) },
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        });
        await m.update(
          SubscriptionEntity,
          { id: row.id },
          { stripeCustomerId: customerId, ...(trial ? { trialUsedAt: new Date() } : {}) },
        );
        return checkoutClientSecret(subscription);
      }),
    );
    if (!clientSecret) throw new BadGatewayException(BILLING_MESSAGES.providerUnavailable);
    return { clientSecret };
  }

  private async createCustomer(account: StripeAccount, userId: number): Promise<string> {
    // Keyed per user and account: a retry after a failed transaction gets the same customer back.
    const customer = await account.stripe.customers.create(
      { metadata: { userId: String(userId) } },
      { idempotencyKey: `newsroom-customer-${account.fingerprint}-${userId}` },
    );
    return customer.id;
  }
}

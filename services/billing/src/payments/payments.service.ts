import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type Stripe from 'stripe';
import { BILLING_MESSAGES, type PaymentLinks, type ProductInfo, TRIAL_DAYS } from '@newsroom/contracts';
import { BILLING_CONFIG } from '../config/billing-config.module';
import type { BillingConfig } from '../config/billing.config';
import { PlansService } from '../plans/plans.service';
import { type StripeAccount, StripeClientService } from '../stripe/stripe-client.service';
import { stripeCall } from '../stripe/stripe-errors.util';
import { PaymentLinkEntity } from './entities/payment-link.entity';
import { StripePricesService } from './stripe-prices.service';
import { type Interval, INTERVALS, linkForUser, productInfoFromPlans } from './utils/catalog.util';

@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stripe: StripeClientService,
    private readonly plans: PlansService,
    private readonly prices: StripePricesService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** From Stripe (the product and its two active prices) when keys are set; else from the active plans. */
  async productInfo(): Promise<ProductInfo> {
    const account = await this.stripe.account();
    if (!account) return productInfoFromPlans(await this.plans.listActive(), null);
    const prices = await stripeCall(() => this.prices.ensurePrices(account));
    const product = prices.month.product as Stripe.Product;
    return {
      product: { name: product.name, description: product.description ?? '' },
      prices: INTERVALS.map((interval) => ({
        id: prices[interval].id,
        nickname: prices[interval].nickname ?? '',
        unit_amount: prices[interval].unit_amount ?? 0,
        recurring: { interval },
      })),
      publishableKey: account.keys.publishableKey,
    };
  }

  /** The monthly and yearly links, made once per Stripe account and reused, each carrying the user. */
  async paymentLinks(userId: number): Promise<PaymentLinks> {
    const account = await this.stripe.account();
    if (!account) throw new ServiceUnavailableException(BILLING_MESSAGES.paymentSetup);
    const links = await stripeCall(() =>
      this.db.transaction(async (m) => {
        // One creator at a time; the others find its links.
        await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:payment-links'))`);
        const stored = await m.find(PaymentLinkEntity);
        const usable = (interval: Interval) =>
          stored.find((l) => l.interval === interval && l.accountFingerprint === account.fingerprint);
        if (usable('month') && usable('year')) return { month: usable('month')!, year: usable('year')! };
        const prices = await this.prices.ensurePrices(account);
        const made: Partial<Record<Interval, PaymentLinkEntity>> = {};
        for (const interval of INTERVALS) {
          made[interval] =
            usable(interval) ?? (await m.save(await this.createLink(account, interval, prices[interval].id)));
        }
        return made as Record<Interval, PaymentLinkEntity>;
      }),
    );
    const secret = this.config.INTERNAL_TOKEN_SECRET;
    return {
      monthlyLink: linkForUser(links.month.url, userId, secret),
      yearlyLink: linkForUser(links.year.url, userId, secret),
    };
  }

  private async createLink(account: StripeAccount, interval: Interval, priceId: string): Promise<PaymentLinkEntity> {
    const link = await account.stripe.paymentLinks.create({
      line_items: [{ price: priceId, quantity: 1 }],
      after_completion: { type: 'redirect', redirect: { url: `${this.config.PUBLIC_URL}/subscription?success=true` } },
      subscription_data: { trial_period_days: TRIAL_DAYS },
      metadata: { app: 'newsroom-copy-desk', interval },
    });
    return Object.assign(new PaymentLinkEntity(), {
      interval,
      accountFingerprint: account.fingerprint,
      stripePriceId: priceId,
      stripePaymentLinkId: link.id,
      url: link.url,
    });
  }
}

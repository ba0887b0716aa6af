import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PlansService } from '../plans/plans.service';
import type { StripeAccount } from '../stripe/stripe-client.service';
import { type Interval, INTERVALS, LOOKUP_KEYS, PRODUCT, offerFromPlans } from './utils/catalog.util';

/** Our monthly and yearly Stripe prices: product info, payment links and card checkout all bill these. */
@Injectable()
export class StripePricesService {
  constructor(private readonly plans: PlansService) {}

  /** Finds our two prices by lookup key, creating the product and any missing price from the active plans. */
  async ensurePrices(account: StripeAccount): Promise<Record<Interval, Stripe.Price>> {
    const found = await account.stripe.prices.list({
      lookup_keys: INTERVALS.map((i) => LOOKUP_KEYS[i]),
      active: true,
      expand: ['data.product'],
      limit: 10,
    });
    const byInterval = (interval: Interval) => found.data.find((p) => p.lookup_key === LOOKUP_KEYS[interval]);
    if (byInterval('month') && byInterval('year')) return { month: byInterval('month')!, year: byInterval('year')! };
    const existing = byInterval('month') ?? byInterval('year');
    const product =
      (existing?.product as Stripe.Product | undefined) ??
      (await account.stripe.products.create({ name: PRODUCT.name, description: PRODUCT.description }));
    const offer = offerFromPlans(await this.plans.listActive());
    const result = {} as Record<Interval, Stripe.Price>;
    for (const interval of INTERVALS) {
      const price =
        byInterval(interval) ??
        (await account.stripe.prices.create({
          product: product.id,
          currency: 'usd',
          unit_amount: offer[interval].amount,
          nickname: offer[interval].nickname,
          recurring: { interval },
          lookup_key: LOOKUP_KEYS[interval],
        }));
      result[interval] = { ...price, product };
    }
    return result;
  }
}

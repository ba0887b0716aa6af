import { MONTHLY_PRICE_CENTS, type ProductInfo, YEARLY_PRICE_CENTS } from '@newsroom/contracts';
import { clientReference } from './client-reference.util';

export type Interval = 'month' | 'year';
export const INTERVALS: Interval[] = ['month', 'year'];

export const PRODUCT = {
  name: 'Newsroom Copy Desk Premium',
  description: 'VOSOT, tease, banner and digital article tools, plus the Training Hub and AI career coach.',
} as const;

/** Stripe lookup keys that name our two prices in any account. */
export const LOOKUP_KEYS: Record<Interval, string> = {
  month: 'newsroom_premium_monthly',
  year: 'newsroom_premium_yearly',
};

export interface PlanLike {
  id: number;
  name: string;
  price: number;
}

/** A plan bills yearly when its name says so (Yearly, Annual); otherwise monthly. */
export const intervalOf = (plan: Pick<PlanLike, 'name'>): Interval =>
  /year|annual/i.test(plan.name) ? 'year' : 'month';

/** The monthly and yearly offer from the active plans (first of each interval), with the spec prices as fallback. */
export function offerFromPlans(
  plans: PlanLike[],
): Record<Interval, { nickname: string; amount: number; planId: number | null }> {
  const pick = (interval: Interval) => plans.find((p) => intervalOf(p) === interval);
  const month = pick('month');
  const year = pick('year');
  return {
    month: {
      nickname: month?.name ?? 'Monthly',
      amount: month?.price ?? MONTHLY_PRICE_CENTS,
      planId: month?.id ?? null,
    },
    year: { nickname: year?.name ?? 'Yearly', amount: year?.price ?? YEARLY_PRICE_CENTS, planId: year?.id ?? null },
  };
}

/** Product info without Stripe: the active plans as prices (cents, month or year). */
export function productInfoFromPlans(plans: PlanLike[], publishableKey: string | null): ProductInfo {
  return {
    product: { ...PRODUCT },
    prices: plans.map((plan) => ({
      id: `plan_${plan.id}`,
      nickname: plan.name,
      unit_amount: plan.price,
      recurring: { interval: intervalOf(plan) },
    })),
    publishableKey,
  };
}

/**
 * The link for one user: Stripe copies `client_reference_id` from the link's URL into the checkout
 * session. The reference is signed (see clientReference), because anyone can edit a URL.
 */
export function linkForUser(url: string, userId: number, secret: string): string {
  const link = new URL(url);
  link.searchParams.set('client_reference_id', clientReference(userId, secret));
  return link.toString();
}

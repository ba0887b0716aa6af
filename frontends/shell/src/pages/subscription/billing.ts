import {
  BILLING_QUERY_KEYS,
  type BillingActionResult,
  type CheckoutRequest,
  type CheckoutSession,
  MONTHLY_PRICE_CENTS,
  type PaymentLinks,
  type ProductInfo,
  type SubscriptionPlanView,
  type SubscriptionStatusView,
  YEARLY_PRICE_CENTS,
} from '@newsroom/contracts';
import { apiFetch } from '@newsroom/ui';

// Spec sections 4 and 9.
/** The subscription page refetches the status this often. */
export const SUBSCRIPTION_PAGE_REFETCH_MS = 60_000;
/** The page reloads this long after a successful manual trial activation. */
export const TRIAL_RELOAD_MS = 1000;
/** After a confirmed payment the checkout goes back to /subscription this long after. */
export const PAYMENT_REDIRECT_MS = 2000;

export const PRODUCT_INFO_QUERY_KEY = BILLING_QUERY_KEYS.productInfo;
export const PAYMENT_LINKS_QUERY_KEY = ['payment-links'] as const;

/** Held in an object so tests can replace it: jsdom cannot reload a page. */
export const browserPage = {
  reload(): void {
    window.location.reload();
  },
};

/** A plan's yearly interval is named in its name (Yearly, Annual), as the billing server reads it. */
const intervalOfPlan = (name: string): 'month' | 'year' => (/year|annual/i.test(name) ? 'year' : 'month');

/** GET /api/subscription/product-info, or the active plans from GET /api/subscription-plans when that fails. */
export async function fetchProductInfo(): Promise<ProductInfo> {
  try {
    return await apiFetch<ProductInfo>('/api/subscription/product-info');
  } catch (productInfoError) {
    let plans: SubscriptionPlanView[];
    try {
      plans = await apiFetch<SubscriptionPlanView[]>('/api/subscription-plans');
    } catch {
      throw productInfoError;
    }
    return {
      product: { name: 'Premium', description: '' },
      prices: plans
        .filter((plan) => plan.active)
        .map((plan) => ({
          id: `plan_${plan.id}`,
          nickname: plan.name,
          unit_amount: plan.price,
          recurring: { interval: intervalOfPlan(plan.name) },
        })),
      publishableKey: null,
    };
  }
}

/** POST /api/create-payment-links */
export const createPaymentLinks = () => apiFetch<PaymentLinks>('/api/create-payment-links', { method: 'POST' });

/** POST /api/subscription/checkout: the client secret /checkout confirms with the card form. */
export const startCheckout = (plan: CheckoutRequest['plan']) =>
  apiFetch<CheckoutSession>('/api/subscription/checkout', { method: 'POST', json: { plan } });

/** The /checkout address for a client secret. */
export const checkoutPath = (clientSecret: string) => `/checkout?clientSecret=${encodeURIComponent(clientSecret)}`;

/** POST /api/subscription/cancel (the billing server adds the new status to the answer). */
export const cancelSubscription = () =>
  apiFetch<BillingActionResult & Partial<SubscriptionStatusView>>('/api/subscription/cancel', { method: 'POST' });

/** POST /api/activate-manual-trial */
export const activateManualTrial = () =>
  apiFetch<BillingActionResult>('/api/activate-manual-trial', { method: 'POST' });

/** Prices are cents; shown as cents divided by 100 (spec section 9). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface Offer {
  monthlyCents: number;
  yearlyCents: number;
  /** What a year of the monthly plan would cost more than the yearly one, in cents. */
  yearlySavingCents: number;
  /** The saving as a whole percentage of a year of monthly payments. */
  yearlySavingPercent: number;
  /** The yearly price spread over twelve months, in cents. */
  yearlyPerMonthCents: number;
}

/** The two plans from the product info (first price of each interval), with the spec prices when absent. */
export function offerFrom(info: ProductInfo | undefined): Offer {
  const priceOf = (interval: 'month' | 'year') =>
    info?.prices.find((price) => price.recurring?.interval === interval)?.unit_amount;
  const monthlyCents = priceOf('month') ?? MONTHLY_PRICE_CENTS;
  const yearlyCents = priceOf('year') ?? YEARLY_PRICE_CENTS;
  const yearOfMonthly = monthlyCents * 12;
  const yearlySavingCents = Math.max(0, yearOfMonthly - yearlyCents);
  return {
    monthlyCents,
    yearlyCents,
    yearlySavingCents,
    yearlySavingPercent: yearOfMonthly > 0 ? Math.round((yearlySavingCents / yearOfMonthly) * 100) : 0,
    yearlyPerMonthCents: Math.round(yearlyCents / 12),
  };
}

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Payment incomplete',
  incomplete_expired: 'Payment expired',
  paused: 'Paused',
  inactive: 'No active subscription',
};

/** The status in words a journalist reads. */
export function statusInWords(status: string | null | undefined): string {
  return STATUS_WORDS[status ?? 'inactive'] ?? STATUS_WORDS.inactive;
}

/** A period end as "March 14, 2027"; null when absent or unreadable. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

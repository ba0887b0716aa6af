import { z } from 'zod';
import { atMostMessage, controlCharactersMessage, hasControlCharacters, safeText } from './text';

/** Longest marketing video URL: any real embed or watch link fits; a megabyte of text does not. */
export const VIDEO_URL_MAX = 2_048;

/** Business constants (spec sections 1 and 9): prices in cents, the free trial in days. */
export const MONTHLY_PRICE_CENTS = 1495;
export const YEARLY_PRICE_CENTS = 9000;
export const TRIAL_DAYS = 7;

/** Messages exactly as the spec gives them (sections 5 and 8), plus the server's own for billing. */
export const BILLING_MESSAGES = {
  planNameMin: 'Plan name must be at least 3 characters.',
  planDescriptionMin: 'Description must be at least 10 characters.',
  planPriceInvalid: 'Price must be a valid number.',
  planFeaturesInvalid: 'Features must be a valid JSON array of strings.',
  keysRequired: 'Both the secret key and the public key are required.',
  secretKeyPrefix: 'The secret key must start with sk_',
  publicKeyPrefix: 'The public key must start with pk_',
  videoUrlRequired: 'Please enter a video URL.',
  paymentSetupTitle: 'Payment Setup',
  paymentSetupText: 'Setting up payment options. Please wait a moment and try again.',
  paymentSetup: 'Payment Setup: Setting up payment options. Please wait a moment and try again.',
  trialActivated: 'Your 7-day free trial is now active.',
  trialAlreadyUsed: 'Your free trial has already been used.',
  // One trial per card: once payments are set up, the free trial starts from a plan, with a card.
  trialNeedsCard: 'Free trials start with a card: choose a plan below to begin your 7-day trial.',
  alreadySubscribed: 'You already have an active subscription.',
  nothingToCancel: 'You have no active subscription to cancel.',
  alreadyCanceled: 'Your subscription is already set to end and will not renew.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  planNotFound: 'Plan not found',
  checkoutPlanInvalid: "Please choose a plan: 'monthly' or 'yearly'.",
  // Client-side toasts (section 8).
  cancelFailed: 'Failed to cancel subscription',
  activationFailedTitle: 'Activation Failed',
  activationFailedText: 'Please try again',
  paymentFailed: 'An error occurred during payment processing',
  invalidCheckoutTitle: 'Invalid Checkout Session',
  invalidCheckoutText: 'Please start the subscription process again',
  checkoutAuthRequiredTitle: 'Authentication Required',
  checkoutAuthRequiredText: 'Please log in to complete your subscription',
  paymentsNotConfigured: 'Payments are not configured yet. Please try again later.',
  paymentFormUnavailable: 'The payment form could not be loaded. Please check your connection and try again.',
  saveVideoFailed: 'Failed to save video URL',
  savePaymentSettingsFailed: 'Failed to save payment settings',
  deletePlanFailed: 'Failed to delete plan',
  noPlanSelected: 'No plan selected for editing',
} as const;

/** Upper bounds the spec leaves open, so a plan is never megabytes of text. */
export const PLAN_LIMITS = { name: 120, description: 2_000, feature: 200, features: 50 } as const;

const featuresArray = z
  .array(
    z
      .string({ error: BILLING_MESSAGES.planFeaturesInvalid })
      .max(PLAN_LIMITS.feature, atMostMessage('A feature', PLAN_LIMITS.feature))
      .refine((value) => !hasControlCharacters(value), controlCharactersMessage('A feature')),
    { error: BILLING_MESSAGES.planFeaturesInvalid },
  )
  .max(PLAN_LIMITS.features, `A plan lists at most ${PLAN_LIMITS.features} features.`);

/** POST /api/admin/subscription-plans and PATCH /api/admin/subscription-plans/{id}. */
export const planSchema = z.object({
  name: safeText({ label: 'The plan name', min: 3, minMessage: BILLING_MESSAGES.planNameMin, max: PLAN_LIMITS.name }),
  description: safeText({
    label: 'The description',
    min: 10,
    minMessage: BILLING_MESSAGES.planDescriptionMin,
    max: PLAN_LIMITS.description,
    multiline: true,
  }),
  price: z
    .number({ error: BILLING_MESSAGES.planPriceInvalid })
    .int(BILLING_MESSAGES.planPriceInvalid)
    .min(0, BILLING_MESSAGES.planPriceInvalid)
    .max(100_000_000, BILLING_MESSAGES.planPriceInvalid),
  features: featuresArray,
  active: z.boolean().default(true),
});
export type PlanRequest = z.infer<typeof planSchema>;

export interface SubscriptionPlanView {
  id: number;
  name: string;
  description: string;
  price: number;
  features: string[];
  active: boolean;
}

/** The admin form's features field is JSON text; this turns it into the array or gives the spec's message. */
export function parseFeaturesText(text: string): { ok: true; features: string[] } | { ok: false; message: string } {
  try {
    const parsed = featuresArray.safeParse(JSON.parse(text));
    if (parsed.success) return { ok: true, features: parsed.data };
  } catch {
    /* not JSON */
  }
  return { ok: false, message: BILLING_MESSAGES.planFeaturesInvalid };
}

/**
 * The admin plan form as it holds its fields: every one a string (spec section 9: the price in
 * dollars, step 0.01; the features as JSON text; the Active switch as 'true' or 'false').
 */
export type PlanFormValues = {
  name: string;
  description: string;
  price: string;
  features: string;
  active: 'true' | 'false';
};

/** A new plan's form: empty, and active (spec section 4: a created plan is always sent active). */
export const EMPTY_PLAN_FORM: PlanFormValues = { name: '', description: '', price: '', features: '', active: 'true' };

/** Plain decimal dollars ("14.95", "0", ".5"); anything else (signs, exponents, hex, blanks) is not a price. */
const DOLLARS = /^(?:\d+\.?\d*|\.\d+)$/;

/** Dollars as the form holds them to whole cents (x100, rounded so 14.95 gives 1495), or NaN. */
export function dollarsToCents(text: string): number {
  const value = text.trim();
  return DOLLARS.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

/**
 * The plan form checked with planSchema's own rules and messages, and turned into the request
 * body planSchema accepts (cents, a features array, a boolean).
 */
export const planFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    price: z.string(),
    features: z.string(),
    active: z.enum(['true', 'false']).default('true'),
  })
  .transform((form, ctx): PlanRequest => {
    const features = parseFeaturesText(form.features);
    const parsed = planSchema.safeParse({
      name: form.name,
      description: form.description,
      price: dollarsToCents(form.price),
      // Unparseable text goes through as text, so planSchema gives the features message.
      features: features.ok ? features.features : form.features,
      active: form.active === 'true',
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** An existing plan in the form: cents back to dollars ("14.95"), features as JSON text. */
export function planToForm(plan: SubscriptionPlanView): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    price: (plan.price / 100).toFixed(2),
    features: JSON.stringify(plan.features),
    active: plan.active ? 'true' : 'false',
  };
}

/** POST /api/admin/payment-settings (field names carry the provider's name, spec section 3). */
/** A Stripe key: letters, digits and underscores, far below this bound; anything else is not one. */
export const STRIPE_KEY_MAX = 255;
const stripeKey = z
  .string()
  .trim()
  .max(STRIPE_KEY_MAX, atMostMessage('A Stripe key', STRIPE_KEY_MAX))
  .refine((value) => !hasControlCharacters(value), controlCharactersMessage('A Stripe key'))
  .default('');

export const paymentSettingsSchema = z
  .object({
    stripeSecretKey: stripeKey,
    stripePublicKey: stripeKey,
    testMode: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!value.stripeSecretKey || !value.stripePublicKey) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.keysRequired, path: ['stripeSecretKey'] });
      return;
    }
    if (!value.stripeSecretKey.startsWith('sk_')) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.secretKeyPrefix, path: ['stripeSecretKey'] });
    }
    if (!value.stripePublicKey.startsWith('pk_')) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.publicKeyPrefix, path: ['stripePublicKey'] });
    }
  });
export type PaymentSettingsRequest = z.infer<typeof paymentSettingsSchema>;

/** GET /api/admin/payment-settings: the secret is never returned, only a masked hint. */
export interface PaymentSettingsView {
  stripePublicKey: string;
  /** e.g. `sk_test_••••••••1234`; empty when no secret is stored. */
  stripeSecretKey: string;
  hasSecretKey: boolean;
  testMode: boolean;
}

/** Shows the key's mode prefix and last four characters only. */
export function maskSecretKey(secret: string | null | undefined): string {
  if (!secret) return '';
  const prefix = /^(sk_(?:test|live)_|rk_(?:test|live)_|sk_)/.exec(secret)?.[1] ?? '';
  return `${prefix}••••••••${secret.length > prefix.length + 8 ? secret.slice(-4) : ''}`;
}

/** POST /api/admin/marketing-video and GET /api/marketing-video. */
export const marketingVideoSchema = z.object({
  videoUrl: safeText({
    label: 'The video URL',
    min: 1,
    minMessage: BILLING_MESSAGES.videoUrlRequired,
    max: VIDEO_URL_MAX,
  }),
});
export interface MarketingVideoView {
  videoUrl: string;
}

/** GET /api/subscription/product-info (spec section 3), plus the publishable key for the payment form. */
export interface ProductInfo {
  product: { name: string; description: string };
  prices: Array<{ id: string; nickname: string; unit_amount: number; recurring: { interval: 'month' | 'year' } }>;
  publishableKey?: string | null;
}

/** POST /api/create-payment-links */
export interface PaymentLinks {
  monthlyLink: string;
  yearlyLink: string;
}

/** POST /api/subscription/checkout: starts the card payment step (spec section 2, /checkout). */
export const checkoutSchema = z.object({
  plan: z.enum(['monthly', 'yearly'], { error: BILLING_MESSAGES.checkoutPlanInvalid }),
});
export type CheckoutRequest = z.infer<typeof checkoutSchema>;

/** What /checkout confirms: a PaymentIntent's secret, or a SetupIntent's (`seti_…`) when a trial charges nothing today. */
export interface CheckoutSession {
  clientSecret: string;
}

/**
 * A paid subscription that renews needs no second one: no checkout, no payment links (a trial, or a
 * subscription set to end, may still be turned into a paid plan). The page and the server both ask this.
 */
export function hasRenewingSubscription(
  view: { status: string; cancelAtPeriodEnd: boolean } | null | undefined,
): boolean {
  return view?.status === 'active' && !view.cancelAtPeriodEnd;
}

/** POST /api/activate-manual-trial, POST /api/subscription/cancel */
export interface BillingActionResult {
  success: boolean;
  message: string;
}

/**
 * The Redis pub/sub channel on which billing announces a user id whose subscription status just
 * changed; the gateway drops its cached status for that user at once.
 */
export const subscriptionChangedChannel = (redisPrefix: string) => `${redisPrefix}:subscription-changed`;

/**
 * react-query keys of billing data that several apps cache on the one query client of the page,
 * so an admin's change (a plan, the marketing video) refreshes the subscription page and the promo.
 */
/** Spec sections 4 and 9: the marketing video is cached 5 minutes. */
export const MARKETING_VIDEO_CACHE_MS = 5 * 60_000;

export const BILLING_QUERY_KEYS = {
  productInfo: ['subscription-product-info'] as const,
  marketingVideo: ['marketing-video'] as const,
  plans: ['subscription-plans'] as const,
};

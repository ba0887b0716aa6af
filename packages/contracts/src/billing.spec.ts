import {
  BILLING_MESSAGES,
  EMPTY_PLAN_FORM,
  MONTHLY_PRICE_CENTS,
  PLAN_LIMITS,
  STRIPE_KEY_MAX,
  TRIAL_DAYS,
  YEARLY_PRICE_CENTS,
  checkoutSchema,
  dollarsToCents,
  hasRenewingSubscription,
  maskSecretKey,
  parseFeaturesText,
  paymentSettingsSchema,
  planFormSchema,
  planSchema,
  planToForm,
  type PlanFormValues,
} from './billing';
import { randomBytes } from 'node:crypto';

/** Key-shaped test values are made at run time: no file holds anything that looks like a real key. */
const randomHex = () => randomBytes(8).toString('hex');

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];

describe('billing constants', () => {
  it('holds the spec prices in cents and the 7-day trial', () => {
    expect([MONTHLY_PRICE_CENTS, YEARLY_PRICE_CENTS, TRIAL_DAYS]).toEqual([1495, 9000, 7]);
    expect(BILLING_MESSAGES.paymentSetup).toBe(
      'Payment Setup: Setting up payment options. Please wait a moment and try again.',
    );
  });
});

describe('plan rules', () => {
  const valid = { name: 'Monthly', description: 'Every premium tool.', price: 1495, features: ['VOSOT'] };

  it('accepts a valid plan and makes it active by default', () => {
    expect(planSchema.parse(valid)).toEqual({ ...valid, active: true });
    expect(planSchema.parse({ ...valid, active: false }).active).toBe(false);
    expect(planSchema.parse({ ...valid, price: 0 }).price).toBe(0);
  });

  it.each([
    [{ name: 'Mo' }, 'Plan name must be at least 3 characters.'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters.'],
    [{ price: -1 }, 'Price must be a valid number.'],
    [{ price: 14.95 }, 'Price must be a valid number.'],
    [{ price: '1495' }, 'Price must be a valid number.'],
    [{ features: 'VOSOT' }, 'Features must be a valid JSON array of strings.'],
    [{ features: [1, 2] }, 'Features must be a valid JSON array of strings.'],
  ])('refuses %j with the form message', (change, message) => {
    expect(messagesOf(planSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });

  it('parses the features text of the admin form', () => {
    expect(parseFeaturesText('["A", "B"]')).toEqual({ ok: true, features: ['A', 'B'] });
    for (const text of ['A, B', '{"a":1}', '[1]', '']) {
      expect(parseFeaturesText(text)).toEqual({ ok: false, message: BILLING_MESSAGES.planFeaturesInvalid });
    }
  });
});

describe('plan form', () => {
  const form: PlanFormValues = {
    name: 'Monthly',
    description: 'Every premium tool.',
    price: '14.95',
    features: '["All premium tools", "Training Hub"]',
    active: 'true',
  };

  it('turns the form into the request: dollars to cents, features parsed, active as a boolean', () => {
    expect(planFormSchema.parse(form)).toEqual({
      name: 'Monthly',
      description: 'Every premium tool.',
      price: 1495,
      features: ['All premium tools', 'Training Hub'],
      active: true,
    });
    expect(planFormSchema.parse({ ...form, active: 'false' }).active).toBe(false);
  });

  it.each([
    ['1.5', 150],
    ['14.95', 1495],
    ['90', 9000],
    ['0', 0],
    ['0.07', 7],
    ['1.10', 110],
    ['.5', 50],
    [' 19.99 ', 1999],
  ])('prices %j dollars at %d cents, without float error', (price, cents) => {
    expect(planFormSchema.parse({ ...form, price }).price).toBe(cents);
  });

  it.each(['abc', '-1', '', '  ', '1e3', '0x10', '1,50', 'Infinity', '20000000'])(
    'refuses the price %j with the form message',
    (price) => {
      expect(messagesOf(planFormSchema.safeParse({ ...form, price }))).toEqual([BILLING_MESSAGES.planPriceInvalid]);
    },
  );

  it.each(['["a", 1]', 'nope', '', '{"a": "b"}', '"a"'])(
    'refuses the features %j with the form message',
    (features) => {
      const result = planFormSchema.safeParse({ ...form, features });
      expect(messagesOf(result)).toEqual([BILLING_MESSAGES.planFeaturesInvalid]);
      expect(result.error?.issues[0].path[0]).toBe('features');
    },
  );

  it("gives every field's message at once, each on its field", () => {
    const result = planFormSchema.safeParse({ name: 'Mo', description: 'short', price: 'x', features: 'x' });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      name: BILLING_MESSAGES.planNameMin,
      description: BILLING_MESSAGES.planDescriptionMin,
      price: BILLING_MESSAGES.planPriceInvalid,
      features: BILLING_MESSAGES.planFeaturesInvalid,
    });
  });

  it('starts a new plan empty and active', () => {
    expect(EMPTY_PLAN_FORM).toEqual({ name: '', description: '', price: '', features: '', active: 'true' });
  });

  it('fills the form from a plan and round-trips it', () => {
    const plan = {
      id: 3,
      name: 'Yearly',
      description: 'A year of tools.',
      price: 9000,
      features: ['VOSOT'],
      active: false,
    };
    expect(planToForm(plan)).toEqual({
      name: 'Yearly',
      description: 'A year of tools.',
      price: '90.00',
      features: '["VOSOT"]',
      active: 'false',
    });
    expect(planFormSchema.parse(planToForm({ ...plan, price: 1495 }))).toEqual({
      name: 'Yearly',
      description: 'A year of tools.',
      price: 1495,
      features: ['VOSOT'],
      active: false,
    });
  });

  it('rounds dollars to whole cents and gives NaN for anything else', () => {
    expect(dollarsToCents('0.999')).toBe(100);
    expect(dollarsToCents('5.')).toBe(500);
    expect(dollarsToCents('-0')).toBeNaN();
  });
});

describe('payment settings rules', () => {
  it('accepts an sk_/pk_ pair with test mode on by default', () => {
    expect(paymentSettingsSchema.parse({ stripeSecretKey: 'sk_test_1', stripePublicKey: 'pk_test_1' })).toEqual({
      stripeSecretKey: 'sk_test_1',
      stripePublicKey: 'pk_test_1',
      testMode: true,
    });
  });

  it.each([
    [{ stripePublicKey: 'pk_test_1' }],
    [{ stripeSecretKey: 'sk_test_1' }],
    [{ stripeSecretKey: '', stripePublicKey: '' }],
  ])('needs both keys: %j', (body) => {
    expect(messagesOf(paymentSettingsSchema.safeParse(body))).toEqual([
      'Both the secret key and the public key are required.',
    ]);
  });

  it('gives each prefix rule its own message', () => {
    expect(messagesOf(paymentSettingsSchema.safeParse({ stripeSecretKey: 'pk_1', stripePublicKey: 'pk_1' }))).toEqual([
      'The secret key must start with sk_',
    ]);
    expect(messagesOf(paymentSettingsSchema.safeParse({ stripeSecretKey: 'sk_1', stripePublicKey: 'sk_1' }))).toEqual([
      'The public key must start with pk_',
    ]);
  });

  it('masks a secret key down to its mode and last four characters', () => {
    expect(maskSecretKey(`sk_test_${randomHex()}1234`)).toBe('sk_test_••••••••1234');
    expect(maskSecretKey(`sk_live_${randomHex()}9876`)).toBe('sk_live_••••••••9876');
    expect(maskSecretKey('sk_short')).toBe('sk_••••••••');
    expect(maskSecretKey('')).toBe('');
  });
});

describe('checkoutSchema', () => {
  it.each(['monthly', 'yearly'] as const)('takes the %s plan', (plan) => {
    expect(checkoutSchema.parse({ plan })).toEqual({ plan });
  });

  it.each([[{}], [{ plan: 'weekly' }], [{ plan: 12 }]])('refuses %j with a clear message', (body) => {
    expect(messagesOf(checkoutSchema.safeParse(body))).toEqual([BILLING_MESSAGES.checkoutPlanInvalid]);
  });
});

describe(hasRenewingSubscription.name, () => {
  it('holds for a paid subscription that renews', () => {
    expect(hasRenewingSubscription({ status: 'active', cancelAtPeriodEnd: false })).toBe(true);
  });

  it.each([
    [{ status: 'active', cancelAtPeriodEnd: true }],
    [{ status: 'trialing', cancelAtPeriodEnd: false }],
    [{ status: 'past_due', cancelAtPeriodEnd: false }],
    [{ status: 'inactive', cancelAtPeriodEnd: false }],
    [null],
    [undefined],
  ])('does not hold for %j', (view) => {
    expect(hasRenewingSubscription(view)).toBe(false);
  });
});

describe('billing text limits (no control characters, bounded lengths)', () => {
  const plan = { name: 'Desk plan', description: 'For the whole news desk.', price: 1495, features: ['VOSOT'] };
  const refused = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => i.message);

  it('refuses a NUL or control character in a plan name, description or feature', () => {
    expect(refused(planSchema.safeParse({ ...plan, name: 'Desk\u0000plan' }))).toEqual([
      'The plan name contains characters that cannot be saved.',
    ]);
    expect(planSchema.safeParse({ ...plan, description: 'For the\u0007 whole desk.' }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, features: ['VO\u0000SOT'] }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, description: 'Line one.\nLine two of it.' }).success).toBe(true);
  });

  it('bounds a plan description, its features and their number', () => {
    expect(refused(planSchema.safeParse({ ...plan, description: 'x'.repeat(PLAN_LIMITS.description + 1) }))).toEqual([
      'The description must be at most 2,000 characters.',
    ]);
    expect(planSchema.safeParse({ ...plan, features: Array(PLAN_LIMITS.features + 1).fill('A') }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, features: ['x'.repeat(PLAN_LIMITS.feature + 1)] }).success).toBe(false);
  });

  it('refuses a Stripe key with a NUL byte or past any real length', () => {
    const keys = { stripeSecretKey: 'sk_test_abc', stripePublicKey: 'pk_test_abc', testMode: true };
    expect(paymentSettingsSchema.safeParse(keys).success).toBe(true);
    expect(refused(paymentSettingsSchema.safeParse({ ...keys, stripePublicKey: 'pk_test_\u0000' }))).toEqual([
      'A Stripe key contains characters that cannot be saved.',
    ]);
    expect(
      paymentSettingsSchema.safeParse({ ...keys, stripeSecretKey: `sk_${'a'.repeat(STRIPE_KEY_MAX)}` }).success,
    ).toBe(false);
  });
});

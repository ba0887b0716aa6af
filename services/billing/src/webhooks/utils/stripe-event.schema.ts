import { z } from 'zod';
import { hasControlCharacters } from '@newsroom/contracts';
import type Stripe from 'stripe';

/**
 * What a signed Stripe event must look like before anything of it touches the database. A valid
 * signature proves Stripe (or whoever holds the secret) sent it, not that every field fits our
 * columns: an over-long id, a user id beyond the integer range or a period end in the year 30000
 * would fail as a query error, answer 500, and Stripe would retry it for days. An event that fails
 * here is logged and acknowledged as ignored.
 */

/** Ids, types and statuses Stripe writes are short; ours are stored in columns of this size. */
const MAX_STRING = 255;
/** Stripe's longest billing period is three years; anything past ten is not a real period end. */
const MAX_PERIOD_AHEAD_SECONDS = 10 * 365 * 24 * 3600;

const text = z
  .string()
  .min(1)
  .max(MAX_STRING)
  .refine((value) => !hasControlCharacters(value), 'control character');
const reference = z.union([text, z.object({ id: text }).loose()]).nullish();
const metadata = z.record(z.string(), z.unknown()).nullish();
const unixSeconds = z.number().int().positive();

const checkoutSession = z
  .object({ client_reference_id: text.nullish(), customer: reference, subscription: reference, metadata })
  .loose();

const periodEnd = (now: number) =>
  unixSeconds.refine((value) => value <= now + MAX_PERIOD_AHEAD_SECONDS, 'period end too far ahead');

const subscription = (now: number) =>
  z
    .object({
      id: text,
      customer: reference,
      status: text,
      cancel_at_period_end: z.boolean().nullish(),
      default_payment_method: reference,
      current_period_end: periodEnd(now).nullish(),
      items: z
        .object({ data: z.array(z.object({ current_period_end: periodEnd(now).nullish() }).loose()) })
        .loose()
        .nullish(),
      metadata,
    })
    .loose();

const invoice = z
  .object({
    customer: reference,
    subscription: reference,
    parent: z
      .object({ subscription_details: z.object({ subscription: reference }).loose().nullish() })
      .loose()
      .nullish(),
  })
  .loose();

const envelope = z.object({
  id: text,
  type: text,
  created: unixSeconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }).loose(),
});

/** The object schema for each event type we act on; other types need only a sound envelope. */
function objectSchema(type: string, now: number): z.ZodType | undefined {
  if (type === 'checkout.session.completed') return checkoutSession;
  if (type.startsWith('customer.subscription.')) return subscription(now);
  if (type.startsWith('invoice.')) return invoice;
  return undefined;
}

export type CheckedEvent = { ok: true; event: Stripe.Event } | { ok: false; reason: string };

/** Checks a verified event's envelope and, for the types we act on, the fields we read. */
export function checkStripeEvent(event: unknown, now = Math.floor(Date.now() / 1000)): CheckedEvent {
  const outer = envelope.safeParse(event);
  if (!outer.success) return { ok: false, reason: `envelope: ${describe(outer.error)}` };
  const schema = objectSchema(outer.data.type, now);
  const inner = schema?.safeParse(outer.data.data.object);
  if (inner && !inner.success) return { ok: false, reason: `${outer.data.type}: ${describe(inner.error)}` };
  return { ok: true, event: event as Stripe.Event };
}

/** Field paths only: a log line never repeats the event's values. */
function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ');
}

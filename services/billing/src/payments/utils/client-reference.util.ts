import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '@newsroom/nest-common';

/**
 * The user a payment link carries, in a form only billing can write. Stripe copies the link's
 * `client_reference_id` into the completed checkout, and anyone can edit a URL: a bare user id
 * would let a buyer pay for someone else, or for an id nobody holds yet (which the next person
 * to register would inherit). So the id travels with an HMAC of it: `<id>-<22 base64url chars>`
 * (Stripe allows letters, digits, '-' and '_', up to 200 characters), and a webhook believes only
 * a reference billing signed, for a user who was signed in when it was made.
 */
const TAG_LENGTH = 22;

const tag = (userId: number, secret: string) =>
  createHmac('sha256', secret).update(`stripe-client-reference:${userId}`).digest('base64url').slice(0, TAG_LENGTH);

export const clientReference = (userId: number, secret: string): string => `${userId}-${tag(userId, secret)}`;

/** The user of a reference billing signed; null for anything else (a bare id, a forged tag, junk). */
export function userIdFromClientReference(value: unknown, secret: string): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{22})$/.exec(value);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const expected = Buffer.from(tag(id, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

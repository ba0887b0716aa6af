import { randomBytes } from 'node:crypto';

/**
 * A key-shaped value made at run time ("sk_test_" + random hex + `tail`), so no file holds
 * anything that looks like a real Stripe secret. `tail` lets a test predict the masked ending.
 */
export const fakeKey = (prefix: 'sk_test_' | 'sk_live_' | 'pk_test_' | 'whsec_', tail = '') =>
  `${prefix}${randomBytes(8).toString('hex')}${tail}`;

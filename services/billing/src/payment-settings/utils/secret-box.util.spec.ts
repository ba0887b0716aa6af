import { randomBytes } from 'node:crypto';
import { openSecret, paymentSettingsKey, sealSecret } from './secret-box.util';
import { randomBytes } from 'node:crypto';

const SECRET = `sk_test_${randomBytes(8).toString('hex')}`;

describe('secret box', () => {
  const key = randomBytes(32);

  it('round-trips a secret without the plaintext in the sealed text', () => {
    const sealed = sealSecret(SECRET, key);
    expect(sealed).not.toContain('sk_test');
    expect(openSecret(sealed, key)).toBe(SECRET);
    expect(sealSecret(SECRET, key)).not.toBe(sealed); // a fresh IV each time
  });

  it('refuses another key and an edited ciphertext', () => {
    const sealed = sealSecret(SECRET, key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from(`sk_live_${randomBytes(8).toString('hex')}`).toString('base64url');
    expect(() => openSecret(parts.join(':'), key)).toThrow();
  });

  it('uses SETTINGS_ENCRYPTION_KEY when set, else derives one from the identity secret', () => {
    const hex = randomBytes(32).toString('hex');
    expect(
      paymentSettingsKey({ SETTINGS_ENCRYPTION_KEY: hex, INTERNAL_TOKEN_SECRET: 'x'.repeat(32) }).toString('hex'),
    ).toBe(hex);
    const derived = paymentSettingsKey({ INTERNAL_TOKEN_SECRET: 'x'.repeat(32) });
    expect(derived).toHaveLength(32);
    expect(paymentSettingsKey({ INTERNAL_TOKEN_SECRET: 'x'.repeat(32) })).toEqual(derived);
    expect(paymentSettingsKey({ INTERNAL_TOKEN_SECRET: 'y'.repeat(32) })).not.toEqual(derived);
  });
});

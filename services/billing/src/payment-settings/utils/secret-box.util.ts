import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { decodeKey } from '../../config/billing.config';

const VERSION = 'v1';

/** Encrypts with AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>`, each base64url. */
export function sealSecret(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** Decrypts what `sealSecret` made with the same key; throws when the key differs or the text was changed. */
export function openSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The key that encrypts stored payment secrets: SETTINGS_ENCRYPTION_KEY when set. Unset (tests,
 * `npm start` on one machine) it is derived from INTERNAL_TOKEN_SECRET with HKDF, so one machine
 * works without another secret to manage; production should set its own key so that a leaked
 * identity secret does not also open the payment keys.
 */
export function paymentSettingsKey(config: {
  SETTINGS_ENCRYPTION_KEY?: string;
  INTERNAL_TOKEN_SECRET: string;
}): Buffer {
  const given = config.SETTINGS_ENCRYPTION_KEY ? decodeKey(config.SETTINGS_ENCRYPTION_KEY) : null;
  if (given) return given;
  return Buffer.from(hkdfSync('sha256', config.INTERNAL_TOKEN_SECRET, 'newsroom-billing', 'payment-settings-key', 32));
}

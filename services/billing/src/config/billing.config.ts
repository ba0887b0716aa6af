import { z } from 'zod';
import { httpUrl, loadConfig, serviceEnv } from '@newsroom/nest-common';

const optionalKey = (prefix: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.startsWith(prefix), `must start with ${prefix}`);

export const billingEnvSchema = z
  .object({
    ...serviceEnv({ port: 3003, schema: 'billing' }),
    /** Where the browser lands after paying: `<PUBLIC_URL>/subscription?success=true`. */
    PUBLIC_URL: httpUrl.default('http://localhost:3000').transform((v) => v.replace(/\/+$/, '')),
    /** Stripe keys from the environment; keys saved in the admin payment settings take precedence. */
    STRIPE_SECRET_KEY: optionalKey('sk_'),
    STRIPE_PUBLISHABLE_KEY: optionalKey('pk_'),
    STRIPE_WEBHOOK_SECRET: optionalKey('whsec_'),
    /** Where the Stripe SDK sends its calls: tests point it at a local fake; unset means api.stripe.com. */
    STRIPE_API_HOST: z.string().trim().optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /**
     * The 7-day trial without a card: 'open' (the spec's button, once per account), 'card' (trials
     * start with a card, one per card: see TrialCardsService), or 'auto': 'card' once payments are
     * set up (Stripe keys in the environment or the admin settings), 'open' before.
     */
    MANUAL_TRIAL: z.enum(['auto', 'open', 'card'], { error: 'must be auto, open or card' }).default('auto'),
    /** 32 bytes (64 hex characters or base64) that encrypt the stored Stripe secret key (AES-256-GCM). */
    SETTINGS_ENCRYPTION_KEY: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || decodeKey(v) !== null, 'must be 32 bytes as 64 hex characters or base64'),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set (webhooks cannot be verified without it)',
      });
    }
  });

export type BillingConfig = z.infer<typeof billingEnvSchema>;

export const loadBillingConfig = () => loadConfig('billing', billingEnvSchema);

/** A 32-byte key given as 64 hex characters or as base64; null when it is neither. */
export function decodeKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { BILLING_CONFIG } from '../config/billing-config.module';
import type { BillingConfig } from '../config/billing.config';
import { PaymentSettingsService, type StripeKeys } from '../payment-settings/payment-settings.service';

export interface StripeAccount {
  stripe: Stripe;
  keys: StripeKeys;
  /** Names the account without revealing its key (payment links are kept per account). */
  fingerprint: string;
}

/**
 * Hands out a Stripe client for the keys in force. Keys are read on every call, and a new client
 * is built when they change, so saved payment settings take effect without a restart.
 */
@Injectable()
export class StripeClientService {
  private cached: { secretKey: string; stripe: Stripe } | null = null;

  constructor(
    private readonly settings: PaymentSettingsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async account(): Promise<StripeAccount | null> {
    const keys = await this.settings.keys();
    if (!keys) return null;
    if (this.cached?.secretKey !== keys.secretKey)
      this.cached = { secretKey: keys.secretKey, stripe: this.build(keys.secretKey) };
    const fingerprint = createHash('sha256').update(keys.secretKey).digest('hex').slice(0, 32);
    return { stripe: this.cached.stripe, keys, fingerprint };
  }

  /** Checks the signature against the raw body; throws Stripe's signature error when it does not match. */
  constructEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
    // Signature checks need no account: the SDK's static helper, no client and no key.
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  }

  private build(secretKey: string): Stripe {
    return new Stripe(secretKey, {
      host: this.config.STRIPE_API_HOST || undefined,
      port: this.config.STRIPE_API_PORT,
      protocol: this.config.STRIPE_API_PROTOCOL,
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'newsroom-copy-desk-billing' },
    });
  }
}

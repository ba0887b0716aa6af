import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type PaymentSettingsRequest, type PaymentSettingsView, maskSecretKey } from '@newsroom/contracts';
import { BILLING_CONFIG } from '../config/billing-config.module';
import type { BillingConfig } from '../config/billing.config';
import { PaymentSettingsEntity } from './entities/payment-settings.entity';
import { openSecret, paymentSettingsKey, sealSecret } from './utils/secret-box.util';

/** The Stripe keys in force: the admin's saved settings, else the environment. */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string | null;
  testMode: boolean;
  source: 'settings' | 'environment';
}

@Injectable()
export class PaymentSettingsService {
  private readonly logger = new Logger(PaymentSettingsService.name);
  private readonly key: Buffer;

  constructor(
    @InjectRepository(PaymentSettingsEntity) private readonly settings: Repository<PaymentSettingsEntity>,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    this.key = paymentSettingsKey(config);
  }

  async view(): Promise<PaymentSettingsView> {
    const row = await this.settings.findOneBy({ id: 1 });
    if (row) {
      return {
        stripePublicKey: row.publicKey,
        stripeSecretKey: row.secretKeyHint,
        hasSecretKey: true,
        testMode: row.testMode,
      };
    }
    return {
      stripePublicKey: this.config.STRIPE_PUBLISHABLE_KEY ?? '',
      stripeSecretKey: maskSecretKey(this.config.STRIPE_SECRET_KEY),
      hasSecretKey: Boolean(this.config.STRIPE_SECRET_KEY),
      testMode: true,
    };
  }

  async save(request: PaymentSettingsRequest): Promise<PaymentSettingsView> {
    await this.settings.save(
      this.settings.create({
        id: 1,
        publicKey: request.stripePublicKey,
        secretKeyEncrypted: sealSecret(request.stripeSecretKey, this.key),
        secretKeyHint: maskSecretKey(request.stripeSecretKey),
        testMode: request.testMode,
      }),
    );
    // Only the masked hint is ever logged.
    this.logger.log(
      `Payment settings saved (secret ${maskSecretKey(request.stripeSecretKey)}, test mode ${request.testMode})`,
    );
    return this.view();
  }

  /** The keys to call Stripe with now, or null when none are configured (offline billing). */
  async keys(): Promise<StripeKeys | null> {
    const row = await this.settings.findOneBy({ id: 1 });
    if (row) {
      try {
        const secretKey = openSecret(row.secretKeyEncrypted, this.key);
        return { secretKey, publishableKey: row.publicKey, testMode: row.testMode, source: 'settings' };
      } catch {
        this.logger.error('Stored Stripe secret key cannot be decrypted (was SETTINGS_ENCRYPTION_KEY changed?)');
      }
    }
    if (this.config.STRIPE_SECRET_KEY) {
      return {
        secretKey: this.config.STRIPE_SECRET_KEY,
        publishableKey: this.config.STRIPE_PUBLISHABLE_KEY ?? null,
        testMode: this.config.STRIPE_SECRET_KEY.startsWith('sk_test_'),
        source: 'environment',
      };
    }
    return null;
  }
}

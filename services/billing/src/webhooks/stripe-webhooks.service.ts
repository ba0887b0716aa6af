import { BadRequestException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type Stripe from 'stripe';
import { BILLING_CONFIG } from '../config/billing-config.module';
import type { BillingConfig } from '../config/billing.config';
import { StripeClientService } from '../stripe/stripe-client.service';
import { SubscriptionChangeNotifier } from '../subscriptions/subscription-change.notifier';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { TrialCardsService } from '../subscriptions/trial-cards.service';
import {
  type StripeChange,
  type StripeSubscriptionFields,
  stripeEventChange,
  subscriptionFields,
} from './utils/stripe-event-change.util';
import { checkStripeEvent } from './utils/stripe-event.schema';

export const BAD_SIGNATURE = 'Invalid Stripe signature';
/** Stripe's own tolerance for a signature's age, applied both ways: a future stamp is no better. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` stamp of a Stripe-Signature header (seconds), or NaN. */
export const signedAt = (signature: string): number => Number(/(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature)?.[1]);

@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger(StripeWebhooksService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stripe: StripeClientService,
    private readonly subscriptions: SubscriptionsService,
    private readonly notifier: SubscriptionChangeNotifier,
    private readonly trialCards: TrialCardsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** Verifies and applies one delivery. A repeated event id is acknowledged without a second effect. */
  async handle(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate?: true; ignored?: true }> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ServiceUnavailableException('Stripe webhooks are not configured');
    if (!rawBody?.length || !signature) throw new BadRequestException(BAD_SIGNATURE);
    let verified: Stripe.Event;
    try {
      verified = this.stripe.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BadRequestException(BAD_SIGNATURE);
    }
    if (!(signedAt(signature) <= Math.floor(Date.now() / 1000) + SIGNATURE_TOLERANCE_SECONDS)) {
      throw new BadRequestException(BAD_SIGNATURE);
    }
    const checked = checkStripeEvent(verified);
    if (!checked.ok) {
      // Acknowledged, so Stripe stops retrying an event that can never apply.
      this.logger.warn(`Stripe event ignored, fields out of shape: ${checked.reason}`);
      return { received: true, ignored: true };
    }
    const event = checked.event;
    const change = await this.withFreshSubscription(stripeEventChange(event, this.config.INTERNAL_TOKEN_SECRET));
    const outcome = await this.db.transaction(async (m) => {
      const inserted: unknown[] = await m.query(
        `INSERT INTO "processed_stripe_events" ("id", "type", "created") VALUES ($1, $2, $3)
         ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
        [event.id, event.type, event.created],
      );
      if (!inserted.length) return { duplicate: true as const, userId: null };
      const userId = change ? await this.subscriptions.applyStripeChange(m, change, event.created) : null;
      return { duplicate: false as const, userId };
    });
    this.logger.log(`Stripe event ${event.id} (${event.type}) ${outcome.duplicate ? 'already applied' : 'applied'}`);
    if (outcome.userId) await this.notifier.changed(outcome.userId);
    if (!outcome.duplicate && outcome.userId && change?.kind === 'subscription') {
      await this.oneTrialPerCard(change.fields, outcome.userId);
    }
    return outcome.duplicate ? { received: true, duplicate: true } : { received: true };
  }

  /**
   * A trial started on a card that had one is ended (TrialCardsService). Stripe reports the change
   * in a later event; should Stripe not answer now, the next event for the subscription tries again.
   */
  private async oneTrialPerCard(fields: StripeSubscriptionFields, userId: number) {
    try {
      await this.trialCards.enforce(fields, userId);
    } catch (error) {
      this.logger.warn(`Could not check the trial card of ${fields.stripeSubscriptionId}: ${String(error)}`);
    }
  }

  /**
   * A completed checkout names the subscription but not its state: read it from Stripe (as twenty
   * does) so a trial shows as trialing. If Stripe cannot be reached the checkout still grants access.
   */
  private async withFreshSubscription(change: StripeChange | null): Promise<StripeChange | null> {
    if (change?.kind !== 'checkout' || !change.stripeSubscriptionId || !change.userId) return change;
    try {
      const account = await this.stripe.account();
      if (!account) return change;
      const sub = await account.stripe.subscriptions.retrieve(change.stripeSubscriptionId);
      return { kind: 'subscription', fields: { ...subscriptionFields(sub), userId: change.userId } };
    } catch (error) {
      this.logger.warn(`Could not re-read subscription ${change.stripeSubscriptionId}: ${String(error)}`);
      return change;
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StripeClientService } from '../stripe/stripe-client.service';
import type { StripeSubscriptionFields } from '../webhooks/utils/stripe-event-change.util';

/**
 * One free trial per card. A card is the identity billing can verify (Stripe checks it; its
 * fingerprint is the same whichever account or customer presents it), so the first subscription
 * to trial on a card keeps its trial, and any other subscription that starts a trial on the same
 * card has it ended at once: Stripe charges the card as for any paid start.
 */
@Injectable()
export class TrialCardsService {
  private readonly logger = new Logger(TrialCardsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stripe: StripeClientService,
  ) {}

  /** Applies the rule to a subscription Stripe reported; true when it ended a repeat trial. */
  async enforce(fields: StripeSubscriptionFields, userId: number): Promise<boolean> {
    if (fields.status !== 'trialing' || !fields.paymentMethodId) return false;
    const account = await this.stripe.account();
    if (!account) return false;
    const method = await account.stripe.paymentMethods.retrieve(fields.paymentMethodId);
    const fingerprint = method.card?.fingerprint;
    if (!fingerprint) return false;
    const claimed: unknown[] = await this.db.query(
      `INSERT INTO "trial_cards" ("fingerprint", "user_id", "stripe_subscription_id") VALUES ($1, $2, $3)
       ON CONFLICT ("fingerprint") DO NOTHING RETURNING "fingerprint"`,
      [fingerprint, userId, fields.stripeSubscriptionId],
    );
    if (claimed.length) return false;
    const [first] = (await this.db.query(
      `SELECT "stripe_subscription_id" FROM "trial_cards" WHERE "fingerprint" = $1`,
      [fingerprint],
    )) as { stripe_subscription_id: string }[];
    if (first?.stripe_subscription_id === fields.stripeSubscriptionId) return false;
    await account.stripe.subscriptions.update(fields.stripeSubscriptionId, { trial_end: 'now' });
    this.logger.warn(`Subscription ${fields.stripeSubscriptionId} started a trial on a card that had one; trial ended`);
    return true;
  }
}

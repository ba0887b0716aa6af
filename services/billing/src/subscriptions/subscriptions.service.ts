import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  BILLING_MESSAGES,
  type BillingActionResult,
  type SubscriptionStatusView,
  TRIAL_DAYS,
  isSubscribed,
} from '@newsroom/contracts';
import { BILLING_CONFIG } from '../config/billing-config.module';
import type { BillingConfig } from '../config/billing.config';
import { StripeClientService } from '../stripe/stripe-client.service';
import { stripeCall } from '../stripe/stripe-errors.util';
import type { StripeChange, StripeSubscriptionFields } from '../webhooks/utils/stripe-event-change.util';
import { subscriptionFields } from '../webhooks/utils/stripe-event-change.util';
import { SubscriptionEntity } from './entities/subscription.entity';
import { SubscriptionChangeNotifier } from './subscription-change.notifier';
import { subscriptionView } from './utils/subscription-view.util';

const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stripe: StripeClientService,
    private readonly notifier: SubscriptionChangeNotifier,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  private get rows() {
    return this.db.getRepository(SubscriptionEntity);
  }

  async status(userId: number): Promise<SubscriptionStatusView> {
    return subscriptionView(await this.rows.findOneBy({ userId }));
  }

  /**
   * The manual 7-day trial: once per user, no payment provider needed. Once payments are set up
   * (MANUAL_TRIAL 'auto') or when the operator says so ('card'), trials start with a card instead,
   * so a new account is not a new trial: one per card (TrialCardsService).
   */
  async activateTrial(userId: number): Promise<BillingActionResult> {
    const mode = this.config.MANUAL_TRIAL;
    if (mode === 'card' || (mode === 'auto' && (await this.stripe.account()))) {
      throw new ForbiddenException(BILLING_MESSAGES.trialNeedsCard);
    }
    await this.db.transaction(async (m) => {
      const row = await this.lockRow(m, userId);
      if (row.trialUsedAt) throw new ConflictException(BILLING_MESSAGES.trialAlreadyUsed);
      if (isSubscribed(subscriptionView(row).status)) throw new ConflictException(BILLING_MESSAGES.alreadySubscribed);
      const now = new Date();
      await m.update(
        SubscriptionEntity,
        { userId },
        {
          status: 'trialing',
          currentPeriodEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
          cancelAtPeriodEnd: false,
          trialUsedAt: now,
        },
      );
    });
    await this.notifier.changed(userId);
    return { success: true, message: BILLING_MESSAGES.trialActivated };
  }

  /** Active or trialing → ends at period end instead of renewing (on Stripe too when it is a Stripe subscription). */
  async cancel(userId: number): Promise<BillingActionResult & SubscriptionStatusView> {
    const row = await this.rows.findOneBy({ userId });
    if (!row || !isSubscribed(subscriptionView(row).status))
      throw new BadRequestException(BILLING_MESSAGES.nothingToCancel);
    // The cancel is claimed in one statement, so of cancels sent at once (a double click, two tabs)
    // exactly one wins and asks Stripe; the others are told it is done. The page offers no second cancel.
    const claimed = await this.rows.update({ userId, cancelAtPeriodEnd: false }, { cancelAtPeriodEnd: true });
    if (!claimed.affected) throw new ConflictException(BILLING_MESSAGES.alreadyCanceled);
    if (row.stripeSubscriptionId) {
      const account = await this.stripe.account();
      if (account) {
        const id = row.stripeSubscriptionId;
        try {
          await stripeCall(() => account.stripe.subscriptions.update(id, { cancel_at_period_end: true }));
        } catch (error) {
          // Stripe did not take it: the subscription still renews, so the claim is given back.
          await this.rows.update({ userId }, { cancelAtPeriodEnd: false });
          throw error;
        }
      }
    }
    await this.notifier.changed(userId);
    const view = await this.status(userId);
    const until = view.currentPeriodEnd ? ` on ${view.currentPeriodEnd.slice(0, 10)}` : ' at the end of the period';
    return { success: true, message: `Your subscription will end${until} and will not renew.`, ...view };
  }

  /** Re-reads the user's Stripe subscription (when there is one and keys are set); else the status as stored. */
  async refresh(userId: number): Promise<SubscriptionStatusView> {
    const row = await this.rows.findOneBy({ userId });
    const account = row?.stripeSubscriptionId ? await this.stripe.account() : null;
    if (row?.stripeSubscriptionId && account) {
      const id = row.stripeSubscriptionId;
      const sub = await stripeCall(() => account.stripe.subscriptions.retrieve(id));
      const changed = await this.db.transaction((m) =>
        this.applyStripeChange(
          m,
          { kind: 'subscription', fields: { ...subscriptionFields(sub), userId } },
          Math.floor(Date.now() / 1000),
        ),
      );
      if (changed) await this.notifier.changed(changed);
    }
    return this.status(userId);
  }

  /**
   * Applies one Stripe change inside the caller's transaction and returns the user it changed, or
   * null. An event older than the newest one applied to the row never overwrites it.
   */
  async applyStripeChange(m: EntityManager, change: StripeChange, created: number): Promise<number | null> {
    const row = await this.findRowFor(m, change);
    if (!row) {
      this.logger.warn(`Stripe ${change.kind} change matches no user; ignored`);
      return null;
    }
    if (row.lastEventCreated !== null && created < row.lastEventCreated) return null;
    const update: Partial<SubscriptionEntity> = { lastEventCreated: created };
    if (change.kind === 'checkout') {
      if (change.stripeCustomerId) update.stripeCustomerId = change.stripeCustomerId;
      if (change.stripeSubscriptionId) update.stripeSubscriptionId = change.stripeSubscriptionId;
      if (!isSubscribed(row.status)) Object.assign(update, { status: 'active', cancelAtPeriodEnd: false });
    } else if (change.kind === 'subscription') {
      const unpaidNew = change.fields.status === 'incomplete' || change.fields.status === 'incomplete_expired';
      // A card checkout started during the manual trial is "incomplete" until paid: it must not take
      // away the access the user has now. (Stripe never moves a paid subscription back to incomplete.)
      if (unpaidNew && isSubscribed(row.status)) {
        if (change.fields.stripeCustomerId) update.stripeCustomerId = change.fields.stripeCustomerId;
      } else {
        Object.assign(update, this.fieldsToRow(change.fields));
      }
    } else {
      update.status = change.status;
      if (change.stripeCustomerId) update.stripeCustomerId = change.stripeCustomerId;
    }
    await m.update(SubscriptionEntity, { id: row.id }, update);
    return row.userId;
  }

  private fieldsToRow(fields: StripeSubscriptionFields): Partial<SubscriptionEntity> {
    return {
      status: fields.status,
      currentPeriodEnd: fields.currentPeriodEnd,
      cancelAtPeriodEnd: fields.cancelAtPeriodEnd,
      stripeSubscriptionId: fields.stripeSubscriptionId,
      ...(fields.stripeCustomerId ? { stripeCustomerId: fields.stripeCustomerId } : {}),
    };
  }

  private async findRowFor(m: EntityManager, change: StripeChange): Promise<SubscriptionEntity | null> {
    const userId =
      change.kind === 'checkout' ? change.userId : change.kind === 'subscription' ? change.fields.userId : null;
    if (userId) return this.lockRow(m, userId);
    const subscriptionId =
      change.kind === 'subscription' ? change.fields.stripeSubscriptionId : change.stripeSubscriptionId;
    const customerId = change.kind === 'subscription' ? change.fields.stripeCustomerId : change.stripeCustomerId;
    const lock = { mode: 'pessimistic_write' } as const;
    if (subscriptionId) {
      const row = await m.findOne(SubscriptionEntity, { where: { stripeSubscriptionId: subscriptionId }, lock });
      if (row) return row;
    }
    if (customerId) return m.findOne(SubscriptionEntity, { where: { stripeCustomerId: customerId }, lock });
    return null;
  }

  /** The user's row, created inactive if missing, locked for the rest of the transaction. */
  async lockRow(m: EntityManager, userId: number): Promise<SubscriptionEntity> {
    await m.query(`INSERT INTO "subscriptions" ("user_id") VALUES ($1) ON CONFLICT ("user_id") DO NOTHING`, [userId]);
    return m.findOneOrFail(SubscriptionEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscriptions (one row per user), the Stripe event ids already applied, the admin's payment
 * settings (secret encrypted), the payment links made once and reused, and small settings.
 */
export class CreateSubscriptionsAndStripe1763800000200 implements MigrationInterface {
  name = 'CreateSubscriptionsAndStripe1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "subscriptions" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL UNIQUE,
        "status" varchar(32) NOT NULL DEFAULT 'inactive',
        "current_period_end" timestamptz NULL,
        "cancel_at_period_end" boolean NOT NULL DEFAULT false,
        "stripe_customer_id" varchar(255) NULL,
        "stripe_subscription_id" varchar(255) NULL,
        "trial_used_at" timestamptz NULL,
        "last_event_created" bigint NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "subscriptions_stripe_subscription" ON "subscriptions" ("stripe_subscription_id")`);
    await q.query(`CREATE INDEX "subscriptions_stripe_customer" ON "subscriptions" ("stripe_customer_id")`);
    await q.query(`
      CREATE TABLE "processed_stripe_events" (
        "id" varchar(255) PRIMARY KEY,
        "type" varchar(120) NOT NULL,
        "created" bigint NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "payment_settings" (
        "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "public_key" varchar(255) NOT NULL,
        "secret_key_encrypted" text NOT NULL,
        "secret_key_hint" varchar(64) NOT NULL,
        "test_mode" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "payment_links" (
        "interval" varchar(8) PRIMARY KEY CHECK ("interval" IN ('month', 'year')),
        "account_fingerprint" varchar(64) NOT NULL,
        "stripe_price_id" varchar(255) NOT NULL,
        "stripe_payment_link_id" varchar(255) NOT NULL,
        "url" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "billing_settings" (
        "key" varchar(64) PRIMARY KEY,
        "value" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['billing_settings', 'payment_links', 'payment_settings', 'processed_stripe_events']) {
      await q.query(`DROP TABLE "${table}"`);
    }
    await q.query(`DROP TABLE "subscriptions"`);
  }
}

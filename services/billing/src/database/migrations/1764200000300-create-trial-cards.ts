import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The cards that have had a free trial: one trial per card (its Stripe fingerprint), whoever holds it. */
export class CreateTrialCards1764200000300 implements MigrationInterface {
  name = 'CreateTrialCards1764200000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "trial_cards" (
        "fingerprint" varchar(255) PRIMARY KEY,
        "user_id" integer NOT NULL,
        "stripe_subscription_id" varchar(255) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "trial_cards"`);
  }
}

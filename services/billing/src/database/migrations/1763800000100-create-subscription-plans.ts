import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The plans table, seeded with the two plans the product launches with (spec section 1). */
export class CreateSubscriptionPlans1763800000100 implements MigrationInterface {
  name = 'CreateSubscriptionPlans1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "subscription_plans" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "description" text NOT NULL,
        "price" integer NOT NULL CHECK ("price" >= 0),
        "features" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    const features = JSON.stringify([
      'VOSOT Generator',
      'Tease Generator',
      'Banner Builder',
      'Digital Article Creator',
      'Training Hub and AI Career Coach',
      '7-day free trial',
    ]);
    await q.query(
      `INSERT INTO "subscription_plans" ("name", "description", "price", "features", "active") VALUES
        ('Monthly', 'Every premium newsroom tool, billed monthly.', 1495, $1::jsonb, true),
        ('Yearly', 'Every premium newsroom tool, billed yearly: $7.50 a month, saving 50%.', 9000, $1::jsonb, true)`,
      [features],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "subscription_plans"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTrainingItems1763800000200 implements MigrationInterface {
  name = 'CreateTrainingItems1763800000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "training_items" (
        "id" SERIAL PRIMARY KEY,
        "title" varchar(200) NOT NULL,
        "content" text NOT NULL,
        "category" varchar(80) NOT NULL,
        "tags" text[] NOT NULL DEFAULT '{}',
        "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'approved', 'rejected')),
        "author_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "training_items_status" ON "training_items" ("status", "created_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "training_items"`);
  }
}

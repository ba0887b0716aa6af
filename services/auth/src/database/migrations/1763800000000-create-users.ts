import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763800000000 implements MigrationInterface {
  name = 'CreateUsers1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "username" varchar(64) NOT NULL,
        "email" varchar(254) NOT NULL,
        "role" varchar(16) NOT NULL DEFAULT 'user' CHECK ("role" IN ('user', 'admin')),
        "password_hash" varchar(255) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "users_username_ci" ON "users" (lower("username"))`);
    await q.query(`CREATE UNIQUE INDEX "users_email_ci" ON "users" (lower("email"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"`);
  }
}

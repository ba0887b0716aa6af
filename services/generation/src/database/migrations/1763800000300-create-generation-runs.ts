import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateGenerationRuns1763800000300 implements MigrationInterface {
  name = 'CreateGenerationRuns1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "generation_runs" (
        "id" BIGSERIAL PRIMARY KEY,
        "user_id" integer,
        "tool" varchar(40) NOT NULL,
        "options" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "input_chars" integer NOT NULL DEFAULT 0,
        "provider" varchar(40),
        "duration_ms" integer NOT NULL,
        "outcome" varchar(16) NOT NULL CHECK ("outcome" IN ('completed', 'failed', 'timed_out')),
        "request_id" varchar(128),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "generation_runs_user_tool" ON "generation_runs" ("user_id", "tool")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "generation_runs"`);
  }
}

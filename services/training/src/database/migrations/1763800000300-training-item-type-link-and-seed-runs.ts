import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  META_MARKER,
  TRAINING_CONTENT_TYPES,
  type TrainingContentType,
  decodeTrainingContent,
  encodeTrainingContent,
} from '@newsroom/contracts';

const TYPES = TRAINING_CONTENT_TYPES.map((type) => `'${type}'`).join(', ');
const BATCH = 500;

/**
 * A training item's type and link get their own columns (they lived in a META:: block at the head
 * of `content`), items get an edit time, and `seed_runs` remembers which starter data was seeded
 * (so an item an admin deleted does not come back on the next start).
 */
export class TrainingItemTypeLinkAndSeedRuns1763800000300 implements MigrationInterface {
  name = 'TrainingItemTypeLinkAndSeedRuns1763800000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "training_items"
        ADD COLUMN "content_type" varchar(16) NOT NULL DEFAULT 'text'
          CONSTRAINT "training_items_content_type" CHECK ("content_type" IN (${TYPES})),
        ADD COLUMN "resource_url" varchar(2000),
        ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE "training_items" SET "updated_at" = "created_at"`);
    await moveMetaBlocksIntoColumns(q);
    await q.query(`
      CREATE TABLE "seed_runs" (
        "name" varchar(100) PRIMARY KEY,
        "ran_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "seed_runs"`);
    // Back to the old form: a non-text item's type and link go into the META:: block again.
    const rows: Array<{ id: number; content: string; content_type: TrainingContentType; resource_url: string | null }> =
      await q.query(
        `SELECT "id", "content", "content_type", "resource_url" FROM "training_items"
          WHERE "content_type" <> 'text' OR "resource_url" IS NOT NULL`,
      );
    for (const row of rows) {
      const content = encodeTrainingContent({
        contentType: row.content_type,
        resourceUrl: row.resource_url,
        content: row.content,
      });
      await q.query(`UPDATE "training_items" SET "content" = $2 WHERE "id" = $1`, [row.id, content]);
    }
    await q.query(`
      ALTER TABLE "training_items"
        DROP COLUMN "content_type", DROP COLUMN "resource_url", DROP COLUMN "updated_at"`);
  }
}

/** Rows that carry a META:: block get its type and link in the columns and the bare body as content. */
async function moveMetaBlocksIntoColumns(q: QueryRunner) {
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; content: string }> = await q.query(
      `SELECT "id", "content" FROM "training_items"
        WHERE "id" > $1 AND left("content", ${META_MARKER.length}) = $2
        ORDER BY "id" LIMIT ${BATCH}`,
      [after, META_MARKER],
    );
    if (!rows.length) return;
    for (const row of rows) {
      const decoded = decodeTrainingContent(row.content);
      // A block that does not parse decodes to the text as it is: leave such a row alone.
      if (decoded.content === row.content) continue;
      await q.query(
        `UPDATE "training_items" SET "content" = $2, "content_type" = $3, "resource_url" = $4 WHERE "id" = $1`,
        [row.id, decoded.content, decoded.contentType, decoded.resourceUrl],
      );
    }
    after = rows[rows.length - 1].id;
  }
}

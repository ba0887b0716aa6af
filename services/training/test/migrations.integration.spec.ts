import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openServiceDatabase } from '@newsroom/nest-common';
import { CreateTrainingItems1763800000200 } from '../src/database/migrations/1763800000200-create-training-items';
import { trainingDatabase } from '../src/database/training-database';

/** The type-and-link migration on a database that already holds items in the original app's form. */
describe('TrainingItemTypeLinkAndSeedRuns1763800000300', () => {
  const schema = `training_mig_it_${randomBytes(4).toString('hex')}`;
  const options = trainingDatabase({
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    DB_SCHEMA: schema,
  });
  let db: DataSource;

  beforeAll(async () => {
    // As it was before this migration: only the first one applied, rows written by the old code.
    const before = await openServiceDatabase({
      ...options,
      entities: [],
      migrations: [CreateTrainingItems1763800000200],
    });
    await before.query(
      `INSERT INTO "training_items" ("title", "content", "category", "status", "created_at") VALUES
        ('Legacy video', $1, 'Best Practices', 'approved', '2025-01-01T00:00:00Z'),
        ('Plain text', 'Write for the ear, not the eye.', 'Writing Tips', 'approved', '2025-01-02T00:00:00Z'),
        ('Broken block', 'META::{not json::CONTENT::Body', 'Writing Tips', 'pending', '2025-01-03T00:00:00Z'),
        ('Unsafe link', $2, 'Tools', 'approved', '2025-01-04T00:00:00Z')`,
      [
        'META::{"contentType":"video","resourceUrl":"https://vimeo.com/76979871"}::CONTENT::Watch the anchor pace it.',
        'META::{"contentType":"website","resourceUrl":"javascript:alert(1)"}::CONTENT::A site.',
      ],
    );
    await before.destroy();
    db = await openServiceDatabase(options);
  });
  afterAll(async () => {
    await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db?.destroy();
  });

  const row = async (title: string) =>
    (
      await db.query(
        `SELECT "content", "content_type", "resource_url", "created_at", "updated_at" FROM "training_items" WHERE "title" = $1`,
        [title],
      )
    )[0];

  it('moves a META:: block into the type and link columns and keeps the bare body', async () => {
    expect(await row('Legacy video')).toMatchObject({
      content: 'Watch the anchor pace it.',
      content_type: 'video',
      resource_url: 'https://vimeo.com/76979871',
    });
  });

  it('reads plain content as text with no link, and leaves a block that does not parse alone', async () => {
    expect(await row('Plain text')).toMatchObject({
      content: 'Write for the ear, not the eye.',
      content_type: 'text',
      resource_url: null,
    });
    expect(await row('Broken block')).toMatchObject({
      content: 'META::{not json::CONTENT::Body',
      content_type: 'text',
    });
  });

  it('drops an unsafe link while converting', async () => {
    expect(await row('Unsafe link')).toMatchObject({ content: 'A site.', content_type: 'website', resource_url: null });
  });

  it('starts each edit time at the creation time', async () => {
    const { created_at, updated_at } = await row('Plain text');
    expect(updated_at).toEqual(created_at);
  });

  it('refuses a type outside the five', async () => {
    await expect(
      db.query(
        `INSERT INTO "training_items" ("title", "content", "category", "content_type") VALUES ('x', 'y', 'z', 'exe')`,
      ),
    ).rejects.toThrow(/training_items_content_type/);
  });

  it('can be undone, putting the block back into the content', async () => {
    const runner = db.createQueryRunner();
    try {
      await db.undoLastMigration({ transaction: 'each' });
      const [legacy] = await runner.query(`SELECT "content" FROM "training_items" WHERE "title" = 'Legacy video'`);
      expect(legacy.content).toBe(
        'META::{"contentType":"video","resourceUrl":"https://vimeo.com/76979871"}::CONTENT::Watch the anchor pace it.',
      );
      await db.runMigrations({ transaction: 'each' });
      expect(await row('Legacy video')).toMatchObject({ content_type: 'video', content: 'Watch the anchor pace it.' });
    } finally {
      await runner.release();
    }
  });
});

import { DataSource, type EntityManager } from 'typeorm';
import { adminTrainingSchema } from '@newsroom/contracts';
import { TrainingItemEntity } from '../training/entities/training-item.entity';
import { cleanTrainingContent } from '../training/utils/training-view.util';
import type { StarterItem } from './starter-item';
import { STARTER_LIBRARY } from './starter-library';

/** The `seed_runs` row that says this starter library was seeded; a new edition of the data gets a new name. */
export const STARTER_LIBRARY_SEED = 'starter-library-v1';

/**
 * Seeds the starter library once per database: approved, no author. The `seed_runs` row is written
 * in the same transaction as the items, so the library arrives whole or not at all, never twice
 * (a second run, even a simultaneous one, waits on the row and inserts nothing), and an item an
 * admin deletes stays deleted. Returns how many items it inserted.
 */
export async function seedStarterLibrary(
  db: DataSource | EntityManager,
  items: readonly StarterItem[] = STARTER_LIBRARY,
  seedName = STARTER_LIBRARY_SEED,
): Promise<number> {
  // Nothing to seed claims nothing: an edition whose data arrives later still seeds then.
  if (!items.length) return 0;
  const manager = db instanceof DataSource ? db.manager : db;
  return manager.transaction(async (tx) => {
    const claimed: unknown[] = await tx.query(
      `INSERT INTO "seed_runs" ("name") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "name"`,
      [seedName],
    );
    if (!claimed.length) return 0;
    // The first item is the newest, so the hub lists the library in the order it is written.
    const now = Date.now();
    const rows = items.map((item, index) => {
      const parsed = adminTrainingSchema.safeParse({ ...item, status: 'approved' });
      if (!parsed.success) {
        throw new Error(
          `Starter item "${item.title}" breaks the admin form's rules: ${parsed.error.issues[0].message}`,
        );
      }
      const { title, category, tags } = parsed.data;
      return {
        title,
        category,
        tags,
        ...cleanTrainingContent(parsed.data),
        status: 'approved' as const,
        authorId: null,
        createdAt: new Date(now - index * 1_000),
      };
    });
    await tx.getRepository(TrainingItemEntity).insert(rows);
    return rows.length;
  });
}

import type { DataSource } from 'typeorm';
import { TrainingItemEntity } from '../../src/training/entities/training-item.entity';

/** A body the admin training form accepts. */
export const trainingRequest = (overrides: Record<string, unknown> = {}) => ({
  title: 'Writing to the second',
  content: 'Read every script aloud with a stopwatch before it airs.',
  category: 'Writing Tips',
  contentType: 'text',
  ...overrides,
});

/** A row written straight to the table, as an import or an older version would have left it. */
export async function insertTrainingItem(db: DataSource, overrides: Partial<TrainingItemEntity> = {}) {
  const items = db.getRepository(TrainingItemEntity);
  return items.save(
    items.create({
      title: 'Stored item',
      content: 'Write for the ear, not the eye.',
      category: 'Writing Tips',
      status: 'approved',
      ...overrides,
    }),
  );
}

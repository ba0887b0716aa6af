import type { DataSource } from 'typeorm';
import { openTestSchemaDatabase } from '@newsroom/nest-common';
import { trainingDatabase } from '../src/database/training-database';
import { TrainingItemEntity } from '../src/training/entities/training-item.entity';
import { TrainingService } from '../src/training/training.service';

describe(TrainingService.name, () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let sut: TrainingService;

  beforeAll(async () => {
    ({ db, drop } = await openTestSchemaDatabase(trainingDatabase, 'training'));
    sut = new TrainingService(db.getRepository(TrainingItemEntity));
  });
  afterAll(() => drop());

  it('publishes only approved items, newest first', async () => {
    const items = db.getRepository(TrainingItemEntity);
    const base = { content: 'Write for the ear, not the eye.', category: 'Writing Tips' };
    await items.save([
      items.create({ ...base, title: 'Older approved', status: 'approved', createdAt: new Date('2026-01-01') }),
      items.create({ ...base, title: 'Waiting for review', status: 'pending' }),
      items.create({ ...base, title: 'Rejected', status: 'rejected' }),
      items.create({ ...base, title: 'Newer approved', status: 'approved', createdAt: new Date('2026-06-01') }),
    ]);
    expect((await sut.listPublished()).map((i) => i.title)).toEqual(['Newer approved', 'Older approved']);
  });
});

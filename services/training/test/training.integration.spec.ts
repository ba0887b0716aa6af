import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openServiceDatabase } from '@newsroom/nest-common';
import { trainingDatabase } from '../src/database/training-database';
import { TrainingItemEntity } from '../src/training/entities/training-item.entity';
import { TrainingService } from '../src/training/training.service';

describe(TrainingService.name, () => {
  const schema = `training_it_${randomBytes(4).toString('hex')}`;
  let db: DataSource;
  let sut: TrainingService;

  beforeAll(async () => {
    db = await openServiceDatabase(
      trainingDatabase({
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        DB_SCHEMA: schema,
      } as Parameters<typeof trainingDatabase>[0]),
    );
    sut = new TrainingService(db.getRepository(TrainingItemEntity));
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.destroy();
  });

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

import type { DataSource } from 'typeorm';
import { openTestSchemaDatabase } from '@newsroom/nest-common';
import { trainingDatabase } from '../src/database/training-database';
import type { StarterItem } from '../src/seed/starter-item';
import { seedStarterLibrary } from '../src/seed/seed-starter-library';
import { TrainingItemEntity } from '../src/training/entities/training-item.entity';

const LIBRARY: StarterItem[] = [
  {
    title: 'Numbers on air',
    category: 'Writing Tips',
    contentType: 'text',
    resourceUrl: null,
    tags: [],
    content: 'Spell out what the anchor reads: "twelve hundred", not "1,200".',
  },
  {
    title: 'Pacing a live shot',
    category: 'On-Camera Techniques',
    contentType: 'video',
    resourceUrl: 'https://vimeo.com/76979871',
    tags: ['premium'],
    content: 'A reporter walks through a two-minute live shot, beat by beat.',
  },
  {
    title: 'The broadcast style sheet',
    category: 'PDF Resources',
    contentType: 'pdf',
    resourceUrl: '/library/broadcast-style.pdf',
    tags: [],
    content: 'One page of the rules every script on this desk follows.',
  },
];

describe(seedStarterLibrary.name, () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestSchemaDatabase(trainingDatabase, 'training'));
  });
  afterAll(() => drop());
  beforeEach(() => db.query(`TRUNCATE "training_items", "seed_runs"`));

  const titles = async () =>
    (await db.getRepository(TrainingItemEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } })).map((i) => i.title);

  it('inserts the library once, approved with no author, in its own order', async () => {
    expect(await seedStarterLibrary(db, LIBRARY)).toBe(3);
    expect(await seedStarterLibrary(db, LIBRARY)).toBe(0);
    const items = await db.getRepository(TrainingItemEntity).find();
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.status === 'approved' && item.authorId === null)).toBe(true);
    expect(await titles()).toEqual(['Numbers on air', 'Pacing a live shot', 'The broadcast style sheet']);
    expect(items.find((item) => item.title === 'Pacing a live shot')).toMatchObject({
      contentType: 'video',
      resourceUrl: 'https://vimeo.com/76979871',
      tags: ['premium'],
    });
  });

  it('does not bring back an item an admin deleted', async () => {
    await seedStarterLibrary(db, LIBRARY);
    await db.getRepository(TrainingItemEntity).delete({ title: 'Numbers on air' });
    expect(await seedStarterLibrary(db, LIBRARY)).toBe(0);
    expect(await titles()).toEqual(['Pacing a live shot', 'The broadcast style sheet']);
  });

  it('inserts once when two runs start at the same time', async () => {
    const counts = await Promise.all([seedStarterLibrary(db, LIBRARY), seedStarterLibrary(db, LIBRARY)]);
    expect(counts.sort()).toEqual([0, 3]);
    expect(await db.getRepository(TrainingItemEntity).count()).toBe(3);
  });

  it('claims nothing while the library is empty, so the data seeds once it lands', async () => {
    expect(await seedStarterLibrary(db, [])).toBe(0);
    expect(await seedStarterLibrary(db, LIBRARY)).toBe(3);
  });

  it('refuses an item the admin form would refuse, and inserts nothing of that run', async () => {
    const bad = [...LIBRARY, { ...LIBRARY[0], title: 'Bad', content: 'Short.' }];
    await expect(seedStarterLibrary(db, bad)).rejects.toThrow(/Starter item "Bad"/);
    expect(await db.getRepository(TrainingItemEntity).count()).toBe(0);
    expect(await seedStarterLibrary(db, LIBRARY)).toBe(3);
  });
});

import { TRAINING_MESSAGES } from '@newsroom/contracts';
import { INVALID_ID_MESSAGE } from '@newsroom/nest-common';
import { insertTrainingItem } from './factories/training-item.factory';
import { type TrainingTestApp, admin, reader, startTrainingApp } from './training-test-app';

describe('content review', () => {
  let sut: TrainingTestApp;
  beforeAll(async () => {
    sut = await startTrainingApp();
  });
  afterAll(() => sut?.close());
  beforeEach(() => sut.db.query(`TRUNCATE "training_items"`));

  const published = async () =>
    (await sut.call('GET', '/api/training', { user: reader })).json.map((item: { title: string }) => item.title);

  it('queues pending items oldest first, and nothing else', async () => {
    await insertTrainingItem(sut.db, { title: 'Second in', status: 'pending', createdAt: new Date('2026-03-02') });
    await insertTrainingItem(sut.db, { title: 'Approved already', status: 'approved' });
    await insertTrainingItem(sut.db, { title: 'First in', status: 'pending', createdAt: new Date('2026-03-01') });
    await insertTrainingItem(sut.db, { title: 'Rejected', status: 'rejected' });
    const res = await sut.call('GET', '/api/admin/pending-content', { user: admin });
    expect(res.status).toBe(200);
    expect(res.json.map((item: { title: string }) => item.title)).toEqual(['First in', 'Second in']);
    expect(res.json[0]).toMatchObject({ status: 'pending', authorId: null, content: expect.any(String) });
  });

  it('approves, rejects and approves again, at any time; the hub follows', async () => {
    const item = await insertTrainingItem(sut.db, { title: 'From a reporter', status: 'pending', authorId: 42 });
    const review = (status: string) =>
      sut.call('PATCH', `/api/admin/content/${item.id}`, { user: admin, json: { status } });

    expect(await published()).toEqual([]);
    const approved = await review('approved');
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ id: item.id, status: 'approved', authorId: 42 });
    expect(await published()).toEqual(['From a reporter']);
    expect((await sut.call('GET', '/api/admin/pending-content', { user: admin })).json).toEqual([]);

    expect((await review('rejected')).json).toMatchObject({ status: 'rejected' });
    expect(await published()).toEqual([]);
    expect((await review('approved')).json).toMatchObject({ status: 'approved' });
    expect(await published()).toEqual(['From a reporter']);
  });

  it('refuses a status other than approved or rejected', async () => {
    const item = await insertTrainingItem(sut.db, { status: 'pending' });
    for (const status of ['pending', 'published', undefined]) {
      const res = await sut.call('PATCH', `/api/admin/content/${item.id}`, { user: admin, json: { status } });
      expect([status, res.status, res.json]).toEqual([status, 400, { message: TRAINING_MESSAGES.reviewStatusInvalid }]);
    }
  });

  it('answers 404 for a missing item and 400 for an id that cannot be one', async () => {
    const missing = await sut.call('PATCH', '/api/admin/content/2147483647', {
      user: admin,
      json: { status: 'approved' },
    });
    expect([missing.status, missing.json]).toEqual([404, { message: TRAINING_MESSAGES.notFound }]);
    const bad = await sut.call('PATCH', '/api/admin/content/2147483648', { user: admin, json: { status: 'approved' } });
    expect([bad.status, bad.json]).toEqual([400, { message: INVALID_ID_MESSAGE }]);
  });

  it('refuses the queue and the review to a non-admin with 403', async () => {
    const item = await insertTrainingItem(sut.db, { status: 'pending' });
    expect((await sut.call('GET', '/api/admin/pending-content', { user: reader })).status).toBe(403);
    const res = await sut.call('PATCH', `/api/admin/content/${item.id}`, {
      user: reader,
      json: { status: 'approved' },
    });
    expect(res.status).toBe(403);
    expect(await published()).toEqual([]);
  });
});

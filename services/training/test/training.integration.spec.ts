import { TRAINING_MESSAGES } from '@newsroom/contracts';
import { INVALID_ID_MESSAGE } from '@newsroom/nest-common';
import { TrainingItemEntity } from '../src/training/entities/training-item.entity';
import { insertTrainingItem, trainingRequest } from './factories/training-item.factory';
import { type TrainingTestApp, admin, reader, startTrainingApp, subscriber } from './training-test-app';

describe('training routes', () => {
  let sut: TrainingTestApp;
  beforeAll(async () => {
    sut = await startTrainingApp();
  });
  afterAll(() => sut?.close());
  beforeEach(() => sut.db.query(`TRUNCATE "training_items"`));

  const stored = (id: number) => sut.db.getRepository(TrainingItemEntity).findOneByOrFail({ id });

  describe('GET /api/training', () => {
    it('lists approved items only, newest first', async () => {
      await insertTrainingItem(sut.db, { title: 'Older approved', createdAt: new Date('2026-01-01') });
      await insertTrainingItem(sut.db, { title: 'Waiting for review', status: 'pending' });
      await insertTrainingItem(sut.db, { title: 'Rejected', status: 'rejected' });
      await insertTrainingItem(sut.db, { title: 'Newer approved', createdAt: new Date('2026-06-01') });
      const res = await sut.call('GET', '/api/training', { user: reader });
      expect(res.status).toBe(200);
      expect(res.json.map((item: { title: string }) => item.title)).toEqual(['Newer approved', 'Older approved']);
    });

    it('locks a premium item for a viewer without the grant, and serves it whole with it', async () => {
      const premium = {
        title: 'Members only',
        content: 'The full walkthrough of a live shot.',
        contentType: 'video' as const,
        resourceUrl: 'https://vimeo.com/76979871',
        tags: ['premium'],
      };
      await insertTrainingItem(sut.db, premium);
      await insertTrainingItem(sut.db, { title: 'Free for all', createdAt: new Date('2020-01-01') });

      const locked = await sut.call('GET', '/api/training', { user: reader });
      expect(locked.json[0]).toMatchObject({
        title: 'Members only',
        content: '',
        resourceUrl: null,
        contentType: 'video',
        tags: ['premium'],
        premium: true,
        locked: true,
      });
      expect(locked.json[1]).toMatchObject({ title: 'Free for all', locked: false, premium: false });
      expect(JSON.stringify(locked.json)).not.toContain('vimeo.com');

      const whole = await sut.call('GET', '/api/training', { user: subscriber });
      expect(whole.json[0]).toMatchObject({
        content: premium.content,
        resourceUrl: premium.resourceUrl,
        premium: true,
        locked: false,
      });
    });

    it('fails closed: an identity without grants gets the item locked, whatever its role', async () => {
      await insertTrainingItem(sut.db, { tags: ['premium'] });
      const res = await sut.call('GET', '/api/training', { user: admin });
      expect(res.json[0]).toMatchObject({ content: '', locked: true });
    });

    it('answers 401 to a signed-out identity', async () => {
      expect((await sut.call('GET', '/api/training')).status).toBe(401);
    });

    it('serves a legacy META:: row decoded', async () => {
      await insertTrainingItem(sut.db, {
        content: 'META::{"contentType":"pdf","resourceUrl":"https://example.org/style.pdf"}::CONTENT::The style guide.',
      });
      const res = await sut.call('GET', '/api/training', { user: reader });
      expect(res.json[0]).toMatchObject({
        content: 'The style guide.',
        contentType: 'pdf',
        resourceUrl: 'https://example.org/style.pdf',
      });
    });
  });

  describe('POST /api/training (Submit Content)', () => {
    it('stores a submission pending, with the author, even when the body says approved', async () => {
      const res = await sut.call('POST', '/api/training', {
        user: admin,
        json: trainingRequest({ status: 'approved', tags: ['premium'] }),
      });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ status: 'pending', authorId: admin.id, tags: [], premium: false });
      expect((await stored(res.json.id)).status).toBe('pending');
      expect((await sut.call('GET', '/api/training', { user: reader })).json).toEqual([]);
    });

    it('is refused to a non-admin (403) and stores nothing', async () => {
      const res = await sut.call('POST', '/api/training', { user: reader, json: trainingRequest() });
      expect(res.status).toBe(403);
      expect(await sut.db.getRepository(TrainingItemEntity).count()).toBe(0);
    });
  });

  describe('admin create, edit, delete', () => {
    it('creates approved by default, or pending; keeps tags; a text item loses its link', async () => {
      const approved = await sut.call('POST', '/api/training/admin', {
        user: admin,
        json: trainingRequest({ tags: ['premium', 'Timing'], resourceUrl: 'https://example.org/x' }),
      });
      expect(approved.status).toBe(201);
      expect(approved.json).toEqual({
        id: expect.any(Number),
        title: 'Writing to the second',
        content: 'Read every script aloud with a stopwatch before it airs.',
        category: 'Writing Tips',
        tags: ['premium', 'timing'],
        contentType: 'text',
        resourceUrl: null,
        status: 'approved',
        authorId: admin.id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        premium: true,
        locked: false,
      });
      const pending = await sut.call('POST', '/api/training/admin', {
        user: admin,
        json: trainingRequest({ status: 'pending', contentType: 'video', resourceUrl: 'https://vimeo.com/1' }),
      });
      expect(pending.json).toMatchObject({
        status: 'pending',
        contentType: 'video',
        resourceUrl: 'https://vimeo.com/1',
      });
      const all = await sut.call('GET', '/api/training/all', { user: admin });
      expect(all.json.map((item: { id: number }) => item.id)).toEqual([pending.json.id, approved.json.id]);
    });

    it('edits the fields, keeps status and tags left out, and bumps updatedAt', async () => {
      const created = await sut.call('POST', '/api/training/admin', {
        user: admin,
        json: trainingRequest({ status: 'pending', tags: ['premium'] }),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const edited = await sut.call('PATCH', `/api/training/${created.json.id}`, {
        user: admin,
        json: trainingRequest({ title: 'Timing a package', contentType: 'website', resourceUrl: 'https://rtdna.org' }),
      });
      expect(edited.status).toBe(200);
      expect(edited.json).toMatchObject({
        id: created.json.id,
        title: 'Timing a package',
        contentType: 'website',
        resourceUrl: 'https://rtdna.org',
        status: 'pending',
        tags: ['premium'],
        createdAt: created.json.createdAt,
      });
      expect(Date.parse(edited.json.updatedAt)).toBeGreaterThan(Date.parse(created.json.updatedAt));

      const rejected = await sut.call('PATCH', `/api/training/${created.json.id}`, {
        user: admin,
        json: trainingRequest({ status: 'rejected', tags: [] }),
      });
      expect(rejected.json).toMatchObject({ status: 'rejected', tags: [], premium: false, contentType: 'text' });
    });

    it('stores a legacy row clean once it is edited', async () => {
      const legacy = await insertTrainingItem(sut.db, {
        content: 'META::{"contentType":"video","resourceUrl":"https://vimeo.com/2"}::CONTENT::Old body here.',
      });
      const read = await sut.call('GET', '/api/training/all', { user: admin });
      const { title, content, category, contentType, resourceUrl } = read.json[0];
      const res = await sut.call('PATCH', `/api/training/${legacy.id}`, {
        user: admin,
        json: { title, content: `${content} Now longer and edited.`, category, contentType, resourceUrl },
      });
      expect(res.status).toBe(200);
      expect(await stored(legacy.id)).toMatchObject({
        content: 'Old body here. Now longer and edited.',
        contentType: 'video',
        resourceUrl: 'https://vimeo.com/2',
      });
    });

    it('deletes an item (200 {success: true}), then answers 404 for it', async () => {
      const created = await sut.call('POST', '/api/training/admin', { user: admin, json: trainingRequest() });
      const removed = await sut.call('DELETE', `/api/training/${created.json.id}`, { user: admin });
      expect([removed.status, removed.json]).toEqual([200, { success: true }]);
      const again = await sut.call('DELETE', `/api/training/${created.json.id}`, { user: admin });
      expect([again.status, again.json]).toEqual([404, { message: TRAINING_MESSAGES.notFound }]);
      const edit = await sut.call('PATCH', `/api/training/${created.json.id}`, {
        user: admin,
        json: trainingRequest(),
      });
      expect([edit.status, edit.json]).toEqual([404, { message: TRAINING_MESSAGES.notFound }]);
    });

    it.each(['0', '-1', '99999999999', 'abc', '1.5'])('answers 400 for the id %j', async (id) => {
      for (const [method, json] of [
        ['PATCH', trainingRequest()],
        ['DELETE', undefined],
      ] as const) {
        const res = await sut.call(method, `/api/training/${id}`, { user: admin, json });
        expect([res.status, res.json]).toEqual([400, { message: INVALID_ID_MESSAGE }]);
      }
    });

    it('refuses every admin route to a non-admin with 403', async () => {
      const item = await insertTrainingItem(sut.db);
      for (const [method, path] of [
        ['GET', '/api/training/all'],
        ['POST', '/api/training/admin'],
        ['PATCH', `/api/training/${item.id}`],
        ['DELETE', `/api/training/${item.id}`],
      ]) {
        const res = await sut.call(method, path, {
          user: subscriber,
          json: method === 'GET' ? undefined : trainingRequest(),
        });
        expect([method, path, res.status]).toEqual([method, path, 403]);
      }
      expect(await stored(item.id)).toMatchObject({ title: item.title });
    });
  });

  describe('validation', () => {
    it.each([
      [{ title: 'Tiny' }, TRAINING_MESSAGES.titleMin],
      [{ title: undefined }, TRAINING_MESSAGES.titleMin],
      [{ content: 'Too short.' }, TRAINING_MESSAGES.contentMin],
      [{ category: '' }, TRAINING_MESSAGES.categoryRequired],
      [{ contentType: 'podcast' }, TRAINING_MESSAGES.contentTypeRequired],
      [{ contentType: 'video', resourceUrl: 'javascript:alert(1)' }, TRAINING_MESSAGES.resourceUrlInvalid],
      [{ contentType: 'video', resourceUrl: 'https://example.org/a\u0000b' }, TRAINING_MESSAGES.resourceUrlInvalid],
      [{ title: 'A title with a \u0000 byte' }, 'Title contains characters that cannot be saved.'],
      [{ status: 'published' }, TRAINING_MESSAGES.statusInvalid],
      [{ tags: ['has space'] }, TRAINING_MESSAGES.tagsInvalid],
    ])('refuses %j with 400 and the message', async (change, message) => {
      for (const path of ['/api/training', '/api/training/admin']) {
        const res = await sut.call('POST', path, { user: admin, json: trainingRequest(change) });
        // The submission form has no status or tags: it drops them instead.
        if (path === '/api/training' && ('status' in change || 'tags' in change)) continue;
        expect([path, res.status, res.json]).toEqual([path, 400, { message }]);
      }
      const item = await insertTrainingItem(sut.db);
      const edit = await sut.call('PATCH', `/api/training/${item.id}`, { user: admin, json: trainingRequest(change) });
      expect([edit.status, edit.json]).toEqual([400, { message }]);
    });

    it('keeps HTML in the content as the text it is', async () => {
      const content = '<script>alert("x")</script><b>Bold</b> claims need two sources.';
      const res = await sut.call('POST', '/api/training/admin', { user: admin, json: trainingRequest({ content }) });
      expect(res.json.content).toBe(content);
      expect((await stored(res.json.id)).content).toBe(content);
    });
  });
});

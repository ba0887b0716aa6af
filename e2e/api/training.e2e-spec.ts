import { Client } from 'pg';
import { TRAINING_MESSAGES, TRAINING_PATHS, type TrainingItemView } from '@newsroom/contracts';
import { INVALID_ID_MESSAGE } from '@newsroom/nest-common';
import { ROUTE_TABLE, type RouteSpec } from '../../gateway/src/routing/route-table';
import { call } from '../harness/http';
import { type TestStack, startTestStack } from '../harness/test-stack';

const FULL_ACCESS_USERNAME = 'desk_vip_e2e';
const valid = {
  title: 'Writing to the second',
  content: 'Read every script aloud with a stopwatch before it airs.',
  category: 'Writing Tips',
  contentType: 'text',
};
const premiumVideo = {
  title: 'Pacing a live shot',
  content: 'A reporter walks through a two-minute live shot, beat by beat.',
  category: 'On-Camera Techniques',
  contentType: 'video',
  resourceUrl: 'https://vimeo.com/76979871',
  tags: ['premium'],
};

type Who = 'signed out' | 'user' | 'trialing user' | 'admin';

/** The Training Hub through the gateway: who may call what, premium locking, review, bad input. */
describe('training', () => {
  let env: TestStack;
  const cookies: Record<Who | 'full access', string | undefined> = {
    'signed out': undefined,
    user: undefined,
    'trialing user': undefined,
    admin: undefined,
    'full access': undefined,
  };

  beforeAll(async () => {
    env = await startTestStack({ portBase: 4600, env: { FULL_ACCESS_USERNAME } });
    cookies.user = await env.cookieFor(await env.createUser());
    cookies['trialing user'] = await env.cookieFor(await env.createUser());
    cookies.admin = await env.cookieFor(await env.createUser({ role: 'admin' }));
    cookies['full access'] = await env.cookieFor(await env.createUser({ username: FULL_ACCESS_USERNAME }));
    const trial = await call(env.url, 'POST', '/api/activate-manual-trial', { cookie: cookies['trialing user'] });
    expect(trial.status).toBe(200);
  });
  afterAll(() => env?.close());

  const as = (who: Who | 'full access', method: string, path: string, json?: unknown) =>
    call(env.url, method, path, { cookie: cookies[who], json });
  const createItem = async (body: object = valid) => {
    const res = await as('admin', 'POST', TRAINING_PATHS.adminCreate, body);
    expect(res.status).toBe(201);
    return res.json as unknown as TrainingItemView;
  };
  const published = async (who: Who | 'full access' = 'user') =>
    (await as(who, 'GET', TRAINING_PATHS.list)).json as unknown as TrainingItemView[];

  describe('who may call what', () => {
    const routes = ROUTE_TABLE.filter((route) => route.service === 'training');
    const callers: Who[] = ['signed out', 'user', 'trialing user', 'admin'];
    const expected = (route: RouteSpec, who: Who) => {
      if (who === 'signed out') return 401;
      if (route.access === 'admin' && who !== 'admin') return 403;
      return route.method === 'POST' ? 201 : 200;
    };
    const bodyFor = (route: RouteSpec) => {
      if (route.path === '/api/admin/content/:id') return { status: 'approved' };
      return route.method === 'POST' || route.method === 'PATCH' ? valid : undefined;
    };

    it('covers every training route of the table', () => {
      expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
        'DELETE /api/training/:id',
        'GET /api/admin/pending-content',
        'GET /api/training',
        'GET /api/training/all',
        'PATCH /api/admin/content/:id',
        'PATCH /api/training/:id',
        'POST /api/training',
        'POST /api/training/admin',
      ]);
    });

    it.each(callers)('%s: every training route answers as expected', async (who) => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const route of routes) {
        const path = route.path.includes(':id')
          ? route.path.replace(':id', String((await createItem()).id))
          : route.path;
        const res = await as(who, route.method, path, bodyFor(route));
        answers.push(`${route.method} ${route.path} ${res.status}`);
        wanted.push(`${route.method} ${route.path} ${expected(route, who)}`);
      }
      expect(answers).toEqual(wanted);
    });
  });

  describe('premium items', () => {
    let item: TrainingItemView;
    beforeAll(async () => {
      item = await createItem(premiumVideo);
    });
    const find = (list: TrainingItemView[]) => list.find((entry) => entry.id === item.id);

    it('come locked to a user without a subscription: no body, no link, the card kept', async () => {
      const list = await published('user');
      expect(find(list)).toMatchObject({
        title: premiumVideo.title,
        category: premiumVideo.category,
        contentType: 'video',
        tags: ['premium'],
        content: '',
        resourceUrl: null,
        premium: true,
        locked: true,
      });
      expect(JSON.stringify(list)).not.toContain('vimeo.com/76979871');
    });

    it.each(['trialing user', 'admin', 'full access'] as const)('come whole to: %s', async (who) => {
      expect(find(await published(who))).toMatchObject({
        content: premiumVideo.content,
        resourceUrl: premiumVideo.resourceUrl,
        premium: true,
        locked: false,
      });
    });
  });

  describe('submission and review', () => {
    it('stores a submission pending even when the body says approved; it is published only once approved', async () => {
      const submitted = await as('admin', 'POST', TRAINING_PATHS.submit, {
        ...valid,
        title: 'A reporter’s checklist',
        status: 'approved',
      });
      expect(submitted.status).toBe(201);
      expect(submitted.json).toMatchObject({ status: 'pending', authorId: expect.any(Number) });
      const id = Number(submitted.json.id);
      const isPublished = async () => (await published()).some((entry) => entry.id === id);
      const queue = async () =>
        ((await as('admin', 'GET', TRAINING_PATHS.pending)).json as unknown as TrainingItemView[]).map((e) => e.id);

      expect(await isPublished()).toBe(false);
      expect(await queue()).toContain(id);

      const review = (status: string) => as('admin', 'PATCH', TRAINING_PATHS.review(id), { status });
      expect((await review('approved')).json).toMatchObject({ id, status: 'approved' });
      expect(await isPublished()).toBe(true);
      expect(await queue()).not.toContain(id);
      expect((await review('rejected')).json).toMatchObject({ status: 'rejected' });
      expect(await isPublished()).toBe(false);
      expect((await review('approved')).json).toMatchObject({ status: 'approved' });
      expect(await isPublished()).toBe(true);
    });

    it('queues pending items oldest first', async () => {
      const first = await createItem({ ...valid, status: 'pending' });
      const second = await createItem({ ...valid, status: 'pending' });
      const ids = ((await as('admin', 'GET', TRAINING_PATHS.pending)).json as unknown as TrainingItemView[]).map(
        (e) => e.id,
      );
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    });
  });

  describe('ids', () => {
    const routes = [
      ['PATCH', (id: string) => `/api/training/${id}`, valid],
      ['DELETE', (id: string) => `/api/training/${id}`, undefined],
      ['PATCH', (id: string) => `/api/admin/content/${id}`, { status: 'approved' }],
    ] as const;

    it('answers 404 for an item that does not exist', async () => {
      for (const [method, path, json] of routes) {
        const res = await as('admin', method, path('2147483647'), json);
        expect([method, path('N'), res.status, res.json]).toEqual([
          method,
          path('N'),
          404,
          { message: TRAINING_MESSAGES.notFound },
        ]);
      }
    });

    it.each(['0', '-1', '99999999999', 'abc'])('answers 400 for the id %j', async (id) => {
      for (const [method, path, json] of routes) {
        const res = await as('admin', method, path(id), json);
        expect([method, path('N'), res.status, res.json]).toEqual([
          method,
          path('N'),
          400,
          { message: INVALID_ID_MESSAGE },
        ]);
      }
    });
  });

  describe('bad input', () => {
    it.each([
      [{ title: 'Tiny' }, TRAINING_MESSAGES.titleMin],
      [{ content: 'Too short.' }, TRAINING_MESSAGES.contentMin],
      [{ category: '' }, TRAINING_MESSAGES.categoryRequired],
      [{ contentType: 'podcast' }, TRAINING_MESSAGES.contentTypeRequired],
      [{ contentType: 'video', resourceUrl: 'www.poynter.org' }, TRAINING_MESSAGES.resourceUrlInvalid],
      [
        { contentType: 'video', resourceUrl: 'javascript:alert(document.cookie)' },
        TRAINING_MESSAGES.resourceUrlInvalid,
      ],
      [{ title: 'A title with a \u0000 byte' }, 'Title contains characters that cannot be saved.'],
    ])('refuses %j with 400 and the message', async (change, message) => {
      for (const path of [TRAINING_PATHS.submit, TRAINING_PATHS.adminCreate]) {
        const res = await as('admin', 'POST', path, { ...valid, ...change });
        expect([path, res.status, res.json]).toEqual([path, 400, { message }]);
      }
    });

    it('refuses a 5 MB body at the gateway with 413 JSON, before it reaches the service', async () => {
      const requestId = `e2e-training-413-${Date.now()}`;
      const res = await call(env.url, 'POST', TRAINING_PATHS.adminCreate, {
        cookie: cookies.admin,
        json: { ...valid, content: 'x'.repeat(5 * 1024 * 1024) },
        headers: { 'x-request-id': requestId },
      });
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.json).toEqual({ message: expect.any(String) });
      await env.waitForLogLine((line) => line.startsWith('gateway |') && line.includes(requestId));
      expect(env.logLines().filter((line) => line.startsWith('training |') && line.includes(requestId))).toEqual([]);
    });

    it('stores and returns HTML in the content verbatim, as JSON text', async () => {
      const content = '<img src=x onerror="alert(1)"><b>Bold</b> claims need two sources & a call back.';
      const created = await createItem({ ...valid, content });
      expect(created.content).toBe(content);
      const res = await as('user', 'GET', TRAINING_PATHS.list);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect((res.json as unknown as TrainingItemView[]).find((e) => e.id === created.id)?.content).toBe(content);
    });
  });

  it('serves a legacy META:: row, imported by SQL, decoded', async () => {
    const db = new Client({ connectionString: env.databaseUrl });
    await db.connect();
    let id: number;
    try {
      const { rows } = await db.query(
        `INSERT INTO training.training_items (title, content, category, status)
         VALUES ('Imported style sheet', $1, 'PDF Resources', 'approved') RETURNING id`,
        ['META::{"contentType":"pdf","resourceUrl":"https://example.org/style.pdf"}::CONTENT::One page of rules.'],
      );
      id = rows[0].id;
    } finally {
      await db.end();
    }
    expect((await published()).find((entry) => entry.id === id)).toMatchObject({
      title: 'Imported style sheet',
      content: 'One page of rules.',
      contentType: 'pdf',
      resourceUrl: 'https://example.org/style.pdf',
    });
  });
});

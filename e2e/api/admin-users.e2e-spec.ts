import { randomBytes } from 'node:crypto';
import { INVALID_ID_MESSAGE } from '@newsroom/nest-common';
import { call } from '../harness/http';
import { type TestStack, type TestUser, startTestStack } from '../harness/test-stack';

/** Admin user management through the gateway: paging, search, the total header, ids and the last admin. */
describe('admin user management', () => {
  let env: TestStack;
  let admin: TestUser;
  let cookie: string;
  // Names unique to this run, so a reused stack (E2E_BASE_URL) holding other users changes nothing.
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    env = await startTestStack({ portBase: 4800 });
    admin = await env.createUser({ role: 'admin', username: `desk_admin_${run}` });
    cookie = await env.cookieFor(admin);
    for (let i = 0; i < 32; i++) {
      const n = String(i).padStart(2, '0');
      await env.createUser({ username: `pager_${run}_${n}`, email: `pager${n}_${run}@station-${run}.tv` });
    }
  });
  afterAll(() => env?.close());

  const list = (query: string, as = cookie) => call(env.url, 'GET', `/api/admin/users${query}`, { cookie: as });
  const usernames = (res: { json: unknown }) =>
    (res.json as unknown as Array<{ username: string }>).map((u) => u.username);

  it('answers one page, in username order, with the number of matches in x-total-count', async () => {
    const res = await list(`?page=2&pageSize=10&search=pager_${run}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('32');
    expect(usernames(res)).toEqual(Array.from({ length: 10 }, (_, i) => `pager_${run}_${10 + i}`));
    for (const user of res.json as unknown as Array<Record<string, unknown>>) {
      expect(Object.keys(user).sort()).toEqual(['email', 'id', 'role', 'username']);
    }
    expect(res.text).not.toMatch(/password|not-a-login/i);

    const all = await list('?page=1&pageSize=10');
    expect(all.json).toHaveLength(10);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(33);
  });

  it('finds users by a fragment of their email', async () => {
    const res = await list(`?search=${encodeURIComponent(`PAGER07_${run}@STATION`)}`);
    expect(res.status).toBe(200);
    expect(usernames(res)).toEqual([`pager_${run}_07`]);
    expect(res.headers.get('x-total-count')).toBe('1');
  });

  it('refuses a bad page with 400 JSON', async () => {
    const res = await list('?page=0');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Must be a whole number from 1 to 100000.' });
  });

  it('refuses a non-admin with 403', async () => {
    const user = await env.createUser();
    const res = await list('', await env.cookieFor(user));
    expect(res.status).toBe(403);
    expect(res.headers.get('x-total-count')).toBeNull();
  });

  it('answers 400 JSON for an id no user can have', async () => {
    const role = await call(env.url, 'PATCH', '/api/admin/users/99999999999', { cookie, json: { role: 'user' } });
    expect([role.status, role.json]).toEqual([400, { message: INVALID_ID_MESSAGE }]);
    const email = await call(env.url, 'PATCH', '/api/admin/users/99999999999/email', {
      cookie,
      json: { email: 'someone@wxyz.tv' },
    });
    expect([email.status, email.json]).toEqual([400, { message: INVALID_ID_MESSAGE }]);
  });

  it('never demotes the last admin: 409 with the message', async () => {
    // Demote every other admin, found a page at a time with the paging above.
    const admins: Array<{ id: number; role: string }> = [];
    for (let page = 1; ; page++) {
      const res = await list(`?page=${page}&pageSize=100`);
      const users = res.json as unknown as Array<{ id: number; role: string }>;
      admins.push(...users.filter((u) => u.role === 'admin'));
      if (page * 100 >= Number(res.headers.get('x-total-count'))) break;
    }
    for (const other of admins.filter((u) => u.id !== admin.id)) {
      const res = await call(env.url, 'PATCH', `/api/admin/users/${other.id}`, { cookie, json: { role: 'user' } });
      expect(res.status).toBe(200);
    }
    const last = await call(env.url, 'PATCH', `/api/admin/users/${admin.id}`, { cookie, json: { role: 'user' } });
    expect(last.status).toBe(409);
    expect(last.json).toEqual({ message: 'Cannot remove the last admin' });
  });
});

import {
  ADMIN_USERS_MAX_PAGE,
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX,
  ADMIN_USERS_SEARCH_NOT_TEXT,
  AUTH_MESSAGES,
  TOTAL_COUNT_HEADER,
  atMostMessage,
  wholeNumberMessage,
} from '@newsroom/contracts';
import { INVALID_ID_MESSAGE } from '@newsroom/nest-common';
import { type AuthTestApp, admin, reader, startAuthApp } from './auth-test-app';
import { EMAIL_TAKEN, LAST_ADMIN, USER_NOT_FOUND } from '../src/users/users.service';
import { insertUser, insertUsers } from './factories/user.factory';

describe('admin user management', () => {
  let sut: AuthTestApp;
  beforeAll(async () => {
    sut = await startAuthApp();
  });
  afterAll(() => sut?.close());
  beforeEach(() => sut.db.query(`TRUNCATE "users" RESTART IDENTITY`));

  const list = (query = '') => sut.call('GET', `/api/admin/users${query}`, { user: admin });
  const names = (res: { json: Array<{ username: string }> }) => res.json.map((user) => user.username);
  const total = (res: { headers: Headers }) => res.headers.get(TOTAL_COUNT_HEADER);
  const pad = (i: number) => String(i).padStart(2, '0');

  describe('GET /api/admin/users', () => {
    it('answers the first page of 25 by default, with the number of users in the total header', async () => {
      await insertUsers(sut.db, 30, (i) => `reporter_${pad(i)}`);
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.json).toHaveLength(ADMIN_USERS_PAGE_SIZE);
      expect(total(res)).toBe('30');
      expect(res.json[0]).toEqual({
        id: expect.any(Number),
        username: 'reporter_00',
        email: 'reporter_00@newsroom.test',
        role: 'user',
      });
      expect(JSON.stringify(res.json)).not.toMatch(/password|not-a-login/i);
    });

    it('pages with offset (page - 1) * pageSize; past the end is an empty page with the same total', async () => {
      await insertUsers(sut.db, 23, (i) => `reporter_${pad(i)}`);
      const second = await list('?page=2&pageSize=10');
      expect(names(second)).toEqual(Array.from({ length: 10 }, (_, i) => `reporter_${pad(i + 10)}`));
      expect(total(second)).toBe('23');
      const last = await list('?page=3&pageSize=10');
      expect(names(last)).toEqual(['reporter_20', 'reporter_21', 'reporter_22']);
      const beyond = await list('?page=4&pageSize=10');
      expect(beyond).toMatchObject({ status: 200, json: [] });
      expect(total(beyond)).toBe('23');
    });

    it('orders by username without regard to case, then id', async () => {
      for (const username of ['charlie', 'Bravo', 'alpha', 'ALPHA_2', 'delta', 'Zulu', 'echo']) {
        await insertUser(sut.db, { username });
      }
      expect(names(await list())).toEqual(['alpha', 'ALPHA_2', 'Bravo', 'charlie', 'delta', 'echo', 'Zulu']);
    });

    it('finds users by a fragment of the username, in any case', async () => {
      await insertUser(sut.db, { username: 'Maria_Lopez', email: 'ml@wxyz.tv' });
      await insertUser(sut.db, { username: 'anna_maria', email: 'anna@wxyz.tv' });
      await insertUser(sut.db, { username: 'carlos', email: 'carlos@wxyz.tv' });
      const res = await list('?search=MARIA');
      expect(names(res)).toEqual(['anna_maria', 'Maria_Lopez']);
      expect(total(res)).toBe('2');
    });

    it('finds users by a fragment of the email, and counts only the matches', async () => {
      await insertUser(sut.db, { username: 'alma', email: 'alma@kabc.com' });
      await insertUser(sut.db, { username: 'bert', email: 'Bert@KABC.com' });
      await insertUser(sut.db, { username: 'cleo', email: 'cleo@wxyz.tv' });
      const res = await list('?search=kabc.c&pageSize=1');
      expect(names(res)).toEqual(['alma']);
      expect(total(res)).toBe('2');
    });

    it('takes %, _ and \\ in the search literally', async () => {
      const usernames = ['rate_50%', 'rate_500', 'night_desk', 'nightXdesk', 'back\\slash', 'backslash'];
      for (const [i, username] of usernames.entries()) await insertUser(sut.db, { username, email: `u${i}@wxyz.tv` });
      expect(names(await list(`?search=${encodeURIComponent('50%')}`))).toEqual(['rate_50%']);
      expect(names(await list('?search=t_d'))).toEqual(['night_desk']);
      expect(names(await list('?search=%25'))).toEqual(['rate_50%']);
      expect(names(await list('?search=_'))).toEqual(['night_desk', 'rate_50%', 'rate_500']);
      expect(names(await list(`?search=${encodeURIComponent('k\\s')}`))).toEqual(['back\\slash']);
    });

    it('trims the search, and an empty one lists everybody', async () => {
      await insertUsers(sut.db, 3, (i) => `reporter_${i}`);
      expect(total(await list('?search=%20%20'))).toBe('3');
      expect(names(await list('?search=%20reporter_1%20'))).toEqual(['reporter_1']);
    });

    it.each([
      ['?page=0', wholeNumberMessage(1, ADMIN_USERS_MAX_PAGE)],
      ['?page=abc', wholeNumberMessage(1, ADMIN_USERS_MAX_PAGE)],
      ['?page=1.5', wholeNumberMessage(1, ADMIN_USERS_MAX_PAGE)],
      [`?pageSize=${ADMIN_USERS_MAX_PAGE_SIZE + 1}`, wholeNumberMessage(1, ADMIN_USERS_MAX_PAGE_SIZE)],
      ['?pageSize=-1', wholeNumberMessage(1, ADMIN_USERS_MAX_PAGE_SIZE)],
      [`?search=${'x'.repeat(ADMIN_USERS_SEARCH_MAX + 1)}`, atMostMessage('Search', ADMIN_USERS_SEARCH_MAX)],
      ['?search=a&search=b', ADMIN_USERS_SEARCH_NOT_TEXT],
    ])('refuses %s with 400 and a message', async (query, message) => {
      const res = await list(query);
      expect([res.status, res.json]).toEqual([400, { message }]);
      expect(total(res)).toBeNull();
    });

    it('is for admins only', async () => {
      expect((await sut.call('GET', '/api/admin/users', { user: reader })).status).toBe(403);
      expect((await sut.call('GET', '/api/admin/users', { user: null })).status).toBe(401);
    });
  });

  describe('PATCH /api/admin/users/:id and /:id/email', () => {
    it('answers 400 for an id Postgres cannot hold and 404 for a missing user', async () => {
      for (const path of ['/api/admin/users/99999999999', '/api/admin/users/0', '/api/admin/users/abc']) {
        const role = await sut.call('PATCH', path, { user: admin, json: { role: 'user' } });
        expect([path, role.status, role.json]).toEqual([path, 400, { message: INVALID_ID_MESSAGE }]);
        const email = await sut.call('PATCH', `${path}/email`, { user: admin, json: { email: 'a@wxyz.tv' } });
        expect([path, email.status, email.json]).toEqual([path, 400, { message: INVALID_ID_MESSAGE }]);
      }
      const missing = await sut.call('PATCH', '/api/admin/users/2147483647', { user: admin, json: { role: 'user' } });
      expect(missing).toMatchObject({ status: 404, json: { message: USER_NOT_FOUND } });
    });

    it('changes a role and an email', async () => {
      const user = await insertUser(sut.db, { username: 'jo' });
      await insertUser(sut.db, { username: 'boss', role: 'admin' });
      const promoted = await sut.call('PATCH', `/api/admin/users/${user.id}`, { user: admin, json: { role: 'admin' } });
      expect(promoted).toMatchObject({ status: 200, json: { id: user.id, role: 'admin' } });
      const moved = await sut.call('PATCH', `/api/admin/users/${user.id}/email`, {
        user: admin,
        json: { email: 'jo@kabc.com' },
      });
      expect(moved.json).toEqual({ id: user.id, username: 'jo', email: 'jo@kabc.com', role: 'admin' });
      expect(names(await list('?search=kabc'))).toEqual(['jo']);
    });

    it('refuses to demote the last admin with 409, and an email in use with 409', async () => {
      const boss = await insertUser(sut.db, { username: 'boss', role: 'admin' });
      const jo = await insertUser(sut.db, { username: 'jo' });
      const last = await sut.call('PATCH', `/api/admin/users/${boss.id}`, { user: admin, json: { role: 'user' } });
      expect(last).toMatchObject({ status: 409, json: { message: LAST_ADMIN } });
      const taken = await sut.call('PATCH', `/api/admin/users/${jo.id}/email`, {
        user: admin,
        json: { email: 'BOSS@newsroom.test' },
      });
      expect(taken).toMatchObject({ status: 409, json: { message: EMAIL_TAKEN } });
      const bad = await sut.call('PATCH', `/api/admin/users/${jo.id}/email`, { user: admin, json: { email: 'nope' } });
      expect(bad).toMatchObject({ status: 400, json: { message: AUTH_MESSAGES.emailInvalid } });
    });
  });
});

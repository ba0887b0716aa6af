import { AUTH_MESSAGES } from '@newsroom/contracts';
import { ROUTE_TABLE } from '../../gateway/src/routing/route-table';
import { call } from '../harness/http';
import { SESSION_COOKIE, type TestStack, startTestStack } from '../harness/test-stack';

/** Accounts through the gateway: registration, sign-in, sessions, throttling, roles, profile. */
describe('accounts', () => {
  let env: TestStack;
  const WINDOW_SECONDS = 3;

  beforeAll(async () => {
    env = await startTestStack({
      portBase: 3500,
      env: {
        LOGIN_MAX_FAILURES_PER_USER: '3',
        LOGIN_MAX_FAILURES_PER_IP: '12',
        LOGIN_THROTTLE_WINDOW_SECONDS: String(WINDOW_SECONDS),
      },
    });
  });
  afterAll(() => env?.close());

  const sessionCookie = (res: { headers: Headers }) => {
    const header = res.headers.get('set-cookie') ?? '';
    const match = new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(header);
    return match ? `${SESSION_COOKIE}=${match[1]}` : '';
  };
  let counter = 0;
  const newName = (base = 'reporter') => `${base}_${Date.now().toString(36)}${counter++}`;
  const register = (username: string, password = 'anchor-desk-1', email = `${username}@wxyz.tv`) =>
    call(env.url, 'POST', '/api/register', { json: { username, email, password } });
  const login = (username: string, password: string, cookie?: string) =>
    call(env.url, 'POST', '/api/login', { json: { username, password }, cookie });

  describe('registration', () => {
    it('creates the user, signs them in with an httpOnly SameSite=Lax cookie, and never returns the password', async () => {
      const username = newName();
      const res = await register(username);
      expect(res.status).toBe(201);
      expect(res.json).toEqual({ id: expect.any(Number), username, email: `${username}@wxyz.tv`, role: 'user' });
      expect(res.text).not.toMatch(/password|scrypt/i);
      const setCookie = res.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/i); // plain http here; Secure when served over TLS
      const me = await call(env.url, 'GET', '/api/user', { cookie: sessionCookie(res) });
      expect(me.json).toMatchObject({ username, role: 'user' });
    });

    it('marks the cookie Secure when the browser reached us over TLS', async () => {
      const res = await call(env.url, 'POST', '/api/register', {
        json: { username: newName(), email: `${newName()}@wxyz.tv`, password: 'anchor-desk-1' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('set-cookie')).toMatch(/; Secure/i);
    });

    it.each([
      [{ username: 'al', email: 'al@wxyz.tv', password: 'secret1' }, 'Username must be at least 3 characters.'],
      [{ username: 'alma', email: 'al@wxyz.tv', password: '12345' }, 'Password must be at least 6 characters.'],
      [{ username: 'alma', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address.'],
      [{ username: 'al\u0000ma', email: 'al@wxyz.tv', password: 'secret1' }, AUTH_MESSAGES.usernameCharacters],
      [{ username: '\u0430dmin', email: 'al@wxyz.tv', password: 'secret1' }, AUTH_MESSAGES.usernameCharacters],
    ])('refuses %j with the form message', async (json, message) => {
      const res = await call(env.url, 'POST', '/api/register', { json });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    });

    it('refuses a username that exists in any case, and an email in use, with one 409 that does not say which', async () => {
      const username = newName('Maria');
      expect((await register(username)).status).toBe(201);
      const again = await register(username.toUpperCase(), 'anchor-desk-1', `other_${username}@wxyz.tv`);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: AUTH_MESSAGES.registrationTaken });
      const sameEmail = await register(newName(), 'anchor-desk-1', `${username}@wxyz.tv`.toUpperCase());
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.json).toEqual({ message: AUTH_MESSAGES.registrationTaken });
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with the right password, in any case of the username, with a fresh session id', async () => {
      const username = newName();
      const first = sessionCookie(await register(username, 'correct-horse'));
      const res = await login(username.toUpperCase(), 'correct-horse', first);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ username, role: 'user' });
      const second = sessionCookie(res);
      expect(second).not.toBe(first);
      expect((await call(env.url, 'GET', '/api/user', { cookie: second })).status).toBe(200);
      expect((await call(env.url, 'GET', '/api/user', { cookie: first })).status).toBe(401);
    });

    it('refuses a wrong password with 401', async () => {
      const username = newName();
      await register(username, 'correct-horse');
      const res = await login(username, 'wrong-horse');
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Invalid username or password' });
      expect(sessionCookie(res)).toBe('');
    });

    it('answers a username no account can have (a NUL byte) with 400, not a server error', async () => {
      const res = await call(env.url, 'POST', '/api/login', { json: { username: 'adm\u0000in', password: 'secret1' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: AUTH_MESSAGES.usernameCharacters });
    });

    it('answers an unknown username exactly like a wrong password', async () => {
      const res = await login(newName('nobody'), 'whatever1');
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Invalid username or password' });
    });

    it('logs out: the old cookie no longer works', async () => {
      const username = newName();
      const cookie = sessionCookie(await register(username));
      const res = await call(env.url, 'POST', '/api/logout', { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      expect((await call(env.url, 'GET', '/api/user', { cookie })).status).toBe(401);
    });
  });

  describe('brute-force protection', () => {
    it('slows, then refuses repeated failures for one username with 429 and when to retry; recovers after the window', async () => {
      const username = newName('target');
      await register(username, 'right-password');
      for (let i = 0; i < 3; i++) expect((await login(username, 'bad-guess')).status).toBe(401);
      const slowStart = Date.now();
      const refused = await login(username, 'right-password');
      expect(refused.status).toBe(429);
      expect(String(refused.json.message)).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Date.now() - slowStart).toBeLessThan(2_000);

      await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 1) * 1000));
      expect((await login(username, 'right-password')).status).toBe(200);
    });

    it('holds back the answer to repeated failures', async () => {
      const username = newName('slow');
      await register(username, 'right-password');
      await login(username, 'bad-guess-1');
      await login(username, 'bad-guess-2');
      const started = Date.now();
      expect((await login(username, 'bad-guess-3')).status).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 1) * 1000));
    });

    it('refuses one address that tries many usernames, whatever X-Forwarded-For it writes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        const res = await call(env.url, 'POST', '/api/login', {
          json: { username: newName('spray'), password: 'guess-123' },
          // No proxy is configured (TRUSTED_PROXIES=0): a forged address must not buy a fresh budget.
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
      expect(statuses[12]).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, (WINDOW_SECONDS + 1) * 1000));
    });

    it('never writes a password into any log line', async () => {
      const username = newName();
      await register(username, 'Unmistakable-Passw0rd');
      await login(username, 'Unmistakable-Passw0rd');
      await login(username, 'Another-Unmistakable-1');
      expect(env.logLines().filter((line) => line.includes('Unmistakable'))).toEqual([]);
    });
  });

  describe('roles and admin user management', () => {
    it('lists users without any password data', async () => {
      const admin = await env.createUser({ role: 'admin' });
      const res = await call(env.url, 'GET', '/api/admin/users', { cookie: await env.cookieFor(admin) });
      expect(res.status).toBe(200);
      const users = res.json as unknown as Array<Record<string, unknown>>;
      expect(users.length).toBeGreaterThan(1);
      for (const user of users) expect(Object.keys(user).sort()).toEqual(['email', 'id', 'role', 'username']);
      expect(res.text).not.toMatch(/scrypt|password/i);
    });

    it('a role change is seen on the user’s next request', async () => {
      const admin = await env.createUser({ role: 'admin' });
      const username = newName();
      const registered = await register(username);
      const userCookie = sessionCookie(registered);
      const id = registered.json.id as number;
      expect((await call(env.url, 'GET', '/api/admin/users', { cookie: userCookie })).status).toBe(403);
      const promoted = await call(env.url, 'PATCH', `/api/admin/users/${id}`, {
        cookie: await env.cookieFor(admin),
        json: { role: 'admin' },
      });
      expect(promoted.json).toMatchObject({ id, role: 'admin' });
      expect((await call(env.url, 'GET', '/api/admin/users', { cookie: userCookie })).status).toBe(200);
      expect((await call(env.url, 'GET', '/api/user', { cookie: userCookie })).json).toMatchObject({ role: 'admin' });
    });

    it('an email change by an admin is seen on the user’s next request', async () => {
      const admin = await env.createUser({ role: 'admin' });
      const registered = await register(newName());
      const id = registered.json.id as number;
      const res = await call(env.url, 'PATCH', `/api/admin/users/${id}/email`, {
        cookie: await env.cookieFor(admin),
        json: { email: `changed_${id}@wxyz.tv` },
      });
      expect(res.status).toBe(200);
      expect((await call(env.url, 'GET', '/api/user', { cookie: sessionCookie(registered) })).json).toMatchObject({
        email: `changed_${id}@wxyz.tv`,
      });
    });

    it('refuses a bad role with 400', async () => {
      const admin = await env.createUser({ role: 'admin' });
      const res = await call(env.url, 'PATCH', `/api/admin/users/${admin.id}`, {
        cookie: await env.cookieFor(admin),
        json: { role: 'editor' },
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Role must be user or admin' });
    });

    it('never removes the last admin', async () => {
      // Demote every admin but one, then try the last.
      const admin = await env.createUser({ role: 'admin' });
      const cookie = await env.cookieFor(admin);
      const users = (await call(env.url, 'GET', '/api/admin/users?pageSize=100', { cookie })).json as unknown as Array<{
        id: number;
        role: string;
      }>;
      for (const other of users.filter((u) => u.role === 'admin' && u.id !== admin.id)) {
        expect(
          (await call(env.url, 'PATCH', `/api/admin/users/${other.id}`, { cookie, json: { role: 'user' } })).status,
        ).toBe(200);
      }
      const last = await call(env.url, 'PATCH', `/api/admin/users/${admin.id}`, { cookie, json: { role: 'user' } });
      expect(last.status).toBe(409);
      expect(last.json).toEqual({ message: 'Cannot remove the last admin' });
    });

    it('refuses a non-admin on every admin route with 403', async () => {
      const cookie = sessionCookie(await register(newName()));
      const adminRoutes = ROUTE_TABLE.filter((route) => route.access === 'admin');
      expect(adminRoutes.length).toBeGreaterThan(10);
      for (const route of adminRoutes) {
        const path = route.path.replace(/:[a-z]+/g, '1');
        const res = await call(env.url, route.method, path, {
          cookie,
          json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect([route.method, path, res.status]).toEqual([route.method, path, 403]);
      }
    });
  });

  describe('profile', () => {
    it('lets a user change their own email, with the profile rule', async () => {
      const username = newName();
      const cookie = sessionCookie(await register(username));
      const bad = await call(env.url, 'POST', '/api/user/update-profile', { cookie, json: { email: 'nope' } });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({ message: 'Invalid email address' });
      const ok = await call(env.url, 'POST', '/api/user/update-profile', {
        cookie,
        json: { email: `new_${username}@wxyz.tv`, role: 'admin', username: 'hijack' },
      });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({
        success: true,
        user: { username, email: `new_${username}@wxyz.tv`, role: 'user' },
      });
    });

    it('refuses an email another account uses', async () => {
      const taken = newName();
      await register(taken);
      const cookie = sessionCookie(await register(newName()));
      const res = await call(env.url, 'POST', '/api/user/update-profile', {
        cookie,
        json: { email: `${taken}@wxyz.tv` },
      });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: 'Email is already registered' });
    });

    it('needs a signed-in user', async () => {
      expect((await call(env.url, 'POST', '/api/user/update-profile', { json: { email: 'a@b.tv' } })).status).toBe(401);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state-changing request from another site', async () => {
      const cookie = sessionCookie(await register(newName()));
      const res = await call(env.url, 'POST', '/api/logout', { cookie, headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: 'Cross-site request refused' });
      expect((await call(env.url, 'GET', '/api/user', { cookie })).status).toBe(200);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { createRedis } from '../src/redis';
import { SessionStore } from '../src/session';

describe(SessionStore.name, () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { name: 'test', keyPrefix: prefix });
  const sut = new SessionStore(redis, 60);
  const anchor = { id: 41, username: 'anchor', role: 'user' as const };

  afterAll(async () => {
    const raw = redis.duplicate({ keyPrefix: '' });
    const keys = await raw.keys(`${prefix}:*`);
    if (keys.length) await raw.del(...keys);
    raw.disconnect();
    redis.disconnect();
  });

  it('creates an unguessable session and reads it back', async () => {
    const id = await sut.create(anchor);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sut.get(id)).toMatchObject({ userId: 41, username: 'anchor', role: 'user' });
    expect(await redis.ttl(`sess:${id}`)).toBeGreaterThan(50);
  });

  it('reads nothing for an unknown or malformed id', async () => {
    expect(await sut.get('A'.repeat(43))).toBeNull();
    expect(await sut.get('../../etc')).toBeNull();
    expect(await sut.get(undefined)).toBeNull();
  });

  it('changes the role in every session of the user, keeping their expiry', async () => {
    const first = await sut.create(anchor);
    const second = await sut.create(anchor);
    await sut.updateUser(41, { role: 'admin' });
    expect((await sut.get(first))?.role).toBe('admin');
    expect((await sut.get(second))?.role).toBe('admin');
    expect(await redis.ttl(`sess:${first}`)).toBeGreaterThan(50);
  });

  it('destroys a session for good', async () => {
    const id = await sut.create(anchor);
    await sut.destroy(id);
    expect(await sut.get(id)).toBeNull();
  });
});

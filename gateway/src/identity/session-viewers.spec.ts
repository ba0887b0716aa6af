import type { IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { SessionStore } from '@newsroom/nest-common';
import { SessionViewers } from './session-viewers';

const COOKIE = 'newsroom.sid';
const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

describe(SessionViewers.name, () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    keyPrefix: `gw-strategy-${process.pid}:`,
  });
  const sessions = new SessionStore(redis, 60);
  const viewers = new SessionViewers(sessions, COOKIE);
  afterAll(() => redis.quit());

  it('finds the viewer of a live session', async () => {
    const id = await sessions.create({ id: 7, username: 'maria', role: 'user' });
    expect(await viewers.resolve(request(`theme=dark; ${COOKIE}=${id}`))).toEqual({
      id: 7,
      username: 'maria',
      role: 'user',
    });
  });

  it('lets a request without a live session through as signed out', async () => {
    expect(await viewers.resolve(request())).toBeNull();
    expect(await viewers.resolve(request('theme=dark'))).toBeNull();
    expect(await viewers.resolve(request(`${COOKIE}=forged-session-id`))).toBeNull();
  });

  it('fails, rather than signing anyone out, when sessions cannot be read', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const broken = new SessionViewers(new SessionStore(down, 60), COOKIE);
    const id = await sessions.create({ id: 8, username: 'lee', role: 'user' });
    await expect(broken.resolve(request(`${COOKIE}=${id}`))).rejects.toThrow();
    down.disconnect();
  });
});

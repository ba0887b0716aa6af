import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { subscriptionChangedChannel } from '@newsroom/contracts';
import { BillingSubscriptionStatus } from './subscription-status.source';

/** Needs the local Redis (as the other integration specs do). */
describe(BillingSubscriptionStatus.name, () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `gw-sub-it-${randomBytes(4).toString('hex')}`;
  const statuses = new Map<number, string>();
  let asked = 0;
  /** Holds billing's answers (read at arrival) until released. */
  let held: Promise<void> = Promise.resolve();
  let billing: Server;
  let billingUrl: string;
  let publisher: Redis;
  let sut: BillingSubscriptionStatus;
  const user = (id: number) => ({ id, username: `u${id}` });

  beforeAll(async () => {
    billing = createServer((req, res) => {
      asked++;
      const id = Number(/\/internal\/subscription-status\/(\d+)$/.exec(req.url ?? '')?.[1]);
      const body = JSON.stringify({ status: statuses.get(id) ?? 'inactive' });
      void held.then(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
    billingUrl = `http://127.0.0.1:${(billing.address() as AddressInfo).port}`;
    publisher = new Redis(redisUrl);
    sut = new BillingSubscriptionStatus(billingUrl, 's'.repeat(32), 60_000); // a long cache: only the event can clear it
    await sut.listen(new Redis(redisUrl), prefix);
  });
  afterAll(async () => {
    await sut.onApplicationShutdown();
    publisher.disconnect();
    await new Promise((resolve) => billing.close(resolve));
  });

  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 2_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not in time');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('caches a status, then drops it as soon as billing announces a change', async () => {
    expect(await sut.statusOf(user(1), 'r')).toBe('inactive');
    statuses.set(1, 'trialing');
    const before = asked;
    expect(await sut.statusOf(user(1), 'r')).toBe('inactive'); // cached
    expect(asked).toBe(before);

    await publisher.publish(subscriptionChangedChannel(prefix), '1');
    await until(async () => (await sut.statusOf(user(1), 'r')) === 'trialing');

    statuses.set(1, 'canceled');
    await publisher.publish(subscriptionChangedChannel(prefix), '1');
    await until(async () => (await sut.statusOf(user(1), 'r')) === 'canceled');
  });

  it('ignores announcements for another prefix and leaves other users cached', async () => {
    statuses.set(2, 'active');
    statuses.set(3, 'active');
    await sut.statusOf(user(2), 'r');
    await sut.statusOf(user(3), 'r');
    statuses.set(2, 'canceled');
    statuses.set(3, 'canceled');
    await publisher.publish(subscriptionChangedChannel(`${prefix}-other`), '2');
    await publisher.publish(subscriptionChangedChannel(prefix), '3');
    await until(async () => (await sut.statusOf(user(3), 'r')) === 'canceled');
    expect(await sut.statusOf(user(2), 'r')).toBe('active');
  });

  it('does not cache an answer that was on its way while the change was announced', async () => {
    statuses.set(4, 'inactive');
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const before = asked;
    const pending = sut.statusOf(user(4), 'r');
    await until(async () => asked > before); // billing has read 'inactive'
    sut.forget(4);
    statuses.set(4, 'active');
    release();
    expect(await pending).toBe('inactive');
    expect(await sut.statusOf(user(4), 'r')).toBe('active');
  });

  it('counts billing being unreachable as inactive', async () => {
    const down = new BillingSubscriptionStatus('http://127.0.0.1:1', 's'.repeat(32), 0, 500);
    expect(await down.statusOf(user(5), 'r')).toBe('inactive');
  });
});

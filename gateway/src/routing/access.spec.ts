import { ADMIN_ONLY, NOT_SIGNED_IN, PREMIUM_ONLY, decideAccess, grantedFeatures } from './access';

describe(decideAccess.name, () => {
  const statuses: Record<number, string> = { 2: 'trialing', 3: 'canceled' };
  const lookups: number[] = [];
  const subscriptions = {
    statusOf: async (user: { id: number }) => {
      lookups.push(user.id);
      return statuses[user.id] ?? 'inactive';
    },
  };
  const deps = { subscriptions, requestId: 'r', fullAccessUsername: 'vip' };
  const user = (id: number, role: 'user' | 'admin' = 'user', username = `u${id}`) => ({ id, role, username });

  beforeEach(() => (lookups.length = 0));

  it('lets anyone call a public route', async () => {
    expect(await decideAccess('public', null, deps)).toEqual({ allowed: true });
  });

  it('answers 401 to a signed-out caller of a protected route', async () => {
    expect(await decideAccess('user', null, deps)).toEqual({ allowed: false, status: 401, message: NOT_SIGNED_IN });
    expect(await decideAccess({ feature: 'vosot-generator' }, null, deps)).toMatchObject({ status: 401 });
  });

  it('answers 403 to a non-admin on an admin route', async () => {
    expect(await decideAccess('admin', user(1), deps)).toEqual({ allowed: false, status: 403, message: ADMIN_ONLY });
    expect(await decideAccess('admin', user(1, 'admin'), deps)).toEqual({ allowed: true });
  });

  it('opens a free tool without asking billing', async () => {
    expect(await decideAccess({ feature: 'script-simplifier' }, user(1), deps)).toEqual({ allowed: true });
    expect(lookups).toEqual([]);
  });

  it('gates premium tools on the subscription status', async () => {
    expect(await decideAccess({ feature: 'banner-builder' }, user(1), deps)).toEqual({
      allowed: false,
      status: 403,
      message: PREMIUM_ONLY,
    });
    expect(await decideAccess({ feature: 'banner-builder' }, user(2), deps)).toEqual({ allowed: true });
    expect(await decideAccess({ feature: 'banner-builder' }, user(3), deps)).toMatchObject({ status: 403 });
  });

  it('opens premium tools to admins and the full-access username without asking billing', async () => {
    expect(await decideAccess({ feature: 'tease-generator' }, user(4, 'admin'), deps)).toEqual({ allowed: true });
    expect(await decideAccess({ feature: 'tease-generator' }, user(5, 'user', 'vip'), deps)).toEqual({ allowed: true });
    expect(lookups).toEqual([]);
  });
});

describe(grantedFeatures.name, () => {
  const statuses: Record<number, string> = { 2: 'trialing', 3: 'canceled', 6: 'active', 7: 'past_due' };
  const lookups: number[] = [];
  const subscriptions = {
    statusOf: async (user: { id: number }) => {
      lookups.push(user.id);
      return statuses[user.id] ?? 'inactive';
    },
  };
  const deps = { subscriptions, requestId: 'r', fullAccessUsername: 'vip' };
  const user = (id: number, role: 'user' | 'admin' = 'user', username = `u${id}`) => ({ id, role, username });

  beforeEach(() => (lookups.length = 0));

  it('grants premium-training to an active or trialing subscriber only', async () => {
    expect(await grantedFeatures(['premium-training'], user(6), deps)).toEqual(['premium-training']);
    expect(await grantedFeatures(['premium-training'], user(2), deps)).toEqual(['premium-training']);
    expect(await grantedFeatures(['premium-training'], user(1), deps)).toEqual([]);
    expect(await grantedFeatures(['premium-training'], user(3), deps)).toEqual([]);
    expect(await grantedFeatures(['premium-training'], user(7), deps)).toEqual([]);
    expect(lookups).toEqual([6, 2, 1, 3, 7]);
  });

  it('grants it to an admin and to the full-access username without asking billing', async () => {
    expect(await grantedFeatures(['premium-training'], user(4, 'admin'), deps)).toEqual(['premium-training']);
    expect(await grantedFeatures(['premium-training'], user(5, 'user', 'vip'), deps)).toEqual(['premium-training']);
    expect(lookups).toEqual([]);
  });

  it('grants nothing to a signed-out caller, and asks nothing when the route names no grants', async () => {
    expect(await grantedFeatures(['premium-training'], null, deps)).toEqual([]);
    expect(await grantedFeatures(undefined, user(6), deps)).toEqual([]);
    expect(await grantedFeatures([], user(6), deps)).toEqual([]);
    expect(lookups).toEqual([]);
  });

  it('never grants an admin-only feature to a non-admin, and does not ask billing about it', async () => {
    expect(await grantedFeatures(['training-management'], user(6), deps)).toEqual([]);
    expect(await grantedFeatures(['training-management'], user(5, 'user', 'vip'), deps)).toEqual([]);
    expect(lookups).toEqual([]);
  });

  it('asks billing once for several features that depend on it', async () => {
    expect(await grantedFeatures(['premium-training', 'banner-builder', 'script-simplifier'], user(2), deps)).toEqual([
      'premium-training',
      'banner-builder',
      'script-simplifier',
    ]);
    expect(lookups).toEqual([2]);
  });
});

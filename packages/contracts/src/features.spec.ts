import { accessOptionsFor, canUse, isSubscribed } from './features';

describe('canUse', () => {
  const user = { username: 'reporter', role: 'user' as const };

  it('refuses everything to a signed-out visitor', () => {
    expect(canUse('script-simplifier', null)).toBe(false);
  });

  it('lets any signed-in user use the free tools', () => {
    expect(canUse('script-simplifier', user)).toBe(true);
    expect(canUse('social-media-generator', user)).toBe(true);
  });

  it.each(['active', 'trialing'])('opens premium features to a %s subscriber', (status) => {
    expect(canUse('vosot-generator', { ...user, subscriptionStatus: status })).toBe(true);
  });

  it.each(['inactive', 'canceled', 'past_due', null, undefined])(
    'keeps premium features closed when the status is %s',
    (status) => {
      expect(canUse('banner-builder', { ...user, subscriptionStatus: status })).toBe(false);
    },
  );

  it('gives admins every feature', () => {
    expect(canUse('training-hub', { username: 'boss', role: 'admin' })).toBe(true);
    expect(canUse('user-management', { username: 'boss', role: 'admin' })).toBe(true);
  });

  it('gives the full-access username everything except the admin-only features', () => {
    const options = { fullAccessUsername: 'vip' };
    const vip = { username: 'vip', role: 'user' as const };
    expect(canUse('tease-generator', vip, options)).toBe(true);
    expect(canUse('paywall-settings', vip, options)).toBe(false);
    expect(canUse('tease-generator', user, options)).toBe(false);
  });

  it('counts only active and trialing as subscribed', () => {
    expect(isSubscribed('active')).toBe(true);
    expect(isSubscribed('incomplete')).toBe(false);
  });

  it('mirrors the full-access flag the server sets on the user', () => {
    const vip = { username: 'desk_vip', role: 'user' as const, subscriptionStatus: 'inactive' };
    expect(canUse('vosot-generator', vip, accessOptionsFor({ username: 'desk_vip', fullAccess: true }))).toBe(true);
    expect(canUse('user-management', vip, accessOptionsFor({ username: 'desk_vip', fullAccess: true }))).toBe(false);
    expect(canUse('vosot-generator', vip, accessOptionsFor({ username: 'desk_vip' }))).toBe(false);
  });
});

import { isGranted, signInternalIdentity, verifyInternalIdentity } from './internal-identity';

describe('internal identity', () => {
  const secret = 's'.repeat(32);
  const identity = { user: { id: 7, username: 'anchor', role: 'user' as const }, requestId: 'r-1' };

  it('round-trips a signed identity', () => {
    const token = signInternalIdentity(identity, secret, 1_000);
    expect(verifyInternalIdentity(token, secret, 2_000)).toEqual({ ok: true, identity });
  });

  it('carries the full-access flag only when the gateway set it', () => {
    const token = signInternalIdentity({ ...identity, fullAccess: true }, secret);
    expect(verifyInternalIdentity(token, secret)).toEqual({ ok: true, identity: { ...identity, fullAccess: true } });
    expect(verifyInternalIdentity(signInternalIdentity(identity, secret), secret)).toEqual({ ok: true, identity });
  });

  it('carries the granted features through sign and verify', () => {
    const token = signInternalIdentity({ ...identity, grants: ['premium-training'] }, secret);
    const result = verifyInternalIdentity(token, secret);
    expect(result).toEqual({ ok: true, identity: { ...identity, grants: ['premium-training'] } });
    expect(result.ok && isGranted(result.identity, 'premium-training')).toBe(true);
  });

  it('keeps only known feature ids in the grants', () => {
    const token = signInternalIdentity(
      { ...identity, grants: ['premium-training', 'everything', 42, 'premium-training'] as never },
      secret,
    );
    expect(verifyInternalIdentity(token, secret)).toEqual({
      ok: true,
      identity: { ...identity, grants: ['premium-training'] },
    });
  });

  it('grants nothing when the gateway named no grants (fails closed)', () => {
    const result = verifyInternalIdentity(signInternalIdentity(identity, secret), secret);
    expect(result.ok && isGranted(result.identity, 'premium-training')).toBe(false);
    expect(isGranted(undefined, 'premium-training')).toBe(false);
    expect(isGranted({ ...identity, grants: ['training-hub'] }, 'premium-training')).toBe(false);
  });

  it('rejects a missing token', () => {
    expect(verifyInternalIdentity(undefined, secret)).toEqual({ ok: false, reason: 'missing' });
  });

  it('rejects a token signed with another secret', () => {
    const token = signInternalIdentity(identity, 'o'.repeat(32));
    expect(verifyInternalIdentity(token, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects a token whose payload was edited (role raised to admin)', () => {
    const [v, payload, sig] = signInternalIdentity(identity, secret).split('.');
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    body.user.role = 'admin';
    const forged = `${v}.${Buffer.from(JSON.stringify(body)).toString('base64url')}.${sig}`;
    expect(verifyInternalIdentity(forged, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects an expired token', () => {
    const token = signInternalIdentity(identity, secret, 0, 30_000);
    expect(verifyInternalIdentity(token, secret, 30_001)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects garbage', () => {
    expect(verifyInternalIdentity('v1.abc', secret)).toEqual({ ok: false, reason: 'malformed' });
  });
});

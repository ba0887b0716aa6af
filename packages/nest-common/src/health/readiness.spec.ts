import { checkReadiness } from './readiness';

describe(checkReadiness.name, () => {
  it('is ready when every check answers', async () => {
    const report = await checkReadiness([{ name: 'postgres', check: async () => 1 }]);
    expect(report).toEqual({ ready: true, checks: { postgres: { status: 'up' } } });
  });

  it('names the dependency that failed', async () => {
    const report = await checkReadiness([
      { name: 'postgres', check: async () => 1 },
      { name: 'redis', check: async () => Promise.reject(new Error('ECONNREFUSED')) },
    ]);
    expect(report.ready).toBe(false);
    expect(report.checks.redis).toEqual({ status: 'down', error: 'ECONNREFUSED' });
  });

  it('does not wait for a dependency that hangs', async () => {
    const started = Date.now();
    const report = await checkReadiness([{ name: 'redis', check: () => new Promise(() => undefined) }], 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(report.checks.redis).toEqual({ status: 'down', error: 'no answer within 50 ms' });
  });
});

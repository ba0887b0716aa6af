import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const GOOD = { INTERNAL_TOKEN_SECRET: 's'.repeat(40), PATH: process.env.PATH ?? '' };

const PROCESSES = {
  gateway: 'gateway/dist/main.js',
  auth: 'services/auth/dist/main.js',
  'generation-api': 'services/generation/dist/api.main.js',
  'generation-worker': 'services/generation/dist/worker.main.js',
  billing: 'services/billing/dist/main.js',
  training: 'services/training/dist/main.js',
};

/** Starts a process with only the given environment; a bad one must stop it at once. */
const boot = (script: string, env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(ROOT, script)], { env, encoding: 'utf8', timeout: 15_000 });

describe('a process with bad configuration refuses to start and names the variable', () => {
  it.each(Object.entries(PROCESSES))('%s without INTERNAL_TOKEN_SECRET', (_name, script) => {
    const run = boot(script, { PATH: GOOD.PATH });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('INTERNAL_TOKEN_SECRET: is required');
  });

  it.each(Object.entries(PROCESSES))('%s with a Redis URL that is not one', (_name, script) => {
    const run = boot(script, { ...GOOD, REDIS_URL: 'localhost:6379' });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('REDIS_URL: must be a URL starting with redis: or rediss:');
  });

  it.each([
    ['gateway', 'PORT', 'not-a-port', 'PORT: must be a port number'],
    ['gateway', 'AUTH_SERVICE_URL', 'auth:3001', 'AUTH_SERVICE_URL: must be a URL starting with http: or https:'],
    ['gateway', 'BODY_LIMIT', 'lots', 'BODY_LIMIT: must look like 100kb or 1mb'],
    [
      'auth',
      'DATABASE_URL',
      'mysql://db/newsroom',
      'DATABASE_URL: must be a URL starting with postgres: or postgresql:',
    ],
    ['billing', 'DB_SCHEMA', 'Billing; DROP', 'DB_SCHEMA: must be a lower-case Postgres schema name'],
    ['generation-worker', 'WORKER_CONCURRENCY', '0', 'WORKER_CONCURRENCY: must be at least 1'],
  ] as const)('%s with %s=%s', (name, variable, value, message) => {
    const run = boot(PROCESSES[name], { ...GOOD, [variable]: value });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain(message);
  });

  it('a short secret is refused too', () => {
    const run = boot(PROCESSES.auth, { PATH: GOOD.PATH, INTERNAL_TOKEN_SECRET: 'short' });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('INTERNAL_TOKEN_SECRET: must be at least 32 characters');
  });
});

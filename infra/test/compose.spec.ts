import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * docker-compose.yml is the multi-host path; no Docker engine runs here, but `docker-compose config`
 * (Debian's docker-compose, installed by .ci/run) validates it without one.
 */
const compose = (...args: string[]) =>
  spawnSync('docker-compose', ['-f', 'docker-compose.yml', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, INTERNAL_TOKEN_SECRET: 'x'.repeat(40), SETTINGS_ENCRYPTION_KEY: 'k'.repeat(64) },
  });

describe('docker-compose.yml', () => {
  it('passes docker-compose config', () => {
    const run = compose('config', '-q');
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('holds the whole topology', () => {
    const services = compose('config', '--services').stdout.trim().split('\n').sort();
    expect(services).toEqual(
      [
        'admin-web',
        'auth',
        'billing',
        'gateway',
        'generation-api',
        'generation-worker',
        'postgres',
        'redis',
        'seed-admin',
        'seed-library',
        'training',
        'web',
      ].sort(),
    );
  });

  it('runs several generation workers and a Redis that never evicts queued jobs', () => {
    const config = compose('config').stdout;
    expect(config).toMatch(/generation-worker:[\s\S]*?replicas: 3/);
    expect(config).toMatch(/--maxmemory-policy[\s\S]{0,20}noeviction/);
  });

  it('refuses to render without the internal secret', () => {
    const run = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, SETTINGS_ENCRYPTION_KEY: 'k'.repeat(64) },
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('INTERNAL_TOKEN_SECRET');
  });
});

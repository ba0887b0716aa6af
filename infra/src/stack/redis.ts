import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sleep } from './wait';

export interface RedisHandle {
  url: string;
  source: 'REDIS_URL' | 'local' | 'embedded';
  stop: () => Promise<void>;
}

export const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const EMBEDDED_PORT = 6380;

export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined); // a refused connection is the answer here, not an error to print
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const hasBinary = (name: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** On Debian as root the package can be installed on the spot; anywhere else, say how to get it. */
function installRedisOrExplain(log: (line: string) => void) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && hasBinary('apt-get')) {
    log('Redis: redis-server is not installed; installing the Debian package (apt-get install -y redis-server)');
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server'],
      {
        stdio: 'inherit',
      },
    );
    return;
  }
  throw new Error(
    'No Redis answers and redis-server is not installed. Install it (Debian/Ubuntu: sudo apt-get install redis-server; ' +
      'macOS: brew install redis) or set REDIS_URL to a Redis you have.',
  );
}

/**
 * Redis for one machine: REDIS_URL when set (it must answer), else the local one on 6379, else a
 * `redis-server` we start ourselves with its data under `.data/redis`. BullMQ needs noeviction.
 */
export async function ensureRedis(dataDir: string, log: (line: string) => void): Promise<RedisHandle> {
  const configured = process.env.REDIS_URL;
  if (configured) {
    if (!(await redisAnswers(configured))) throw new Error(`REDIS_URL (${configured}) does not answer`);
    return { url: configured, source: 'REDIS_URL', stop: async () => undefined };
  }
  if (await redisAnswers(LOCAL_REDIS)) {
    log('Redis: using the local server at 127.0.0.1:6379');
    return { url: LOCAL_REDIS, source: 'local', stop: async () => undefined };
  }
  if (!hasBinary('redis-server')) installRedisOrExplain(log);
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  log(`Redis: none answers on 127.0.0.1:6379; starting redis-server on ${EMBEDDED_PORT} (data in ${dir})`);
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(EMBEDDED_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
    ],
    // Its own process group: a Ctrl-C in the terminal must not stop Redis before the services.
    { stdio: 'ignore', detached: true },
  );
  const url = `redis://127.0.0.1:${EMBEDDED_PORT}`;
  for (let i = 0; i < 40 && !(await redisAnswers(url)); i++) await sleep(250);
  if (!(await redisAnswers(url))) throw new Error('redis-server did not start');
  return {
    url,
    source: 'embedded',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

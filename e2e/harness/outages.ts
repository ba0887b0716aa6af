import { type ChildProcess, fork, spawn } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';

/**
 * Real outages for the fault tests: a Redis server of the test's own that can be killed and
 * started again on the same port (empty, as after a crash with no persistence), and a TCP proxy
 * process in front of Postgres that can be killed (every connection drops, new ones are refused)
 * and started again. The processes under test see what they would see in production.
 */
export interface Outage {
  /** SIGKILL: no goodbye to anyone connected. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function killed(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export function redisServer(port: number): Outage & { url: string } {
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      for (let i = 0; i < 100; i++) {
        try {
          await probe.connect();
          await probe.ping();
          probe.disconnect();
          return;
        } catch {
          probe.disconnect();
          await wait(50);
        }
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    kill: () => killed(child),
  };
}

export function tcpProxy(listenPort: number, targetPort: number): Outage {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = fork(path.join(__dirname, 'tcp-proxy.js'), [String(listenPort), String(targetPort)], { stdio: 'ignore' });
      await new Promise<void>((resolve, reject) => {
        child!.once('message', () => resolve());
        child!.once('exit', (code) => reject(new Error(`tcp proxy exited (${code})`)));
      });
    },
    kill: () => killed(child),
  };
}

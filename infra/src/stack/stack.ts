import path from 'node:path';
import { ManagedProcess, type ProcessSpec } from './managed-process';
import { waitForOk } from './wait';

export interface StackPorts {
  gateway: number;
  auth: number;
  generation: number;
  billing: number;
  training: number;
  /** The first worker's health port; worker n uses this + n - 1. */
  workerHealth: number;
}

/** Ports as in ARCHITECTURE.md for base 3000; tests use another base to run beside a dev stack. */
export const portsFrom = (base: number): StackPorts => ({
  gateway: base,
  auth: base + 1,
  generation: base + 2,
  billing: base + 3,
  training: base + 4,
  workerHealth: base + 12,
});

export interface StackOptions {
  repoRoot: string;
  ports: StackPorts;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  internalTokenSecret: string;
  /** Folder with shell/, tools/, admin/ builds that the gateway serves; empty when dev servers do. */
  staticDir: string;
  remotes?: { tools: string; admin: string };
  nodeEnv: 'production' | 'development' | 'test';
  logLevel: string;
  workers: number;
  pretty: boolean;
  restartOnCrash: boolean;
  /** Restart a process when its compiled code changes (npm run dev). */
  watch?: boolean;
  extraEnv?: NodeJS.ProcessEnv;
  out?: NodeJS.WritableStream;
  readyTimeoutMs?: number;
}

export const SERVICE_PROCESSES = ['auth', 'generation-api', 'billing', 'training'] as const;

/** Every process of the product on one machine, as the launcher and the browser tests start it. */
export class Stack {
  readonly processes = new Map<string, ManagedProcess>();

  constructor(readonly options: StackOptions) {
    this.specs().forEach((spec, index) =>
      this.processes.set(
        spec.name,
        new ManagedProcess(spec, {
          pretty: options.pretty,
          index,
          out: options.out,
          restartOnCrash: options.restartOnCrash,
        }),
      ),
    );
  }

  get url() {
    return `http://localhost:${this.options.ports.gateway}`;
  }

  specs(): ProcessSpec[] {
    const o = this.options;
    const root = o.repoRoot;
    const url = (port: number) => `http://127.0.0.1:${port}`;
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      ...o.extraEnv,
      NODE_ENV: o.nodeEnv,
      LOG_LEVEL: o.logLevel,
      HOST: '127.0.0.1',
      DATABASE_URL: o.databaseUrl,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: o.redisPrefix,
      INTERNAL_TOKEN_SECRET: o.internalTokenSecret,
    };
    const node = (name: string, script: string, env: NodeJS.ProcessEnv, readyUrl: string): ProcessSpec => ({
      name,
      command: process.execPath,
      args: [
        ...(o.watch ? ['--watch-path', path.dirname(path.join(root, script))] : []),
        '--enable-source-maps',
        script,
      ],
      cwd: root,
      env: { ...common, ...env },
      readyUrl,
    });
    const service = (name: string, script: string, port: number) =>
      node(name, script, { PORT: String(port) }, `${url(port)}/ready`);

    const workers = Array.from({ length: o.workers }, (_, i) => {
      const port = o.ports.workerHealth + i;
      const name = o.workers === 1 ? 'generation-worker' : `generation-worker-${i + 1}`;
      return node(
        name,
        'services/generation/dist/worker.main.js',
        { WORKER_HEALTH_PORT: String(port) },
        `${url(port)}/ready`,
      );
    });

    return [
      service('auth', 'services/auth/dist/main.js', o.ports.auth),
      service('generation-api', 'services/generation/dist/api.main.js', o.ports.generation),
      ...workers,
      service('billing', 'services/billing/dist/main.js', o.ports.billing),
      service('training', 'services/training/dist/main.js', o.ports.training),
      node(
        'gateway',
        'gateway/dist/main.js',
        {
          PORT: String(o.ports.gateway),
          AUTH_SERVICE_URL: url(o.ports.auth),
          GENERATION_SERVICE_URL: url(o.ports.generation),
          BILLING_SERVICE_URL: url(o.ports.billing),
          TRAINING_SERVICE_URL: url(o.ports.training),
          STATIC_DIR: o.staticDir,
          ...(o.remotes ? { TOOLS_REMOTE_URL: o.remotes.tools, ADMIN_REMOTE_URL: o.remotes.admin } : {}),
        },
        `${url(o.ports.gateway)}/health`,
      ),
    ];
  }

  /** Services and workers first (each migrates its own schema), then the gateway in front of them. */
  async start(): Promise<void> {
    const behind = [...this.processes.values()].filter((p) => p.spec.name !== 'gateway');
    await Promise.all(behind.map((p) => this.startProcess(p.spec.name)));
    await this.startProcess('gateway');
  }

  async startProcess(name: string): Promise<void> {
    const managed = this.get(name);
    managed.start();
    if (managed.spec.readyUrl) {
      await waitForOk(managed.spec.readyUrl, this.options.readyTimeoutMs ?? 60_000, () => managed.running);
    }
  }

  async stopProcess(name: string): Promise<void> {
    await this.get(name).stop();
  }

  get(name: string): ManagedProcess {
    const managed = this.processes.get(name);
    if (!managed) throw new Error(`No process "${name}" (have: ${[...this.processes.keys()].join(', ')})`);
    return managed;
  }

  /** The gateway first, so nothing new comes in, then everything behind it at once. */
  async stop(): Promise<void> {
    await this.processes.get('gateway')?.stop();
    await Promise.all([...this.processes.values()].map((p) => p.stop()));
  }
}

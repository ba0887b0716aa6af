import { type ChildProcess, spawn } from 'node:child_process';
import { lineWriter } from './log-lines';
import { sleep } from './wait';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 2xx before the process counts as started. */
  readyUrl?: string;
}

export interface ProcessOptions {
  pretty: boolean;
  index: number;
  out?: NodeJS.WritableStream;
  /** Restart when it dies on its own (not when we stop it). */
  restartOnCrash: boolean;
  onExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
}

/** One child process of the stack: started, watched, restarted after a crash, stopped gently. */
export class ManagedProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  private crashes: number[] = [];

  constructor(
    readonly spec: ProcessSpec,
    private readonly options: ProcessOptions,
  ) {}

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.child?.pid;
  }

  start() {
    if (this.running) return;
    this.stopping = false;
    const out = this.options.out ?? process.stdout;
    const write = lineWriter(this.spec.name, this.options.index, this.options.pretty, out);
    const child = spawn(this.spec.command, this.spec.args, {
      cwd: this.spec.cwd,
      env: this.spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.options.onExit?.(this.spec.name, code, signal);
      if (!this.stopping && this.options.restartOnCrash) void this.restartAfterCrash(code, signal);
    });
    this.child = child;
  }

  /** SIGTERM, then SIGKILL if it has not finished within the grace period. */
  async stop(graceMs = 15_000): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  /** For failure tests: the process dies at once, finishing nothing. */
  kill(signal: NodeJS.Signals = 'SIGKILL') {
    this.stopping = true;
    this.child?.kill(signal);
  }

  private async restartAfterCrash(code: number | null, signal: NodeJS.Signals | null) {
    const now = Date.now();
    this.crashes = [...this.crashes.filter((t) => now - t < 60_000), now];
    const out = this.options.out ?? process.stdout;
    if (this.crashes.length > 3) {
      out.write(`${this.spec.name} | crashed ${this.crashes.length} times in a minute; leaving it stopped\n`);
      return;
    }
    out.write(`${this.spec.name} | exited (code ${code}, signal ${signal}); restarting in 1 s\n`);
    await sleep(1_000);
    if (!this.stopping) this.start();
  }
}

/** The gate is full: the caller should answer "busy" at once rather than queue. */
export class HashGateFullError extends Error {
  constructor() {
    super('Too many password checks waiting');
    this.name = 'HashGateFullError';
  }
}

/**
 * Bounds password hashing in one process. scrypt takes 32 MiB and a thread-pool thread for each
 * hash, so fifty at once make every sign-in wait behind the lot. The gate runs `running` at a
 * time, lets `waiting` more queue in order, and refuses the rest at once: a flood costs the
 * flooder refusals, and a real sign-in waits behind a short queue, not a long one.
 */
export class HashGate {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) throw new HashGateFullError();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `active` never dips between them.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Hashes running and waiting now (for tests and metrics). */
  get load() {
    return { running: this.active, waiting: this.queue.length };
  }
}

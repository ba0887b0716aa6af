import { HashGate, HashGateFullError } from './hash-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe(HashGate.name, () => {
  it('runs at most `running` at once, queues `waiting` more in order, and refuses the rest at once', async () => {
    const gate = new HashGate(2, 2);
    const started: number[] = [];
    const blockers = [0, 1, 2, 3].map(() => deferred());
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(HashGateFullError);

    blockers[1].resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    blockers.forEach((b) => b.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

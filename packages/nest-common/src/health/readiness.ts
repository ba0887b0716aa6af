/** One dependency a process needs before it can do its work. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<unknown>;
}

export type CheckOutcome = { status: 'up' } | { status: 'down'; error: string };

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, CheckOutcome>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });

/** Runs every check at once, each bounded in time, so a hung dependency cannot hang the probe. */
export async function checkReadiness(checks: ReadinessCheck[], timeoutMs = 2_000): Promise<ReadinessReport> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckOutcome]> => {
      try {
        await withTimeout(check(), timeoutMs);
        return [name, { status: 'up' }];
      } catch (error) {
        return [name, { status: 'down', error: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  return { ready: outcomes.every(([, o]) => o.status === 'up'), checks: Object.fromEntries(outcomes) };
}

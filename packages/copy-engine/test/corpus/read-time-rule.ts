import { toBroadcastNumbers } from '../../src/numbers';
import { readSeconds } from '../../src/text/read-time';

/**
 * The timing rule every timed writer meets over the corpus: within ±10 % of the target when the
 * source reads longer than it, else no longer than the source. The source is timed as an anchor
 * reads it: "$2.89" counts five words as figures but is said "two dollars and 89 cents" (six).
 */
export function expectReadTimeRule(seconds: number, source: string, targetSeconds: number) {
  if (readSeconds(source) > targetSeconds) {
    expect(Math.abs(seconds - targetSeconds)).toBeLessThanOrEqual(targetSeconds * 0.1);
  } else {
    const sourceRead = Math.max(readSeconds(source), readSeconds(toBroadcastNumbers(source)));
    expect(seconds).toBeLessThanOrEqual(sourceRead + 1e-9);
  }
}

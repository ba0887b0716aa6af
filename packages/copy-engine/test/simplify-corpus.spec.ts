import { CORPUS } from './corpus';
import { simplifyScript } from '../src/writers/simplify';
import { checkBroadcastNumberStyle, checkFacts } from '../src/checks';
import { readSeconds } from '../src/text/read-time';
import { toBroadcastNumbers } from '../src/numbers';

const TARGETS = [20, 30, 60] as const;
const TONES = ['conversational', 'concise'] as const;
const CASES = CORPUS.flatMap((s) => TARGETS.flatMap((t) => TONES.map((tone) => [s.id, t, tone, s] as const)));

describe.each(CASES)('%s at %i s, %s', (_id, targetSeconds, tone, script) => {
  const result = simplifyScript({ script: script.text, targetSeconds, tone });

  it('reads within ±10% of the target when the source is longer, else no longer than the source', () => {
    const seconds = readSeconds(result.text);
    expect(seconds).toBeCloseTo(result.seconds);
    if (readSeconds(script.text) > targetSeconds) {
      expect(Math.abs(seconds - targetSeconds)).toBeLessThanOrEqual(targetSeconds * 0.1);
    } else {
      // Compared with the source as an anchor would read it: "$2.89" times as five words in the
      // source but is read "two dollars and 89 cents" (six), so the figure form undercounts.
      const sourceRead = Math.max(readSeconds(script.text), readSeconds(toBroadcastNumbers(script.text)));
      expect(seconds).toBeLessThanOrEqual(sourceRead + 1e-9);
    }
  });

  it('has no standalone digit 1-11 and no $ % ¢ signs', () => {
    expect(checkBroadcastNumberStyle(result.text)).toEqual([]);
    expect(result.text.replace(/\[[^\]]*\]|\([^)]*\)/g, '')).not.toMatch(/[$%¢]/);
  });

  it('invents no number, name or quotation', () => {
    expect(checkFacts(result.text, script.text)).toEqual([]);
    expect(result.checks.facts.issues).toEqual([]);
  });
});

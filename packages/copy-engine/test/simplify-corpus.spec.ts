import { CORPUS } from './corpus';
import { expectReadTimeRule } from './corpus/read-time-rule';
import { simplifyScript } from '../src/writers/simplify';
import { checkBroadcastNumberStyle, checkFacts } from '../src/checks';
import { readSeconds } from '../src/text/read-time';

const TARGETS = [20, 30, 60] as const;
const TONES = ['conversational', 'concise'] as const;
const CASES = CORPUS.flatMap((s) => TARGETS.flatMap((t) => TONES.map((tone) => [s.id, t, tone, s] as const)));

describe.each(CASES)('%s at %i s, %s', (_id, targetSeconds, tone, script) => {
  const result = simplifyScript({ script: script.text, targetSeconds, tone });

  it('reads within ±10% of the target when the source is longer, else no longer than the source', () => {
    const seconds = readSeconds(result.text);
    expect(seconds).toBeCloseTo(result.seconds);
    expectReadTimeRule(seconds, script.text, targetSeconds);
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

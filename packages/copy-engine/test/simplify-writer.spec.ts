import { simplifyScript } from '../src/writers/simplify';
import { readSeconds } from '../src/text/read-time';

describe('simplifyScript', () => {
  const script = `[VO]
    Mayor Jane Ortiz says that the city will spend $6,000,000 in order to repair 4 bridges on Route 9.
    Work starts in March. It is the largest repair job in 20 years, and it will not be the last.
    "We are not going to wait for a bridge to fall," Ortiz said.`;

  it('writes broadcast numbers, one sentence a line, and keeps crew text out of the timing', () => {
    const { text, seconds } = simplifyScript({ script, targetSeconds: 20, tone: 'concise' });
    expect(text).toContain('six-million dollars');
    expect(text).toContain('four bridges');
    expect(text).not.toMatch(/[$%]/);
    expect(text.split('\n')[0]).toBe('[VO]');
    expect(seconds).toBeCloseTo(readSeconds(text.replace('[VO]', '')));
  });

  it('returns its own checks: no invented facts, read time against the target', () => {
    const result = simplifyScript({ script, targetSeconds: 20, tone: 'conversational' });
    expect(result.checks.facts.issues).toEqual([]);
    expect(result.checks.numberStyle.issues).toEqual([]);
    expect(result.checks.readTime.targetSeconds).toBe(20);
    expect(result.text).toContain("it won't be the last");
    expect(result.text).toContain('"We are not going to wait for a bridge to fall,"');
  });

  it('puts one sentence on a line and splits a long one at a natural joint', () => {
    const long =
      'The county says the new bridge will open in the spring after two years of delays, but drivers should expect lane closures on the old span through the winter months.';
    expect(simplifyScript({ script: long, targetSeconds: 60, tone: 'concise' }).text.split('\n')).toEqual([
      'The county says the new bridge will open in the spring after two years of delays.',
      'But drivers should expect lane closures on the old span through the winter months.',
    ]);
  });

  it('drops clutter in the concise tone and contracts in the conversational one', () => {
    const text = 'In order to fix the road, crews will close it at this point in time. It is cold and they are ready.';
    expect(simplifyScript({ script: text, targetSeconds: 60, tone: 'concise' }).text).toContain(
      'To fix the road, crews will close it now.',
    );
    expect(simplifyScript({ script: text, targetSeconds: 60, tone: 'conversational' }).text).toContain(
      "It's cold and they're ready.",
    );
  });

  it('honours a slower reading rate', () => {
    const long = `${script} ${'Crews will work nights to keep traffic moving through the summer. '.repeat(6)}`;
    const result = simplifyScript({ script: long, targetSeconds: 20, tone: 'concise', wordsPerMinute: 120 });
    expect(Math.abs(readSeconds(result.text, 120) - 20)).toBeLessThanOrEqual(2);
  });
});

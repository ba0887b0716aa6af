import { checkCopy, checkBroadcastNumberStyle } from '../src/checks';
import { xLength } from '../src/fit';

describe('checkBroadcastNumberStyle', () => {
  it('flags a standalone digit from 1 to 11 with its position', () => {
    const text = 'Police arrested 3 people and 12 more were questioned on Route 9.';
    expect(checkBroadcastNumberStyle(text)).toEqual([
      { text: '3', start: 16, end: 17, rule: 'spell-out-one-to-eleven' },
      { text: '9', start: 62, end: 63, rule: 'spell-out-one-to-eleven' },
    ]);
  });

  it('leaves figures from 12 up, decimals spelled out and model numbers alone', () => {
    expect(
      checkBroadcastNumberStyle('An F-16 flew over 12 homes, 45-hundred people watched, eight-point-six percent.'),
    ).toEqual([]);
  });

  it('flags $, % and ¢, which an anchor cannot read', () => {
    const rules = checkBroadcastNumberStyle('It costs $40, up 12% or 50¢.').map((i) => i.rule);
    expect(rules).toEqual(['no-dollar-sign', 'no-percent-sign', 'no-cent-sign']);
  });

  it('ignores crew text, which is not read', () => {
    expect(checkBroadcastNumberStyle('[SOT 2] Crews stayed all night.')).toEqual([]);
  });

  it('ignores quotations, which stay as the speaker said them', () => {
    expect(checkBroadcastNumberStyle('She said, "We lost 3 trucks and $40 of gear." Crews left.')).toEqual([]);
    expect(checkBroadcastNumberStyle('"We lost it all," she said of 3 trucks.').map((i) => i.text)).toEqual(['3']);
  });
});

describe('checkCopy', () => {
  const source = 'Crews worked 14 hours to restore power to 2,400 homes in Cedar Grove on Tuesday.';

  it('reports read time against the target with a ±10% tolerance', () => {
    const output = 'Crews worked 14 hours to restore power to 24-hundred homes in Cedar Grove.';
    const checks = checkCopy(output, source, { targetSeconds: 5 });
    expect(checks.readTime.seconds).toBeCloseTo(5.6);
    expect(checks.readTime).toMatchObject({ targetSeconds: 5, withinTolerance: false });
    expect(checkCopy(output, source, { targetSeconds: 5.5 }).readTime.withinTolerance).toBe(true);
  });

  it('reports length against limits, counted as X does when asked', () => {
    const output = 'Power is back for 24-hundred homes https://example.com/' + 'x'.repeat(80);
    expect(checkCopy(output, source, { maxChars: 100 }).length.ok).toBe(false);
    const x = checkCopy(output, source, { maxChars: 100, minChars: 50, count: xLength });
    expect(x.length).toEqual({ chars: 'Power is back for 24-hundred homes '.length + 23, max: 100, min: 50, ok: true });
  });

  it('puts number style and fact issues side by side, as the UI shows them', () => {
    const checks = checkCopy('Crews worked 3 days for $90 in Pine Ridge.', source);
    expect(checks.numberStyle.issues.map((i) => i.rule)).toEqual(['spell-out-one-to-eleven', 'no-dollar-sign']);
    expect(checks.facts.issues.map((i) => [i.kind, i.text])).toEqual([
      ['number', '3'],
      ['number', '$90'],
      ['name', 'Pine Ridge'],
    ]);
  });

  it('skips broadcast number style for AP copy', () => {
    expect(checkCopy('Up 12% to $40.', 'Up 12% to $40.', { numberStyle: 'none' }).numberStyle).toEqual({
      issues: [],
      checked: false,
    });
  });
});

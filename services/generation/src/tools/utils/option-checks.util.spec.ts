import { checkCopy } from '@newsroom/copy-engine';
import { checkOptions } from './option-checks.util';

const TOPIC = 'Public Works Director Andrea Feldman says a water main break flooded downtown Marlow Springs.';

describe('checkOptions', () => {
  it("rolls each option's writing issues up, at their place in the OPTION lines", () => {
    const banners = ['Water Main Break Floods Downtown', 'Public Works Director Andrea'];
    const out = checkOptions(banners, (b) => checkCopy(b, TOPIC, { numberStyle: 'none', kind: 'banner' }));
    expect(out.options[0].checks.writing?.issues).toEqual([]);
    expect(out.options[1].checks.writing?.issues).toEqual([
      expect.objectContaining({ kind: 'not-a-headline', start: 0, detail: 'name-cut-short' }),
    ]);
    const [issue] = out.checks.writing?.issues ?? [];
    expect(out.text.slice(issue.start, issue.end)).toBe('Public Works Director Andrea');
  });
});

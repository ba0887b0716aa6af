import { SOCIAL_RANGES, xLength } from '@newsroom/copy-engine';
import { UnrecoverableError } from 'bullmq';
import { COUNCIL_STORY, socialRequest } from '../../test/factories/tool-requests.factory';
import { socialTool as sut } from './social.tool';

const LONG_POST =
  'The Maple Falls City Council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs. ' +
  'Mayor Jane Ortiz said the plan will fix 45 miles of streets over the next 3 years. ' +
  'Residents on the east side have complained about potholes for more than a decade.';

describe('socialTool', () => {
  it.each(['short', 'medium', 'extended'] as const)(
    'offline: three %s posts within range, counted and checked',
    (length) => {
      const { min, max } = SOCIAL_RANGES[length];
      const out = sut.offline(socialRequest({ length }));
      expect(out.text).toMatch(/^OPTION 1: .+\nOPTION 2: .+\nOPTION 3: .+$/);
      expect(out.options).toHaveLength(3);
      for (const option of out.options ?? []) {
        expect(option.chars).toBe(xLength(option.text));
        expect(option.checks.length).toMatchObject({ min, max, ok: true });
        expect(option.checks.facts.issues).toEqual([]);
      }
    },
  );

  it('offline: non-X platforms count plain characters', () => {
    const out = sut.offline(socialRequest({ platform: 'facebook' }));
    for (const option of out.options ?? []) expect(option.chars).toBe(option.text.length);
  });

  it('fromModel: cuts a post over the range and keeps one under it, flagged', () => {
    const raw = [
      '```',
      `OPTION 1: ${LONG_POST}`,
      'OPTION 2: Road repairs approved.',
      `OPTION 3: "${LONG_POST.slice(0, 150)}."`,
      '```',
    ].join('\n');
    const out = sut.fromModel(raw, socialRequest({ length: 'medium' }));
    const [cut, short, third] = out.options ?? [];
    expect(xLength(LONG_POST)).toBeGreaterThan(200);
    expect(cut.chars).toBeLessThanOrEqual(200);
    expect(cut.chars).toBeGreaterThanOrEqual(100);
    expect(cut.checks.length.ok).toBe(true);
    expect(short.text).toBe('Road repairs approved.');
    expect(short.checks.length).toMatchObject({ ok: false, min: 100 });
    expect(third.text.startsWith('"')).toBe(false);
    expect(out.checks.length.ok).toBe(false);
  });

  it('fromModel: flags a planted figure and name', () => {
    const raw =
      'OPTION 1: The council approved a $4.5 million road budget, Governor Mike Dunn said 300 crews will work. #MapleFalls\n' +
      'OPTION 2: x\nOPTION 3: y';
    const out = sut.fromModel(raw, socialRequest({ newsContent: COUNCIL_STORY, length: 'medium' }));
    const kinds = out.options?.[0].checks.facts.issues.map((i) => `${i.kind}:${i.text}`);
    expect(kinds).toEqual(expect.arrayContaining(['number:300', expect.stringMatching(/^name:.*Mike Dunn/)]));
  });

  it('fromModel: no OPTION lines is a permanent failure', () => {
    expect(() => sut.fromModel('Sorry, I cannot do that.', socialRequest())).toThrow(UnrecoverableError);
  });

  it('prompt: gives the platform and the character range', () => {
    const { system, user } = sut.prompt(socialRequest({ length: 'short', platform: 'push_alert' }));
    expect(system).toContain('between 60 and 100 characters');
    expect(user).toContain('Push alert');
  });
});

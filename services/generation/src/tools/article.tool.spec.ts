import { UnrecoverableError } from 'bullmq';
import { articleRequest } from '../../test/factories/tool-requests.factory';
import { articleTool as sut } from './article.tool';

describe('articleTool', () => {
  it.each(['standard', 'feature', 'analysis'] as const)(
    'offline: headline, then %s paragraphs with a dateline',
    (tone) => {
      const out = sut.offline(articleRequest({ tone }));
      const [headline, lead, ...rest] = out.text.split('\n\n');
      expect(headline).toBe('Council approves road repair budget');
      expect(lead.startsWith('MAPLE FALLS, Ohio — ')).toBe(true);
      expect(rest.length).toBeGreaterThan(0);
      expect(out.checks.facts.issues).toEqual([]);
      expect(out.checks.numberStyle.issues).toEqual([]);
    },
  );

  it('fromModel: reads a markdown article, keeps its headline and AP dateline', () => {
    const raw = [
      "Here's the article:",
      '',
      '# Maple Falls approves $4.5 million for roads',
      '',
      'MAPLE FALLS, Ohio (AP) — The Maple Falls City Council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs.',
      '',
      'Mayor Jane Ortiz said the plan will fix 45 miles of streets over the next three years.',
      '',
      '"We have waited long enough for safe roads," Ortiz said.',
    ].join('\n');
    const out = sut.fromModel(raw, articleRequest());
    const [headline, lead] = out.text.split('\n\n');
    expect(headline).toBe('Maple Falls approves $4.5 million for roads');
    expect(lead.startsWith('MAPLE FALLS, Ohio (AP) — The Maple Falls')).toBe(true);
    expect(out.text.split('\n\n')).toHaveLength(4);
    expect(out.checks.numberStyle.issues).toEqual([]);
    expect(out.checks.facts.issues).toEqual([]);
  });

  it('fromModel: adds the dateline a model left out, and uses the given headline when it has none', () => {
    const out = sut.fromModel(
      'MAPLE FALLS (AP) — The council approved the budget.\n\nWork begins in March.',
      articleRequest(),
    );
    expect(out.text.split('\n\n')[0]).toBe('Council approves road repair budget');
    const other = sut.fromModel('Roads budget passes\n\nThe council approved the budget.', articleRequest());
    expect(other.text).toBe('Roads budget passes\n\nMAPLE FALLS, Ohio (AP) — The council approved the budget.');
  });

  it('fromModel: flags a number the source does not have', () => {
    const out = sut.fromModel('Budget passes\n\nThe council approved $9 million.', articleRequest());
    expect(out.checks.facts.issues).toEqual([expect.objectContaining({ kind: 'number' })]);
  });

  it('fromModel: an empty answer is a permanent failure', () => {
    expect(() => sut.fromModel('', articleRequest())).toThrow(UnrecoverableError);
  });

  it('prompt: asks for AP style with the dateline', () => {
    expect(sut.prompt(articleRequest()).user).toContain('MAPLE FALLS, OHIO (AP) —');
    expect(sut.prompt(articleRequest()).system).toContain('AP style');
  });
});

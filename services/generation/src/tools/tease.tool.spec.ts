import { splitSentences } from '@newsroom/copy-engine';
import { UnrecoverableError } from 'bullmq';
import { teaseRequest } from '../../test/factories/tool-requests.factory';
import { teaseTool as sut } from './tease.tool';

describe('teaseTool', () => {
  it.each(['compelling', 'question', 'dramatic'] as const)(
    'offline: three %s teases of two sentences',
    (teaseStyle) => {
      const out = sut.offline(teaseRequest({ teaseStyle }));
      const teases = out.text.split('\n\n');
      expect(teases).toHaveLength(3);
      for (const tease of teases) expect(splitSentences(tease)).toHaveLength(2);
      expect(out.checks.facts.issues).toEqual([]);
    },
  );

  it('fromModel: reads labelled teases, keeps two sentences each and restyles numbers', () => {
    const raw = [
      'Here are three compelling teases:',
      '',
      '**Tease 1:** "Your commute is about to change. Find out which 3 roads are next. Stay tuned."',
      '**Tease 2:** Potholes have met their match. The plan is coming up.',
      '**Tease 3:** Maple Falls has a plan for its roads. Stay with us.',
    ].join('\n');
    const out = sut.fromModel(raw, teaseRequest());
    expect(out.text).toBe(
      [
        'Your commute is about to change. Find out which three roads are next.',
        'Potholes have met their match. The plan is coming up.',
        'Maple Falls has a plan for its roads. Stay with us.',
      ].join('\n\n'),
    );
    expect(out.checks.numberStyle.issues).toEqual([]);
  });

  it('fromModel: flags a name the source does not have', () => {
    const raw =
      'Governor Mike Dunn weighs in. Stay with us.\n\nRoads are next. Stay tuned.\n\nA plan is here. Stay put.';
    const out = sut.fromModel(raw, teaseRequest());
    expect(out.checks.facts.issues.map((i) => i.kind)).toContain('name');
  });

  it('fromModel: nothing to read is a permanent failure', () => {
    expect(() => sut.fromModel('   ', teaseRequest())).toThrow(UnrecoverableError);
  });
});

import { READ_TIME_TOLERANCE, readSeconds } from '@newsroom/copy-engine';
import { UnrecoverableError } from 'bullmq';
import { COUNCIL_STORY, simplifyRequest } from '../../test/factories/tool-requests.factory';
import { simplifyTool as sut } from './simplify.tool';

describe('simplifyTool', () => {
  it.each([20, 30, 60] as const)('offline: a %i-second script with its checks', (target_length) => {
    const out = sut.offline(simplifyRequest({ target_length }));
    expect(out.text.length).toBeGreaterThan(20);
    expect(out.checks.readTime.targetSeconds).toBe(target_length);
    expect(out.checks.readTime.seconds).toBeLessThanOrEqual(target_length * (1 + READ_TIME_TOLERANCE));
    expect(out.checks.facts.issues).toEqual([]);
    expect(out.checks.numberStyle.issues).toEqual([]);
  });

  it('fromModel: strips the preamble, restyles numbers and cuts a script over time', () => {
    const raw = [
      'Certainly! Here is your simplified script:',
      '',
      '**Simplified script:**',
      COUNCIL_STORY.split('. ').join('.\n'),
      '',
      '*Read time: about 45 seconds*',
    ].join('\n');
    const out = sut.fromModel(raw, simplifyRequest({ target_length: 20 }));
    expect(out.text).not.toMatch(/Certainly|Simplified script|Read time|\*/);
    expect(out.text.startsWith('The Maple Falls City Council voted seven to two')).toBe(true);
    expect(readSeconds(out.text)).toBeLessThanOrEqual(20 * (1 + READ_TIME_TOLERANCE));
    expect(out.checks.readTime.withinTolerance).toBe(true);
    expect(out.checks.numberStyle.issues).toEqual([]);
    expect(out.checks.facts.issues).toEqual([]);
  });

  it('fromModel: takes out a sentence with a number the source does not have, and says so', () => {
    const out = sut.fromModel(
      'The council approved the road budget.\nCrews will fix 300 miles of streets.',
      simplifyRequest(),
    );
    expect(out.text).toBe('The council approved the road budget.');
    expect(out.checks.facts.issues).toEqual([]);
    expect(out.repairs).toEqual([
      {
        action: 'dropped',
        reason: 'the number "300" is not in the source',
        text: 'Crews will fix 300 miles of streets.',
      },
    ]);
  });

  it('fromModel: copy with nothing the source supports stays whole, for the checks to report', () => {
    const out = sut.fromModel('Crews will fix 300 miles of streets.', simplifyRequest());
    expect(out.text).toBe('Crews will fix 300 miles of streets.');
    expect(out.checks.facts.issues).toEqual([expect.objectContaining({ kind: 'number', text: '300' })]);
    expect(sut.prune).toBeUndefined();
  });

  it('fromModel: an empty answer is a permanent failure', () => {
    expect(() => sut.fromModel('```\n```', simplifyRequest())).toThrow(UnrecoverableError);
  });

  it('prompt: briefs the read rate, the target words and broadcast number style', () => {
    const { system, user } = sut.prompt(simplifyRequest({ target_length: 30, anchor_tone: 'concise' }));
    expect(user).toContain('150 words a minute');
    expect(user).toContain('about 75 spoken words');
    expect(user).toContain('Concise');
    expect(system).toContain('45-hundred');
    expect(system).toMatch(/Never add a fact, name/);
  });
});

import { UnrecoverableError } from 'bullmq';
import { coachRequest } from '../../test/factories/tool-requests.factory';
import { coachTool as sut } from './coach.tool';

describe('coachTool', () => {
  it('offline: answers from the knowledge base with checks', () => {
    const out = sut.offline(coachRequest());
    expect(out.text).toMatch(/^Good question\./);
    expect(out.checks.length.chars).toBe(out.text.length);
  });

  it('fromModel: takes off markdown and sign-offs', () => {
    const out = sut.fromModel(
      '**Great question!**\n\nRead your copy aloud.\n\nLet me know if this helps.',
      coachRequest(),
    );
    expect(out.text).toBe('Read your copy aloud.');
  });

  it('fromModel: an empty answer is a permanent failure', () => {
    expect(() => sut.fromModel('  ', coachRequest())).toThrow(UnrecoverableError);
  });

  it('prompt: names the skill area, the stage and the question', () => {
    const { user } = sut.prompt(coachRequest());
    expect(user).toContain('broadcast writing');
    expect(user).toContain('early career');
    expect(user).toContain('exactly 30 seconds');
  });
});

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

  it('prompt: carries the earlier turns of the chat, oldest first, as chat turns', () => {
    const prompt = sut.prompt(
      coachRequest({
        user_question: 'And for a 20-second reader?',
        history: [
          { role: 'user', message: 'How do I keep my scripts to exactly 30 seconds?' },
          { role: 'coach', message: 'Count about 75 words.' },
        ],
      }),
    );
    expect(prompt.history).toEqual([
      { role: 'user', content: 'How do I keep my scripts to exactly 30 seconds?' },
      { role: 'assistant', content: 'Count about 75 words.' },
    ]);
    expect(prompt.user).toContain('And for a 20-second reader?');
    expect(prompt.system).not.toContain('75 words');
    expect(sut.prompt(coachRequest())).not.toHaveProperty('history');
  });
});

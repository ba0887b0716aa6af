import { READ_TIME_TOLERANCE, formatVosot } from '@newsroom/copy-engine';
import { UnrecoverableError } from 'bullmq';
import { COUNCIL_STORY, vosotRequest } from '../../test/factories/tool-requests.factory';
import { vosotTool as sut } from './vosot.tool';

const HEADINGS = ['ANCHOR INTRO:', 'VOICE OVER:', 'SOUND ON TAPE:', 'CONTINUING VOICE OVER:'];

describe('vosotTool', () => {
  it.each([20, 30, 45, 60] as const)(
    'offline: a formatted %i-second package with sections and checks',
    (targetLength) => {
      const out = sut.offline(vosotRequest({ targetLength }));
      for (const heading of HEADINGS) expect(out.text).toContain(heading);
      expect(out.sections?.soundOnTape?.speaker).toBe('Mayor Jane Ortiz');
      expect(out.text).toBe(formatVosot(out.sections!));
      expect(out.checks.readTime.targetSeconds).toBe(targetLength);
      expect(out.checks.facts.issues).toEqual([]);
    },
  );

  it('fromModel: reads a markdown package, restyles numbers and cuts narration over time', () => {
    const sentences = COUNCIL_STORY.split('. ');
    const raw = [
      "Sure, here's the VOSOT:",
      '',
      '**ANCHOR INTRO:**',
      sentences[0] + '.',
      '',
      '**VOICE OVER (VO):**',
      ...sentences.slice(1, 2).map((s) => `${s}.`),
      ...sentences.slice(3, 6).map((s) => `${s}.`),
      '',
      '**SOUND ON TAPE (SOT):**',
      '[SOT: Mayor Jane Ortiz]',
      '"We have waited long enough for safe roads."',
      '',
      '**CONTINUING VOICE OVER:**',
      ...sentences.slice(6).map((s) => (s.endsWith('.') ? s : `${s}.`)),
    ].join('\n');
    const out = sut.fromModel(raw, vosotRequest({ targetLength: 20 }));
    expect(out.sections?.anchorIntro).toContain('voted seven to two');
    expect(out.sections?.soundOnTape).toMatchObject({ speaker: 'Mayor Jane Ortiz', inCue: 'We have waited' });
    expect(out.checks.readTime.seconds).toBeLessThanOrEqual(20 * (1 + READ_TIME_TOLERANCE) + 6);
    expect(out.checks.readTime.seconds).toBeLessThan(45);
    expect(out.text).toBe(formatVosot(out.sections!));
    expect(out.checks.facts.issues).toEqual([]);
  });

  it("fromModel: a bite that is not the source's words gives way to the source's own quotation, and says so", () => {
    const raw =
      'ANCHOR INTRO:\nThe council approved the budget.\nSOT:\n[SOT: Mayor Jane Ortiz]\n"Taxes will double next year."';
    const out = sut.fromModel(raw, vosotRequest());
    expect(out.text).not.toContain('Taxes will double');
    expect(out.sections!.soundOnTape!.quote).toContain('We have waited long enough for safe roads');
    expect(out.checks.facts.issues).toEqual([]);
    expect(out.repairs).toContainEqual({
      action: 'restored-quotation',
      reason: expect.stringContaining('"Taxes will double next year."'),
      text: expect.stringContaining('We have waited long enough for safe roads'),
    });
  });

  it('fromModel: an invented speaker is a fact issue the desk repairs', () => {
    const raw =
      'ANCHOR INTRO:\nThe council approved the budget.\nSOT:\n[SOT: Dana Whitlock, council member]\n"We have waited long enough for safe roads."';
    const out = sut.fromModel(raw, vosotRequest());
    expect(out.sections!.soundOnTape!.speaker).toMatch(/Ortiz/);
    expect(out.repairs).toContainEqual(
      expect.objectContaining({ action: 'restored-quotation', reason: expect.stringContaining('Dana Whitlock') }),
    );
  });

  it('fromModel: an answer without sections is a permanent failure', () => {
    expect(() => sut.fromModel('The council approved the budget.', vosotRequest())).toThrow(UnrecoverableError);
  });

  it('prompt: gives the exact headings and the timing', () => {
    const { system, user } = sut.prompt(vosotRequest({ targetLength: 45 }));
    for (const heading of HEADINGS) expect(system).toContain(heading);
    expect(user).toContain('about 113 spoken words');
  });
});

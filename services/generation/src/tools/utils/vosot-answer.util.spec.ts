import { UnrecoverableError } from 'bullmq';
import { UNNAMED } from '@newsroom/copy-engine';
import { parseVosot } from './vosot-answer.util';

describe(parseVosot.name, () => {
  it('reads the sections, the speaker and the given cues from a markdown answer', () => {
    const raw = [
      "Here's your VOSOT package:",
      '',
      '## ANCHOR INTRO:',
      'The Maple Falls council approved a road budget tonight.',
      '',
      '**VOICE OVER (VO):**',
      'Crews will fix 45 miles of streets.',
      'Residents have complained for years.',
      '',
      '**SOUND ON TAPE (SOT):**',
      '[SOT: Mayor Jane Ortiz]',
      '"We have waited long enough for safe roads."',
      'IN: We have waited...',
      'OUT: ...for safe roads',
      '',
      '**CONTINUING VOICE OVER:**',
      'Work begins in March.',
      '(TRT :30)',
    ].join('\n');
    expect(parseVosot(raw)).toEqual({
      anchorIntro: 'The Maple Falls council approved a road budget tonight.',
      voiceOver: 'Crews will fix 45 miles of streets.\nResidents have complained for years.',
      soundOnTape: {
        speaker: 'Mayor Jane Ortiz',
        quote: 'We have waited long enough for safe roads.',
        inCue: 'We have waited',
        outCue: 'for safe roads',
      },
      continuingVoiceOver: 'Work begins in March.',
    });
  });

  it('takes the speaker from the heading or the quote line and makes cues when none are given', () => {
    const sections = parseVosot(
      [
        'Anchor Intro: The council acted tonight.',
        'VO: Crews will fix the streets.',
        'SOT - Mayor Jane Ortiz:',
        '"We have waited long enough for safe roads."',
        'Continuing VO: Work begins in March.',
      ].join('\n'),
    );
    expect(sections.anchorIntro).toBe('The council acted tonight.');
    expect(sections.voiceOver).toBe('Crews will fix the streets.');
    expect(sections.soundOnTape).toEqual({
      speaker: 'Mayor Jane Ortiz',
      quote: 'We have waited long enough for safe roads.',
      inCue: 'We have waited',
      outCue: 'for safe roads',
    });
    expect(sections.continuingVoiceOver).toBe('Work begins in March.');
  });

  it('has no bite when the model says there is none, and marks an unnamed speaker', () => {
    expect(
      parseVosot('ANCHOR INTRO:\nA.\nVOICE OVER:\nB.\nSOUND ON TAPE:\n[NO SOT AVAILABLE]').soundOnTape,
    ).toBeUndefined();
    expect(parseVosot('ANCHOR INTRO:\nA.\nSOT:\n"Roads first."').soundOnTape?.speaker).toBe(UNNAMED);
  });

  it('does not take a sentence for a heading', () => {
    const sections = parseVosot('ANCHOR INTRO:\nAnchor Bay residents cheered.\nVOICE OVER:\nVoters agreed.');
    expect(sections.anchorIntro).toBe('Anchor Bay residents cheered.');
    expect(sections.voiceOver).toBe('Voters agreed.');
  });

  it('fails permanently on an answer with no sections', () => {
    expect(() => parseVosot('The council approved the budget. Work begins in March.')).toThrow(UnrecoverableError);
  });
});

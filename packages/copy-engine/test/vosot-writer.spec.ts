import { writeVosot, UNNAMED } from '../src/writers/vosot';
import { readSeconds } from '../src/text/read-time';

const GAME = `The Cedar Grove Wildcats are moving on in the state playoffs.
They beat Lincoln Central 28-21 Friday night on a touchdown pass with 38 seconds left.
Quarterback Jaylen Brooks threw for 312 yards and three touchdowns.
"We told each other in the huddle, one more drive, just one more," Brooks said.
The Wildcats, now 10-2, travel to Westfield next Friday for the regional semifinal.`;

const NO_QUOTE = `Crews are cleaning up after a water main break flooded Elm Street this morning.
The break happened just after 6 a.m. near the Riverside Library.
About 40 homes were without water for 3 hours.
The city says the pipe was more than 70 years old.`;

describe('writeVosot', () => {
  it('puts the attributed quote on tape with the full name, cues and labels', () => {
    const { text, sections } = writeVosot({ script: GAME, targetSeconds: 30, storyStyle: 'hard_news' });
    expect(sections.soundOnTape).toEqual({
      speaker: 'Jaylen Brooks',
      quote: 'We told each other in the huddle, one more drive, just one more.',
      inCue: 'We told each',
      outCue: 'just one more',
    });
    expect(text).toContain('SOUND ON TAPE:\n[SOT: Jaylen Brooks]\n"We told each other');
    expect(text).toContain('IN: We told each...\nOUT: ...just one more');
    // The anchor does not read the bite's sentence too.
    expect([sections.anchorIntro, sections.voiceOver, sections.continuingVoiceOver].join(' ')).not.toContain('huddle');
  });

  it('leads with the style-chosen sentence', () => {
    const lead = (storyStyle: 'hard_news' | 'feature' | 'sports'): string =>
      writeVosot({ script: GAME, targetSeconds: 60, storyStyle }).sections.anchorIntro;
    expect(lead('hard_news')).toBe('The Cedar Grove Wildcats are moving on in the state playoffs.');
    expect(lead('sports')).toMatch(/^They beat Lincoln Central 28 to 21/);
    expect(lead('feature')).toBe('The Cedar Grove Wildcats are moving on in the state playoffs.');
  });

  it('says there is no SOT when the source has no quotation', () => {
    const { text, sections } = writeVosot({ script: NO_QUOTE, targetSeconds: 20, storyStyle: 'feature' });
    expect(sections.soundOnTape).toBeUndefined();
    expect(text).toContain('[NO SOT AVAILABLE]');
    expect(text).not.toContain('SOUND ON TAPE:');
    // The feature lead is the first sentence without figures.
    expect(sections.anchorIntro).toMatch(/^Crews are cleaning up/);
  });

  it('never reads longer than a short source allows', () => {
    const result = writeVosot({ script: NO_QUOTE, targetSeconds: 60, storyStyle: 'hard_news' });
    expect(result.seconds).toBeLessThanOrEqual(readSeconds(NO_QUOTE) + 1);
  });

  it('times at the anchor rate', () => {
    const script = `${NO_QUOTE}\n${GAME}`;
    const result = writeVosot({ script, targetSeconds: 20, storyStyle: 'hard_news', wordsPerMinute: 120 });
    expect(Math.abs(result.seconds - 20)).toBeLessThanOrEqual(2);
    expect(result.checks.readTime.withinTolerance).toBe(true);
  });

  it('marks an unattributed quote for the producer instead of guessing a speaker', () => {
    const script = `The school board voted to keep the library open late.\n"This is a win for every family here," one parent told us.`;
    const { sections } = writeVosot({ script, targetSeconds: 20, storyStyle: 'hard_news' });
    expect(sections.soundOnTape?.speaker).toBe(UNNAMED);
  });
});

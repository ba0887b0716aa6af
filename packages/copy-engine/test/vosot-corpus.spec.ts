import { CORPUS } from './corpus';
import { expectReadTimeRule } from './corpus/read-time-rule';
import { writeVosot } from '../src/writers/vosot';
import { checkBroadcastNumberStyle, checkFacts, normaliseForMatch } from '../src/checks';
import { findQuotations } from '../src/text/names-quotes';
import { readSeconds } from '../src/text/read-time';
import { toBroadcastNumbers } from '../src/numbers';

const TARGETS = [20, 30, 45, 60] as const;
const STYLES = ['hard_news', 'feature', 'sports'] as const;
const CASES = CORPUS.flatMap((s) => TARGETS.flatMap((t) => STYLES.map((style) => [s.id, t, style, s] as const)));
const LABELS = ['ANCHOR INTRO:', 'VOICE OVER:', 'SOUND ON TAPE:', 'CONTINUING VOICE OVER:'];

describe.each(CASES)('%s VOSOT at %i s, %s', (_id, targetSeconds, storyStyle, script) => {
  const result = writeVosot({ script: script.text, targetSeconds, storyStyle });
  const { anchorIntro, voiceOver, soundOnTape, continuingVoiceOver } = result.sections;
  const quotes = findQuotations(script.text);

  it('has the section labels on their own lines, in order', () => {
    const lines = result.text.split('\n');
    const positions = LABELS.map((label) => lines.indexOf(label));
    const expected = soundOnTape ? positions : positions.filter((_, i) => i !== 2);
    expect(expected.every((p) => p >= 0)).toBe(true);
    expect([...expected].sort((a, b) => a - b)).toEqual(expected);
    if (!soundOnTape) expect(lines).toContain('[NO SOT AVAILABLE]');
  });

  it('reads within ±10% of the target when the source is longer, else no longer than the source', () => {
    const narration = readSeconds([anchorIntro, voiceOver, continuingVoiceOver].join('\n'));
    const seconds = narration + (soundOnTape ? readSeconds(soundOnTape.quote) : 0);
    expect(seconds).toBeCloseTo(result.seconds);
    expectReadTimeRule(seconds, script.text, targetSeconds);
  });

  it('uses a real quotation from the source, with its speaker and matching cues', () => {
    expect(Boolean(soundOnTape)).toBe(quotes.length > 0);
    if (!soundOnTape) return;
    const said = normaliseForMatch(soundOnTape.quote);
    const source = quotes.find((q) => normaliseForMatch(toBroadcastNumbers(q.text)) === said);
    expect(source).toBeDefined();
    if (source?.speaker) expect(soundOnTape.speaker.endsWith(source.speaker)).toBe(true);
    expect(said.startsWith(normaliseForMatch(soundOnTape.inCue))).toBe(true);
    expect(said.endsWith(normaliseForMatch(soundOnTape.outCue))).toBe(true);
    expect(result.text).toContain(`IN: ${soundOnTape.inCue}...`);
    expect(result.text).toContain(`OUT: ...${soundOnTape.outCue}`);
  });

  it('has no standalone digit 1-11 and no $ % ¢ signs', () => {
    expect(checkBroadcastNumberStyle(result.text)).toEqual([]);
    expect(result.text.replace(/\[[^\]]*\]|\([^)]*\)/g, '')).not.toMatch(/[$%¢]/);
  });

  it('invents no number, name or quotation', () => {
    // The section labels are format, not copy: findNames reads "VOICE OVER" as a capitalised name.
    const copy = result.text
      .split('\n')
      .filter((line) => !LABELS.includes(line))
      .join('\n');
    expect(checkFacts(copy, script.text)).toEqual([]);
    expect(result.checks.facts.issues).toEqual([]);
  });
});

import { fitToReadTime } from '../src/fit';
import { fitLinesToReadTime } from '../src/fit/read-time';
import { countSpokenWords } from '../src/text/read-time';
import { readSeconds } from '../src/text/read-time';
import { splitSentences } from '../src/text/sentences';
import { CORPUS } from './corpus';

const TARGETS = [20, 30, 45, 60];

describe('fitToReadTime', () => {
  it('returns a script shorter than the target unchanged, and says so', () => {
    const text = 'Crews reopened Route nine this morning. Traffic is moving again.';
    const fit = fitToReadTime(text, 30);
    expect(fit.text).toBe(text);
    expect(fit.shorterThanTarget).toBe(true);
    expect(fit.droppedSentences).toEqual([]);
    expect(fit.seconds).toBeCloseTo(readSeconds(text));
  });

  it('keeps the lead and drops whole sentences from the end', () => {
    const lead = 'The city council approved a new budget tonight after three hours of debate.';
    const rest = Array.from(
      { length: 8 },
      (_, i) => `Council members spent part ${i + 1} of the night arguing over park funding and road repairs.`,
    );
    const fit = fitToReadTime([lead, ...rest].join(' '), 20);
    expect(fit.text.startsWith(lead)).toBe(true);
    expect(fit.droppedSentences.length).toBeGreaterThan(0);
    expect(fit.droppedSentences[fit.droppedSentences.length - 1]).toBe(rest[rest.length - 1]);
    expect(fit.shorterThanTarget).toBe(false);
  });

  it('uses the reading rate: a slower anchor gets fewer words for the same time', () => {
    const long = CORPUS.find((s) => s.id.startsWith('long-'))!.text;
    const fast = fitToReadTime(long, 30, 200);
    const slow = fitToReadTime(long, 30, 120);
    expect(fast.text.length).toBeGreaterThan(slow.text.length);
    expect(Math.abs(readSeconds(slow.text, 120) - 30)).toBeLessThanOrEqual(3);
  });

  it('keeps a continuation line only with the line it continues', () => {
    const words = (n: number, w: string): string => `${Array.from({ length: n }, () => w).join(' ')}.`;
    const lines = [
      { text: words(30, 'lead') },
      { text: words(14, 'next') },
      { text: words(10, 'piece'), continues: true },
      { text: words(6, 'last') },
      { text: words(9, 'orphan'), continues: true },
    ];
    const fit = fitLinesToReadTime(lines, 20);
    // 50 words: "piece" would overrun, so it goes; "orphan" fits but only ever follows "last".
    expect(fit.lines).toEqual([lines[0].text, lines[1].text, lines[3].text]);
    for (const [i, l] of lines.entries()) {
      if (l.continues && fit.lines.includes(l.text)) expect(fit.lines).toContain(lines[i - 1].text);
    }
  });

  it('times the copy after the caller finishes it, and refits when that adds words', () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({ text: `Feldman said line ${i + 1} is done.` }));
    const finish = (kept: string[]): string[] =>
      kept.map((l, i) => (i === 0 ? l.replace('Feldman', 'Public Works Director Andrea Feldman') : l));
    const fit = fitLinesToReadTime(lines, 20, 150, finish);
    expect(fit.lines[0]).toMatch(/^Public Works Director Andrea Feldman/);
    expect(Math.abs(fit.seconds - 20)).toBeLessThanOrEqual(2);
    expect(fit.seconds).toBeCloseTo(readSeconds(fit.lines.join(' ')));
  });

  it('keeps a lead longer than the target alone rather than cutting it', () => {
    const lead = `${Array.from({ length: 70 }, () => 'word').join(' ')}.`;
    const fit = fitToReadTime(`${lead} A second sentence follows here.`, 20);
    expect(fit.text).toBe(lead);
  });

  describe.each(CORPUS.map((s) => [s.id, s.text] as const))('corpus script %s', (_id, text) => {
    it.each(TARGETS)('at %i s: within ±10%% when the source is longer, never a half sentence', (target) => {
      const fit = fitToReadTime(text, target);
      expect(readSeconds(fit.text)).toBeCloseTo(fit.seconds);
      const lead = splitSentences(text).find((s) => countSpokenWords(s.text) > 0)!.text;
      if (readSeconds(lead) > target * 1.1) {
        // A wire lede longer than the slot: the lead stays whole and alone (crew lines aside).
        expect(splitSentences(fit.text).filter((s) => countSpokenWords(s.text) > 0)).toHaveLength(1);
      } else if (readSeconds(text) > target) {
        expect(Math.abs(fit.seconds - target)).toBeLessThanOrEqual(target * 0.1);
      } else expect(fit.text).toBe(text);
      // Every kept sentence is a whole sentence of the source.
      const source = splitSentences(text).map((s) => s.text.replace(/\s+/g, ' '));
      for (const s of splitSentences(fit.text)) expect(source).toContain(s.text.replace(/\s+/g, ' '));
      expect(splitSentences(fit.text)[0].text).toBe(splitSentences(text)[0].text);
    });
  });
});

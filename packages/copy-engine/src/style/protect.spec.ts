import { atSentenceStart, protectedSpans, replaceOutside } from './protect';

describe('replaceOutside', () => {
  it('rewrites plain copy but not quotations or crew text', () => {
    const text = 'It is late. "It is over," she said. [SOT: It is on tape] (It is a pronouncer) It is done.';
    expect(replaceOutside(text, /\bIt is\b/g, () => "It's")).toBe(
      `It's late. "It is over," she said. [SOT: It is on tape] (It is a pronouncer) It's done.`,
    );
  });

  it('finds quotations with curly quotes and crew text as protected spans', () => {
    expect(protectedSpans('a “b c” d [e] f').map((s) => [s.start, s.end])).toEqual([
      [2, 7],
      [10, 13],
    ]);
  });

  it('knows where a sentence starts', () => {
    expect(atSentenceStart('')).toBe(true);
    expect(atSentenceStart('Police left. ')).toBe(true);
    expect(atSentenceStart('Police left ')).toBe(false);
  });
});

import { findNames, findQuotations, inCue, outCue } from '../src/text/names-quotes';
import { countSpokenWords, readSeconds } from '../src/text/read-time';
import { splitSentences } from '../src/text/sentences';
import { CORPUS, TOPICS } from './corpus';

const LONG_WORDS = 400;

describe('fixture corpus', () => {
  it('has at least 30 scripts with unique ids', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS.map((s) => s.id)).size).toBe(CORPUS.length);
  });

  it('covers every topic, more than once', () => {
    for (const topic of TOPICS) {
      expect(CORPUS.filter((s) => s.topic === topic).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has scripts with and without quotations, as findQuotations sees them', () => {
    const withQuotes = CORPUS.filter((s) => findQuotations(s.text).length > 0);
    expect(withQuotes.length).toBeGreaterThanOrEqual(10);
    expect(CORPUS.length - withQuotes.length).toBeGreaterThanOrEqual(10);
  });

  it('has several long scripts and several with crew directions', () => {
    const long = CORPUS.filter((s) => s.id.startsWith('long-'));
    expect(long.length).toBeGreaterThanOrEqual(3);
    for (const s of long) expect(countSpokenWords(s.text)).toBeGreaterThanOrEqual(LONG_WORDS);
    expect(CORPUS.filter((s) => /[[(]/.test(s.text)).length).toBeGreaterThanOrEqual(5);
  });
});

describe.each(CORPUS.map((s) => [s.id, s] as const))('script %s', (_id, script) => {
  it('splits into two or more sentences whose offsets point into the text', () => {
    const sentences = splitSentences(script.text);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    for (const s of sentences) expect(script.text.slice(s.start, s.end)).toBe(s.text);
  });

  it('has a positive read time that ignores crew text', () => {
    const seconds = readSeconds(script.text);
    expect(seconds).toBeGreaterThan(0);
    const withoutCrew = script.text.replace(/\[[^\]]*\]|\([^)]*\)/g, ' ');
    expect(readSeconds(withoutCrew)).toBeCloseTo(seconds);
  });

  it('finds exactly the quotations and speakers the fixture states', () => {
    const quotes = findQuotations(script.text);
    expect(quotes).toHaveLength(script.quotes ?? 0);
    const speakers = quotes.flatMap((q) => (q.speaker ? [q.speaker] : []));
    for (const speaker of script.speakers ?? []) expect(speakers).toContain(speaker);
    for (const q of quotes) {
      expect(script.text.slice(q.start, q.end)).toContain(q.text);
      expect(q.text.startsWith(inCue(q))).toBe(true);
      expect(outCue(q).length).toBeGreaterThan(0);
    }
  });

  it('finds names only inside the readable text, each a capitalised phrase', () => {
    for (const name of findNames(script.text)) {
      expect(script.text.slice(name.start, name.end)).toBe(name.text);
      expect(name.text).toMatch(/^[A-Z]/);
    }
  });
});

import { countSpokenWords, readSeconds, stripCrewText, wordsForSeconds } from './read-time';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe(readSeconds.name, () => {
  it('times 50, 75 and 150 words at 20, 30 and 60 seconds at the default 150 wpm', () => {
    expect(readSeconds(words(50))).toBeCloseTo(20);
    expect(readSeconds(words(75))).toBeCloseTo(30);
    expect(readSeconds(words(150))).toBeCloseTo(60);
  });

  it('uses the given reading rate, as a number or a ReadingRate', () => {
    expect(readSeconds(words(120), 120)).toBeCloseTo(60);
    expect(readSeconds(words(110), { wordsPerMinute: 220 })).toBeCloseTo(30);
    expect(() => readSeconds('x', 0)).toThrow(RangeError);
  });

  it('does not time crew text in brackets or parentheses', () => {
    const sut = '[SOT: Mayor Jane Ortiz] The mayor spoke (pronounced oh-TEE-zee) today.';
    expect(countSpokenWords(sut)).toBe(4);
    expect(readSeconds(sut)).toBeCloseTo(1.6);
  });

  it('converts seconds to words', () => {
    expect(wordsForSeconds(20)).toBe(50);
    expect(wordsForSeconds(30, 180)).toBe(90);
  });
});

describe(countSpokenWords.name, () => {
  it.each([
    ['six-million', 2],
    ['F-B-I', 3],
    ['45-hundred', 2],
    ['eight-point-six', 3],
    ['12', 1],
    ['45', 2],
    ['1999', 3],
    ['2026', 3],
    ['2005', 3],
    ['4,500', 4],
    ['$6,000,000', 3],
    ['60%', 2],
    ['8.6', 3],
    ['U.S.', 2],
    ['9 a.m.', 3],
    ['21st', 2],
    ['Hello, world!', 2],
    ['salt & pepper', 3],
    ['-- ...', 0],
  ])('%s reads as %i words', (text, expected) => {
    expect(countSpokenWords(text)).toBe(expected);
  });
});

describe(stripCrewText.name, () => {
  it('removes nested crew text', () => {
    expect(stripCrewText('a [b (c) d] e').replace(/\s+/g, ' ')).toBe('a e');
  });
});

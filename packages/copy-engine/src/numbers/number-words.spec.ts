import { decimalToWords, integerToWords, ordinalToWords, parseOrdinal, wordsToNumber } from './number-words';

describe('number words', () => {
  it.each([
    [45, 'forty-five'],
    [120, 'one hundred twenty'],
    [7, 'seven'],
    [6000000, 'six million'],
    [4523, 'four thousand five hundred twenty-three'],
  ])('integerToWords(%p) = %p and back', (n, words) => {
    expect(integerToWords(n)).toBe(words);
    expect(wordsToNumber(words)).toBe(n);
  });

  it.each([
    ['six million', 6000000],
    ['forty-five hundred', 4500],
    ['eight-point-six', 8.6],
    ['45-hundred', 4500],
    ['2.5 billion', 2500000000],
    ['two-point-five-billion', 2500000000],
    ['12-thousand', 12000],
    ['four-thousand-523', 4523],
    ['one-million-234-thousand-567', 1234567],
    ['three point one four', 3.14],
  ])('wordsToNumber(%p) = %p', (words, n) => {
    expect(wordsToNumber(words)).toBe(n);
  });

  it('rejects text that is not a number', () => {
    expect(wordsToNumber('the mayor')).toBeUndefined();
    expect(wordsToNumber('point')).toBeUndefined();
  });

  it('reads decimals digit by digit after the point, both ways', () => {
    expect(decimalToWords('8.6')).toBe('eight-point-six');
    expect(wordsToNumber(decimalToWords('8.6'))).toBe(8.6);
  });

  it.each([
    [1, 'first'],
    [7, 'seventh'],
    [12, 'twelfth'],
    [20, 'twentieth'],
    [21, 'twenty-first'],
  ])('ordinalToWords(%p) = %p and back', (n, words) => {
    expect(ordinalToWords(n)).toBe(words);
    expect(parseOrdinal(words)).toBe(n);
  });

  it('parses ordinal figures', () => {
    expect(parseOrdinal('21st')).toBe(21);
  });
});

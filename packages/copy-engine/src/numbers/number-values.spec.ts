import { toApNumbers } from './ap-numbers';
import { findNumbers } from './number-values';

const sut = findNumbers;
const values = (text: string) => sut(text).map(({ kind, value, unit }) => ({ kind, value, unit }));

describe(findNumbers.name, () => {
  it.each(['$6,000,000', 'six-million dollars', '6 million dollars', '6,000,000 dollars'])(
    '%p is 6000000 dollars',
    (text) => {
      expect(values(text)).toEqual([{ kind: 'number', value: 6000000, unit: 'dollars' }]);
    },
  );

  it.each(['60%', '60-percent', '60 percent', 'sixty percent'])('%p is 60 percent', (text) => {
    expect(values(text)).toEqual([{ kind: 'number', value: 60, unit: 'percent' }]);
  });

  it.each(['45-hundred', '4,500', 'forty-five hundred'])('%p is 4500', (text) => {
    expect(values(text)).toEqual([{ kind: 'number', value: 4500, unit: undefined }]);
  });

  it.each(['December seventh', 'Dec. 7', 'December 7th', '12/7'])('%p is the date December 7', (text) => {
    expect(sut(text)).toEqual([expect.objectContaining({ kind: 'date', date: { month: 12, day: 7 } })]);
  });

  it.each(['3:30 p.m.', 'three-thirty p-m'])('%p is half past three in the afternoon', (text) => {
    expect(values(text)).toEqual([{ kind: 'time', value: 15 * 60 + 30, unit: undefined }]);
  });

  it('reads years, decimals, fractions, ordinals and cents', () => {
    expect(values('In 1999 it rose eight-point-six percent, one-half of 1/2, the 21st, 50¢.')).toEqual([
      { kind: 'year', value: 1999, unit: undefined },
      { kind: 'number', value: 8.6, unit: 'percent' },
      { kind: 'fraction', value: 0.5, unit: undefined },
      { kind: 'fraction', value: 0.5, unit: undefined },
      { kind: 'ordinal', value: 21, unit: undefined },
      { kind: 'number', value: 50, unit: 'cents' },
    ]);
  });

  it('gives the position of each number', () => {
    const text = 'It cost $6,000,000, police said.';
    const [found] = sut(text);
    expect(text.slice(found.start, found.end)).toBe('$6,000,000');
    expect(found).toMatchObject({ start: 8, end: 18 });
  });

  it('keeps separate numbers apart and ignores words that merely contain number words', () => {
    expect(values('Someone saw 523 and one-million tenants')).toEqual([
      { kind: 'number', value: 523, unit: undefined },
      { kind: 'number', value: 1000000, unit: undefined },
    ]);
  });

  it('reads a tally as two numbers, and a figure after number words as part of them', () => {
    expect(findNumbers('voted 7-2').map((n) => n.value)).toEqual([7, 2]);
    expect(findNumbers('four-thousand-523 people').map((n) => n.value)).toEqual([4523]);
  });

  it('joins only a scale word to a figure: "about 30 five years ago" is 30 and five, never 35', () => {
    const text = 'about 110 homes, up from about 30 five years ago';
    expect(findNumbers(text).map((n) => [n.text, n.value])).toEqual([
      ['110', 110],
      ['30', 30],
      ['five', 5],
    ]);
    expect(toApNumbers(text)).toBe(text);
    expect(findNumbers('12-thousand-700 and 45-hundred').map((n) => n.value)).toEqual([12_700, 4_500]);
  });

  it('reads headline money shorthand as the whole amount, and a class like "3A" as no number', () => {
    expect(findNumbers('The city got $4.7M for roads.')).toEqual([
      expect.objectContaining({ text: '$4.7M', value: 4_700_000, unit: 'dollars' }),
    ]);
    expect(findNumbers('A $250K grant')[0]).toMatchObject({ value: 250_000, unit: 'dollars' });
    expect(findNumbers('four-point-seven-million dollars')[0]).toMatchObject({ value: 4_700_000, unit: 'dollars' });
    expect(findNumbers('The Class 3A title')).toEqual([]);
  });
});

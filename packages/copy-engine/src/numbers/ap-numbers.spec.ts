import { toApNumbers } from './ap-numbers';
import { toBroadcastNumbers } from './broadcast-numbers';

const sut = toApNumbers;

describe(toApNumbers.name, () => {
  it.each([
    ['60 percent', '60%'],
    // "No." is an abbreviation, not a sentence end: the rank stays in figures (panel H, S09).
    ['Kindlewood State upset No. 19 Oster Ridge.', 'Kindlewood State upset No. 19 Oster Ridge.'],
    ['eight-point-six percent', '8.6%'],
    ['January 5', 'Jan. 5'],
    ['February 5', 'Feb. 5'],
    ['August 5', 'Aug. 5'],
    ['September 5', 'Sept. 5'],
    ['October 5', 'Oct. 5'],
    ['November 5', 'Nov. 5'],
    ['December 5', 'Dec. 5'],
    ['March 5', 'March 5'],
    ['July 5', 'July 5'],
    ['Dec. 7th', 'Dec. 7'],
    ['December seventh', 'Dec. 7'],
    ['3:30 PM', '3:30 p.m.'],
    ['three-thirty p-m', '3:30 p.m.'],
    ['Atlanta, Ga.,', 'Atlanta, Georgia,'],
    ['4 people', 'four people'],
    ['12 dogs', '12 dogs'],
    ['forty-five dogs', '45 dogs'],
    ['six-million dollars', '$6 million'],
    ['45-hundred', '4,500'],
    ['a 5-year-old', 'a 5-year-old'],
    ['6 miles', '6 miles'],
    ['50-cents', '50 cents'],
    ['one-million-234-thousand-567 votes', '1,234,567 votes'],
  ])('%p is written %p', (input, ap) => {
    expect(sut(`We saw ${input} here`)).toBe(`We saw ${ap} here`);
  });

  it('keeps a score or tally as two figures (never adds them up)', () => {
    expect(sut('They beat Lincoln Central 28-21 and are now 10-2.')).toBe(
      'They beat Lincoln Central 28-21 and are now 10-2.',
    );
  });

  it('leaves months without a date in full', () => {
    expect(sut('We saw it in December.')).toBe('We saw it in December.');
  });

  it('spells out a number that starts a sentence, but not a year', () => {
    expect(sut('12 people died. 1999 was worse.')).toBe('Twelve people died. 1999 was worse.');
  });

  it.each([
    ['Twelve homes were evacuated.', 'Twelve homes were evacuated.'],
    ['Thirty-one-year-old Derek Stroud is charged.', 'Thirty-one-year-old Derek Stroud is charged.'],
    ['$4.7 million was approved.', 'Four point seven million dollars was approved.'],
    ['Six-million dollars was spent.', 'Six million dollars was spent.'],
    ['60% of voters agreed.', 'Sixty percent of voters agreed.'],
    ['$2.89 is the price.', 'Two dollars and eighty-nine cents is the price.'],
    ['45-hundred people came.', 'Four thousand five hundred people came.'],
    ['3:30 p.m. is the deadline.', '3:30 p.m. is the deadline.'],
  ])('keeps a number that starts a sentence in words: %p', (input, ap) => {
    expect(sut(`It rained. ${input}`)).toBe(`It rained. ${ap}`);
  });

  it('keeps the figure of a numbered road, exit or district, which its one-to-nine rule would spell', () => {
    expect(toApNumbers('Take Exit 7 to Route 9 in District 4; 3 lanes are open.')).toBe(
      'Take Exit 7 to Route 9 in District 4; three lanes are open.',
    );
  });

  it('leaves a scale word with no number before it as words: "several thousand" is no figure', () => {
    expect(toApNumbers('He took several thousand pills and a few hundred dollars.')).toBe(
      'He took several thousand pills and a few hundred dollars.',
    );
  });

  it('never rewrites a quotation', () => {
    expect(
      sut('He said, "We shipped 18 hundred units to Macon, Ga., on December 7th with 4 trucks." Then 18 hundred left.'),
    ).toBe('He said, "We shipped 18 hundred units to Macon, Ga., on December 7th with 4 trucks." Then 1,800 left.');
  });

  it('turns broadcast copy back into AP style', () => {
    const broadcast = toBroadcastNumbers(
      'On Dec. 7 at 3:30 p.m., 60% of 4,500 voters in Atlanta, Ga., gave $6,000,000.',
    );
    expect(sut(broadcast)).toBe('On Dec. 7 at 3:30 p.m., 60% of 4,500 voters in Atlanta, Georgia, gave $6 million.');
  });

  it('keeps figures in a range with a measure and in a vote written with "to"', () => {
    expect(toApNumbers('Snow totals of 8 to 14 inches are likely.')).toBe('Snow totals of 8 to 14 inches are likely.');
    expect(toApNumbers('The board voted 4 to 1 to close it.')).toBe('The board voted 4 to 1 to close it.');
    expect(toApNumbers('She has 3 children.')).toBe('She has three children.');
  });
});

describe('toApNumbers: figures as written', () => {
  it('keeps a sum\'s cents ("$22.50 an hour", never "$22.5"; panel AJ)', () => {
    expect(toApNumbers('Starting pay will be $22.50 an hour.')).toBe('Starting pay will be $22.50 an hour.');
  });
});

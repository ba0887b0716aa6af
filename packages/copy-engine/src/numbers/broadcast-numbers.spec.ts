import { toBroadcastNumbers } from './broadcast-numbers';
import { findNumbers } from './number-values';

const sut = toBroadcastNumbers;

describe(toBroadcastNumbers.name, () => {
  it.each([
    ['The board voted 7-2 to approve it.', 'The board voted seven to two to approve it.'],
    ['The Hawks won 24-17.', 'The Hawks won 24 to 17.'],
    ['children ages 5-10', 'children ages five to ten'],
    ['an F-16 jet', 'an F-16 jet'],
    ['call 9-1-1 now', 'call nine-one-one now'],
  ])('reads a tally, score or range with "to": %s', (input, said) => {
    expect(sut(input)).toBe(said);
  });

  it.each([
    ['The council approved a $4.7 million plan.', 'The council approved a four-point-seven-million-dollar plan.'],
    ['the $40 fee', 'the 40-dollar fee'],
    ['a $1 charge', 'a one-dollar charge'],
    ['They spent $4.7 million on bridges.', 'They spent four-point-seven-million dollars on bridges.'],
    ['the $5 million was spent', 'the five-million dollars was spent'],
    ['a $2 million in repairs', 'a two-million dollars in repairs'],
    ['It costs $40.', 'It costs 40 dollars.'],
  ])('says an amount before the noun it describes as a compound adjective: %s', (input, said) => {
    expect(sut(input)).toBe(said);
  });

  // Each pair: what a wire story writes, what the anchor reads. The spec's examples.
  const EXAMPLES: Array<[string, string]> = [
    ['$6,000,000', 'six-million dollars'],
    ['4,500', '45-hundred'],
    ['$2.5 billion', 'two-point-five-billion dollars'],
    ['12,000', '12-thousand'],
    ['60%', '60 percent'],
    ['8.6%', 'eight-point-six percent'],
    ['50¢', '50 cents'],
    ['8.6', 'eight-point-six'],
    ['1/2', 'one-half'],
    ['3/4', 'three-quarters'],
    ['Dec. 7', 'December seventh'],
    ['December 7', 'December seventh'],
    ['12/7', 'December seventh'],
    ['1999', '1999'],
    ['2026', '2026'],
    ['3:30 p.m.', 'three-thirty p-m'],
    ['1st', 'first'],
    ['21st', '21st'],
    ['FBI', 'F-B-I'],
    ['CEO', 'C-E-O'],
    ['U.S. troops', 'U-S troops'],
    ['NATO', 'NATO'],
    ['NASA', 'NASA'],
    ['UNICEF', 'UNICEF'],
    ['AIDS', 'AIDS'],
    ['OPEC', 'OPEC'],
    ['Sen. Warren', 'Senator Warren'],
    ['Gov. Kemp', 'Governor Kemp'],
    ['Rep. Lewis', 'Representative Lewis'],
    ['St. Louis', 'Saint Louis'],
    ['Main St.', 'Main Street.'],
    ['Oak Ave. in town', 'Oak Avenue in town'],
    ['Atlanta, Ga., police', 'Atlanta, Georgia, police'],
    ['Atlanta, GA police', 'Atlanta, Georgia police'],
    ['1600 Pennsylvania Avenue', '1600 Pennsylvania Avenue'],
    ['7', 'seven'],
    ['11', 'eleven'],
    ['12', '12'],
    ['999', '999'],
  ];

  it.each(EXAMPLES)('%p reads as %p', (written, read) => {
    expect(sut(`Word ${written} word`)).toBe(`Word ${read} word`.replace('Street. word', 'Street word'));
  });

  it('says one dollar, not "one dollars" (panel H)', () => {
    expect(sut('Parking will cost $1.50 an hour.')).toBe('Parking will cost one dollar and 50 cents an hour.');
    expect(sut('It costs $2.75.')).toBe('It costs two dollars and 75 cents.');
  });

  // Ordinals spelled as words ("first") are not read back as numbers: "first" is too often not one.
  it.each(EXAMPLES.filter(([w]) => /\d/.test(w) && !/^\d+st$/.test(w)))(
    '%p keeps its value in both forms',
    (written) => {
      const before = findNumbers(written).map((n) => [n.value, n.unit]);
      expect(findNumbers(sut(written)).map((n) => [n.value, n.unit])).toEqual(before);
    },
  );

  it.each([
    ['1,100', 'eleven-hundred'],
    ['1,800', '18-hundred'],
    ['9,900', '99-hundred'],
    ['12,700', '12-thousand-700'],
    ['12,500', '12-thousand-500'],
    ['11,000', 'eleven-thousand'],
    ['250,000', '250-thousand'],
    ['12.7 thousand', '12-thousand-700'],
    ['4,700,000', 'four-point-seven-million'],
    ['4.7 million', 'four-point-seven-million'],
    ['12 percent', '12 percent'],
    ['12-percent', '12 percent'],
    ['12 per cent', '12 percent'],
  ])('reads %p as %p: one to eleven spelled in a compound, "point" only from millions up', (written, read) => {
    expect(sut(`Word ${written} word`)).toBe(`Word ${read} word`);
  });

  it.each([
    ['FBI', 'F-B-I'],
    ['EPA', 'E-P-A'],
    ['DUI', 'D-U-I'],
    ['ATF', 'A-T-F'],
    ['USDA', 'U-S-D-A'],
    ['NTSB', 'N-T-S-B'],
    ['GOP', 'G-O-P'],
    ['NATO', 'NATO'],
    ['MARTA', 'MARTA'],
    ['NASA', 'NASA'],
    ['FEMA', 'FEMA'],
    ['OSHA', 'OSHA'],
    ['HUD', 'HUD'],
  ])('reads %p as %p: initials letter by letter, acronyms said as words left whole', (written, read) => {
    expect(sut(`The ${written} said so.`)).toBe(`The ${read} said so.`);
  });

  it('leaves a longer unknown acronym with a vowel as written rather than guess at its letters', () => {
    expect(sut('Riders on CARTA and COTA buses.')).toBe('Riders on CARTA and COTA buses.');
  });

  it('never rewrites a quotation or crew text', () => {
    const quote = '"We shipped 1,800 units, 60% of them to the FBI in Atlanta, Ga., on Dec. 7 for $5," Sen. Hall said.';
    expect(sut(quote)).toBe(
      '"We shipped 1,800 units, 60% of them to the FBI in Atlanta, Ga., on Dec. 7 for $5," Senator Hall said.',
    );
    expect(sut('He said, “Call 3 people.” Then 3 left.')).toBe('He said, “Call 3 people.” Then three left.');
    expect(sut('[SOT: FBI agent 0:15] The FBI (EPA) called (555) 123-4567.')).toBe(
      '[SOT: FBI agent 0:15] The F-B-I (EPA) called (555) 123-4567.',
    );
  });

  it('reads St. as Saint before a name and Street after one', () => {
    expect(sut('In St. Louis and on Main St. in town.')).toBe('In Saint Louis and on Main Street in town.');
  });

  it('keeps the full stop when an abbreviation ends a sentence', () => {
    expect(sut('They live on Main St. The house burned.')).toBe('They live on Main Street. The house burned.');
    expect(sut('It ends at 3 p.m. Then we go.')).toBe('It ends at three p-m. Then we go.');
  });

  it('reads a clock time without a.m. or p.m. as a time', () => {
    expect(sut('Kickoff is at 7:05 and 8:00.')).toBe('Kickoff is at seven-oh-five and eight.');
  });

  it('leaves Mr., Mrs. and Dr. abbreviated, and phone numbers as written', () => {
    expect(sut('Dr. Lee and Mrs. Cho called 555-123-4567.')).toBe('Dr. Lee and Mrs. Cho called 555-123-4567.');
  });

  it('spells out up to the house limit', () => {
    expect(sut('9 and 11 and 20', { spellOutLimit: 9 })).toBe('nine and 11 and 20');
    expect(sut('9 and 11 and 20', { spellOutLimit: 20 })).toBe('nine and eleven and twenty');
    expect(sut('12th', { spellOutLimit: 20 })).toBe('twelfth');
  });

  it('never leaves a standalone 1 to 11 or a $, % or ¢ sign', () => {
    const story =
      'Police say 3 people were hurt and 11 cars damaged at 4 p.m. on Jan. 2. Damage: $4.50 a share, 5% of $1 million, 2 1/2 hours, 7¢, 10 % turnout and 1.5 inches of rain on Route 9.';
    const out = sut(story);
    expect(out).not.toMatch(/(?<![\d.,])(?:[1-9]|1[01])(?![\d]|\.\d)/);
    expect(out).not.toMatch(/[$%¢]/);
  });
});

describe('a time before a day', () => {
  it('keeps the stop after p-m when a quotation opens the next sentence', () => {
    expect(sut('He conceded at 11 p.m. "The voters have spoken," he said.')).toBe(
      'He conceded at eleven p-m. "The voters have spoken," he said.',
    );
  });

  it('reads a race time as hours, minutes and seconds, not as a clock', () => {
    expect(sut('She won in 2:38:51.')).toBe('She won in two hours, 38 minutes and 51 seconds.');
  });

  it('reads "just after 9 p.m. Tuesday." as one sentence, with no stop after p-m', () => {
    expect(toBroadcastNumbers('It happened just after 9 p.m. Tuesday.')).toBe(
      'It happened just after nine p-m Tuesday.',
    );
    expect(toBroadcastNumbers('It happened at 9 p.m. Police arrived later.')).toBe(
      'It happened at nine p-m. Police arrived later.',
    );
  });

  it('reads headline money shorthand: "$4.7M" is four-point-seven-million dollars, "$250K" 250-thousand', () => {
    expect(toBroadcastNumbers('The city got $4.7M for roads.')).toBe(
      'The city got four-point-seven-million dollars for roads.',
    );
    expect(toBroadcastNumbers('A $250K grant')).toBe('A 250-thousand-dollar grant');
  });

  it('keeps a figure glued to letters as written: a class, a vitamin, a code', () => {
    expect(toBroadcastNumbers('The Hawks won the Class 3A title.')).toBe('The Hawks won the Class 3A title.');
    expect(toBroadcastNumbers('Take B12 daily.')).toBe('Take B12 daily.');
  });

  it('reads a score or vote as one kind of number ("twelve to one"), and leaves a measured range alone', () => {
    expect(toBroadcastNumbers('They won 12 to 1 on Friday.')).toBe('They won twelve to one on Friday.');
    expect(toBroadcastNumbers('The board voted 4 to 1.')).toBe('The board voted four to one.');
    expect(toBroadcastNumbers('They lost 45 to 42.')).toBe('They lost 45 to 42.');
    expect(toBroadcastNumbers('Expect 8 to 14 inches of snow.')).toBe('Expect eight to 14 inches of snow.');
  });

  it('reads a season record as written, and 9-1-1 still as digits', () => {
    expect(toBroadcastNumbers('The team finished 14-4-2.')).toBe('The team finished 14-4-2.');
    expect(toBroadcastNumbers('Call 9-1-1 now.')).not.toContain('9-1-1 ');
  });

  it('makes money before an agency and its noun a compound: "a two-point-four-million-dollar FEMA grant"', () => {
    expect(toBroadcastNumbers('A $2.4 million FEMA grant pays for it.')).toBe(
      'A two-point-four-million-dollar FEMA grant pays for it.',
    );
  });
});

/** Panel L: "Division I-V" on the prompter was read as another division. */
describe('a Roman numeral after its noun', () => {
  it('stays a numeral, while initialisms are spelled out', () => {
    expect(toBroadcastNumbers('The Hornets reached the Division IV state final.')).toBe(
      'The Hornets reached the Division IV state final.',
    );
    expect(toBroadcastNumbers('Title IX rules changed.')).toBe('Title IX rules changed.');
    expect(toBroadcastNumbers('Patients got an IV drip from the FBI.')).toBe(
      'Patients got an I-V drip from the F-B-I.',
    );
  });
});

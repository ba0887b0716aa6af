import { apTitles, dateline, joinInitials, storyHappensIn, toApStyle } from './ap-style';

describe('dateline', () => {
  it.each([
    ['Atlanta', 'ATLANTA — '],
    ['Macon, Georgia', 'MACON, Ga. — '],
    ['Macon, Ga.', 'MACON, Ga. — '],
    ['Macon, GA', 'MACON, Ga. — '],
    ['Maple Falls, Ohio', 'MAPLE FALLS, Ohio — '],
    ['Juneau, Alaska', 'JUNEAU, Alaska — '],
  ])('%s -> %s', (location, expected) => {
    expect(dateline(location)).toBe(expected);
  });
});

describe('apTitles', () => {
  it('capitalises a title before a name', () => {
    expect(apTitles('The plan came from mayor Jane Ortiz.')).toBe('The plan came from Mayor Jane Ortiz.');
    expect(apTitles('It was signed by police chief Dan Reyes.')).toBe('It was signed by Police Chief Dan Reyes.');
  });

  it('lower-cases a title after a name or alone', () => {
    expect(apTitles('Jane Ortiz, the Mayor, spoke first.')).toBe('Jane Ortiz, the mayor, spoke first.');
    expect(apTitles('The Governor signed the bill.')).toBe('The governor signed the bill.');
  });

  it('leaves names, sentence openers and quotations alone', () => {
    expect(apTitles("The Sheriff's Office said so.")).toBe("The Sheriff's Office said so.");
    expect(apTitles('Maple Falls Police Chief said no.')).toBe('Maple Falls Police Chief said no.');
    expect(apTitles('"The Mayor lied," he said.')).toBe('"The Mayor lied," he said.');
    expect(apTitles('the mayor Tuesday said no.')).toBe('the mayor Tuesday said no.');
  });
});

describe('toApStyle', () => {
  it('puts the dateline on the first readable line, after crew lines', () => {
    expect(toApStyle('[VO]\nPolice made 12 arrests.', { location: 'Atlanta' })).toBe(
      '[VO]\nATLANTA — Police made 12 arrests.',
    );
  });

  it('applies AP numbers, states, titles, headline and dateline', () => {
    const out = toApStyle('The council voted 7 to 2 on December 7th. mayor Jane Ortiz of Macon, Ga., agreed.', {
      headline: 'Council passes budget',
      location: 'Macon, Georgia',
    });
    expect(out).toBe(
      // AP gives votes in figures.
      'Council passes budget\n\nMACON, Ga. — The council voted 7 to 2 on Dec. 7. Mayor Jane Ortiz of Macon, Georgia, agreed.',
    );
  });
});

describe('storyHappensIn', () => {
  it.each([
    ['Crews fought a fire in Maple Falls overnight.', 'Maple Falls, Ohio', true],
    ['Crews fought a fire in maple falls overnight.', 'Maple Falls, Ohio', true],
    ['Crews fought a fire in Maple Falls, Ohio, overnight.', 'Maple Falls, Ohio', true],
    ['Crews fought a fire in Maple Falls, Ind., overnight.', 'Maple Falls, Ohio', false],
    ['Crews fought a fire in Maple Falls, New York, overnight.', 'Maple Falls, Ohio', false],
    ['Crews fought a fire on Alder Street overnight.', 'Maple Falls, Ohio', false],
    ['A Maple Falls-based chain is closing its Lakeview store.', 'Maple Falls, Ohio', false],
    ['A crash closed Maple Fallsway Road.', 'Maple Falls, Ohio', false],
    ['Voters in Hamlin County turned down the levy.', 'Hamlin County, Indiana', true],
  ])('%p at %p: %p', (story, location, expected) => {
    expect(storyHappensIn(story, location)).toBe(expected);
  });
});

describe('joinInitials', () => {
  it('joins initials an anchor reads letter by letter, and leaves quotations alone', () => {
    expect(joinInitials('The F-B-I and E-P-A came to the U-S. An F-16 flew. "The F-B-I lied," he said.')).toBe(
      'The FBI and EPA came to the U.S. An F-16 flew. "The F-B-I lied," he said.',
    );
  });
});

describe('toApStyle quotations', () => {
  it('never restyles the inside of a quotation', () => {
    const text =
      'He said, "We shipped 18 hundred units on December 7th to Macon, Ga., with 4 trucks." Then 18 hundred left.';
    expect(toApStyle(text)).toBe(
      'He said, "We shipped 18 hundred units on December 7th to Macon, Ga., with 4 trucks." Then 1,800 left.',
    );
  });
});

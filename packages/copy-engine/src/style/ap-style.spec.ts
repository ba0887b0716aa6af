import { apTitles, dateline, toApStyle } from './ap-style';

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
      'Council passes budget\n\nMACON, Ga. — The council voted seven to two on Dec. 7. Mayor Jane Ortiz of Macon, Georgia, agreed.',
    );
  });
});

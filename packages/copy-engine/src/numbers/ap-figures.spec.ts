import { apFigures } from './ap-figures';

describe('apFigures', () => {
  it.each([
    ['The cheapest gas is on Route nine.', 'The cheapest gas is on Route 9.'],
    ['Lanes close between Exit seven and Exit 12.', 'Lanes close between Exit 7 and Exit 12.'],
    ['In District two, Tillman won.', 'In District 2, Tillman won.'],
    ['The family lives at nine Elm Street in Lakeview.', 'The family lives at 9 Elm Street in Lakeview.'],
    ['A nine-year-old boy was hurt.', 'A 9-year-old boy was hurt.'],
    ['Routes three, eight, 14 and 22 run to Exit seven.', 'Routes 3, 8, 14 and 22 run to Exit 7.'],
  ])('%s', (before, after) => {
    expect(apFigures(before)).toBe(after);
  });

  it('leaves counts, sentence openers, compounds and quotations alone', () => {
    for (const s of [
      'Down the road two miles, two Main Street shops closed.',
      'Nine-year-old Sam won.',
      'Thirty-one-year-old Derek Stroud is charged.',
      '"Route nine is closed," she said.',
    ]) {
      expect(apFigures(s)).toBe(s);
    }
  });
});

import { fragmentReason } from '../parse';
import { sourceFirst, splitAccusation, splitAtAfter } from './spoken-splits';

describe('splitAccusation', () => {
  it('gives an accusation inside the subject its own sentence', () => {
    expect(
      splitAccusation(
        'Police say a 19-year-old man accused of carjacking a delivery driver at gunpoint led officers on a 20-minute chase.',
      ),
    ).toEqual([
      'Police say a 19-year-old man led officers on a 20-minute chase.',
      "He's accused of carjacking a delivery driver at gunpoint.",
    ]);
  });

  it('gives an accusation that ends the sentence its own sentence', () => {
    expect(
      splitAccusation(
        'Jury selection began today in the trial of a Lakeview man accused of killing a cyclist in a hit-and-run crash last spring.',
      ),
    ).toEqual([
      'Jury selection began today in the trial of a Lakeview man.',
      "He's accused of killing a cyclist in a hit-and-run crash last spring.",
    ]);
  });

  it('leaves a sentence whose person is not named by a person noun, or that quotes', () => {
    const s = 'The driver accused of speeding paid a fine of 200 dollars on Monday.';
    expect(splitAccusation(s)).toEqual([s]);
    const q = '"A man accused of theft is still innocent," the judge said.';
    expect(splitAccusation(q)).toEqual([q]);
  });
});

describe('splitAccusation: a participle inside the accusation (panel Z)', () => {
  it('keeps "vehicles parked at ..." with the vehicles, never with the men', () => {
    const [first, aside] = splitAccusation(
      'Three men accused of stealing catalytic converters from more than 40 vehicles parked at church lots across Varney County since August were arrested Thursday at a storage unit on Garrity Road.',
    );
    expect(first).toBe('Three men were arrested Thursday at a storage unit on Garrity Road.');
    expect(aside).toBe(
      "They're accused of stealing catalytic converters from more than 40 vehicles parked at church lots across Varney County since August.",
    );
  });
});

describe('splitAtAfter', () => {
  it('splits at "after" before a whole clause, in the order things happened', () => {
    const lines = splitAtAfter(
      'Two children and their grandmother escaped a house fire early Saturday after a neighbor pounded on their door and woke them up.',
      14,
    );
    expect(lines).toEqual([
      'Two children and their grandmother escaped a house fire early Saturday.',
      'A neighbor pounded on their door and woke them up.',
    ]);
    for (const l of lines) expect(fragmentReason(l)).toBeUndefined();
  });

  it('leaves "after" before a time or a noun, and short sentences', () => {
    const time = 'The store on Main Street was robbed at gunpoint just after nine p-m Tuesday by two men in masks.';
    expect(splitAtAfter(time, 14)).toEqual([time]);
    expect(splitAtAfter('Crews left after the fire went out.', 14)).toEqual(['Crews left after the fire went out.']);
  });
});

describe('sourceFirst', () => {
  it('puts a trailing "according to" first', () => {
    expect(
      sourceFirst(
        'Rosa Tafoya won with 52 percent of the vote, according to unofficial results from the county clerk.',
      ),
    ).toBe('According to unofficial results from the county clerk, Rosa Tafoya won with 52 percent of the vote.');
    expect(sourceFirst('The plant will close in March, according to a state notice.')).toBe(
      'According to a state notice, the plant will close in March.',
    );
    expect(sourceFirst('All four are children from one household, according to the health department.')).toBe(
      'According to the health department, all four are children from one household.',
    );
  });

  it('leaves a quotation alone', () => {
    const q = '"We won," Tafoya said, according to the campaign.';
    expect(sourceFirst(q)).toBe(q);
  });
});

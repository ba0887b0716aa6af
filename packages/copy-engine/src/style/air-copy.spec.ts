import { fragmentReason } from '../parse';
import {
  airSentence,
  dropSayThat,
  presentAttribution,
  splitAtSharedSubject,
  toAirPieces,
  varyAttributions,
} from './air-copy';
import { splitAtEarJoints } from './joints';

describe('airSentence', () => {
  const lede =
    'A 19-year-old man accused of carjacking a delivery driver at gunpoint outside a Harmon Springs grocery store on Kellogg Avenue Tuesday night led officers on a 20-minute chase through three small towns before he crashed the stolen van into a utility pole on Route nine and was arrested as he ran toward a nearby cornfield, Harmon Springs police said Wednesday.';

  it('splits a 60-word wire lede into whole sentences, attribution first', () => {
    for (const tone of ['conversational', 'concise'] as const) {
      const lines = airSentence(lede, tone);
      expect(lines[0]).toMatch(/^Harmon Springs police say a 19-year-old man/);
      expect(lines[1]).toMatch(/^Then he crashed the stolen van/);
      for (const l of lines) expect(fragmentReason(l)).toBeUndefined();
    }
  });

  it('reads differently in the two tones', () => {
    const s =
      'Officials said approximately 300 individuals did not have power, and crews are going to work overnight in order to assist them.';
    const conversational = airSentence(s, 'conversational').join(' ');
    const concise = airSentence(s, 'concise').join(' ');
    expect(conversational).toContain('about 300 people');
    expect(conversational).toContain("didn't");
    expect(concise).toContain('will work overnight to');
    expect(conversational).not.toBe(concise);
  });

  it('marks the later pieces of a split sentence', () => {
    const pieces = toAirPieces(`[VO]\n${lede}\nPruitt is being held in the county jail.`, 'concise');
    expect(pieces.map((p) => p.continues)).toEqual([false, false, true, false]);
  });
});

describe('ear joints', () => {
  it('turns a result participle into its own sentence', () => {
    expect(
      splitAtEarJoints(
        'Flash flooding swamped low-lying streets across Marlow Ridge on Sunday evening, stranding at least a dozen drivers and sending water into more than 60 homes.',
        16,
      ),
    ).toEqual([
      'Flash flooding swamped low-lying streets across Marlow Ridge on Sunday evening.',
      'That stranded at least a dozen drivers and sent water into more than 60 homes.',
    ]);
  });

  it('gives a closing appositive and "citing" their own sentences', () => {
    expect(
      splitAtEarJoints(
        'Certified results showed challenger Aaron Pettis ahead of Councilwoman Lydia Greer by just 17 votes, a margin well inside the threshold.',
        16,
      )[1],
    ).toBe('That is a margin well inside the threshold.');
    expect(
      splitAtEarJoints(
        'The medical center will stop delivering babies on June thirtieth, the hospital announced Wednesday, citing a shortage of obstetric nurses.',
        16,
      )[1],
    ).toBe('The hospital cited a shortage of obstetric nurses.');
  });

  it('does not tell a result of an event still to come as past ("That ended")', () => {
    const s =
      'Kestrel Textiles will close its spinning plant in Carver Mills by June 30, ending nearly 70 years of yarn production.';
    expect(splitAtEarJoints(s, 12).join(' ')).not.toMatch(/That ended/);
  });

  it('does not make a participle after a speech verb into "That ..."', () => {
    const s =
      'The chief said the road would stay closed for most of the week, adding that crews are still clearing debris.';
    expect(splitAtEarJoints(s, 12)).toEqual([s]);
  });

  it('splits two verbs of a plain subject with "It" or "They", never for a person', () => {
    expect(
      splitAtSharedSubject(
        'The fire started in the garage of the home on Spruce Lane just before three a-m and moved into the kitchen.',
        16,
      ),
    ).toEqual([
      'The fire started in the garage of the home on Spruce Lane just before three a-m.',
      'It moved into the kitchen.',
    ]);
    const person = 'The suspect ran from the store on Lindell Avenue just after nine p-m and hid in a nearby garage.';
    expect(splitAtSharedSubject(person, 12)).toEqual([person]);
    const owned =
      'The family escaped the house on Spruce Lane early Saturday after a neighbor pounded on the door and woke them.';
    expect(splitAtSharedSubject(owned, 12)).toEqual([owned]);
  });
});

describe('attribution helpers', () => {
  it('drops "that" after a speech verb only where it joins a clause', () => {
    expect(dropSayThat('The mayor says that the city will spend more.')).toBe(
      'The mayor says the city will spend more.',
    );
    expect(dropSayThat('The mayor said that was wrong.')).toBe('The mayor said that was wrong.');
  });

  it('puts a leading attribution in the present', () => {
    expect(presentAttribution('Feldman said the advisory will likely last through Thursday.')).toBe(
      'Feldman says the advisory will likely last through Thursday.',
    );
    expect(presentAttribution('Police said Tuesday.')).toBe('Police said Tuesday.');
    // panel H: "The district hasn't says whether ..." -- a perfect's participle stays.
    expect(presentAttribution('The district has not said whether any student records were stolen.')).toBe(
      'The district has not said whether any student records were stolen.',
    );
    expect(presentAttribution('He said the water was brown.')).toBe('He said the water was brown.');
  });

  it('varies a speaker who opens two lines in a row, and keeps the claim attributed', () => {
    expect(
      varyAttributions(['Police say the man left on foot.', 'Police say he had a gun.', 'Nobody was hurt.']),
    ).toEqual(['Police say the man left on foot.', 'Police also say he had a gun.', 'Nobody was hurt.']);
    expect(varyAttributions(['Police say the man left.', 'Officials say the road is closed.'])).toEqual([
      'Police say the man left.',
      'Officials say the road is closed.',
    ]);
  });
});

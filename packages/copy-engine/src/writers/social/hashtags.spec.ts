import { CORPUS } from '../../../test/corpus';
import { topicHashtags } from './hashtags';

const sut = topicHashtags;

const FIRE =
  'A wildfire near Cedar Ridge has forced an evacuation of Marlow Springs. Andrea Feldman, 34, left her home at 2 a.m. ' +
  '"We grabbed the dog and ran," Feldman said. The fire has closed Route 9 between the two towns.';

/** Every word of a tag, split at its capitals, appears in the source. */
const wordsOf = (tag: string): string[] => tag.slice(1).split(/(?=[A-Z])/);

describe(topicHashtags.name, () => {
  it('tags the event, then the place, from the source words', () => {
    expect(sut(FIRE, 3)).toEqual(['#CedarRidgeWildfire', '#MarlowSprings']);
    expect(sut('Crews are still fighting the Cedar Ridge fire. It has burned 3,000 acres.', 2)).toEqual([
      '#CedarRidgeFire',
    ]);
  });

  it('tags a standing topic as the source words it', () => {
    const text =
      'Marlow Springs has issued a boil-water advisory after a water main break on Route 9. Residents in Marlow Springs should boil tap water.';
    expect(sut(text, 3)).toEqual(['#BoilWaterAdvisory', '#WaterMainBreak', '#MarlowSprings']);
  });

  it('never tags a person, a road or a fragment', () => {
    const tags = sut(FIRE, 10);
    expect(tags).not.toContain('#AndreaFeldman');
    expect(tags).not.toContain('#Feldman');
    expect(tags).not.toContain('#Route');
    expect(tags.every((t) => /^#[A-Z][A-Za-z0-9]{3,}$/.test(t))).toBe(true);
    expect(sut('Mayor Jane Ortiz said the budget in Maple Falls is short. Ortiz wants cuts.', 5)).toEqual([
      '#MapleFalls',
    ]);
  });

  it('keeps the fire chief out of the fire', () => {
    expect(sut('The Cedar Ridge fire chief asked residents in Cedar Ridge to clear brush.', 3)).toEqual([
      '#CedarRidge',
    ]);
  });

  it('respects the limit', () => {
    expect(sut(FIRE, 1)).toEqual(['#CedarRidgeWildfire']);
    expect(sut(FIRE, 0)).toEqual([]);
  });

  it.each(CORPUS.map((s) => [s.id, s.text] as const))('%s: every tag is built from source words', (_id, text) => {
    const lower = text.toLowerCase();
    for (const tag of sut(text, 4)) {
      for (const word of wordsOf(tag))
        expect({ tag, word, found: lower.includes(word.toLowerCase()) }).toMatchObject({ found: true });
    }
  });
});

describe('topicHashtags: a person from a place (panel AA)', () => {
  it('tags the hometown, never "#DustinCarrawayOfWestonFalls"', () => {
    const tags = topicHashtags(
      'Police say a 29-year-old man is facing burglary charges after a string of break-ins at a self-storage business on Highway 9.\nOfficers arrested Dustin Carraway of Weston Falls early Sunday after an employee at Keystone Self Storage spotted him on camera cutting a lock.\nCarraway is being held at the Tallin County Jail on $15,000 bond.',
      2,
    );
    expect(tags).toContain('#WestonFalls');
    expect(tags.join(' ')).not.toMatch(/Carraway/);
  });
});

describe('topicHashtags: a class is no place (panel AB)', () => {
  it('never tags "#Class" of "in the Class 3A final"', () => {
    const tags = topicHashtags(
      'The Kestrel Ridge Falcons won their first state volleyball championship Saturday, sweeping the Cinder Falls Cougars 25-19, 25-22, 25-17 in the Class 3A final.\nKestrel Ridge finished the season 31-4.',
      2,
    );
    expect(tags).not.toContain('#Class');
  });
});

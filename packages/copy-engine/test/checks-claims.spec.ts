import { checkFacts, findClaims, HIGH_STAKES_CLAIMS } from '../src/checks';

const claimsOf = (text: string) => findClaims(text).map((c) => [c.claim, c.text, c.negated]);

describe('findClaims', () => {
  it('names every category a producer treats as high stakes', () => {
    for (const claim of ['death', 'injury', 'arrest', 'charge', 'conviction', 'evacuation', 'closure', 'resignation']) {
      expect(HIGH_STAKES_CLAIMS).toContain(claim);
    }
  });

  it.each([
    ['Two people were killed in the crash.', 'death', 'killed'],
    ['The driver died at the scene.', 'death', 'died'],
    ['Police are calling it a homicide.', 'death', 'homicide'],
    ['The crash was fatal.', 'death', 'fatal'],
    ['Three people were hospitalized.', 'injury', 'hospitalized'],
    ['One man is in critical condition.', 'injury', 'critical condition'],
    ['Deputies arrested a Lakeview man.', 'arrest', 'arrested'],
    ['The suspect was taken into custody.', 'arrest', 'taken into custody'],
    ['She is charged with arson.', 'charge', 'charged with'],
    ['He faces felony charges.', 'charge', 'faces felony charges'],
    ['A grand jury indicted the former clerk.', 'charge', 'indicted'],
    ['He pleaded guilty Thursday.', 'conviction', 'pleaded guilty'],
    ['The judge sentenced her to ten years.', 'conviction', 'sentenced'],
    ['Residents were evacuated overnight.', 'evacuation', 'evacuated'],
    ['The bridge is closed for repairs.', 'closure', 'closed'],
    ['The state is closing the bridge for ten weeks.', 'closure', 'is closing'],
    ['The plant will shut down in March.', 'closure', 'shut down'],
    ['The superintendent stepped down Monday.', 'resignation', 'stepped down'],
    ['The company will lay off 340 workers.', 'layoffs', 'lay off'],
    ['A teenager has been reported missing.', 'missing person', 'reported missing'],
    ['The building was declared a total loss.', 'destruction', 'total loss'],
    ['The fire destroyed three homes.', 'destruction', 'destroyed'],
    ['Officials say the cause is under investigation.', 'investigation', 'under investigation'],
    ['State police are investigating the crash.', 'investigation', 'investigating'],
  ])('finds the claim in "%s"', (text, claim, words) => {
    expect(findClaims(text)).toContainEqual(expect.objectContaining({ claim, text: words, negated: false }));
    const found = findClaims(text).find((c) => c.claim === claim)!;
    expect(text.slice(found.start, found.end)).toBe(words);
  });

  it.each([
    'The street is a dead end.',
    'The deadline is Friday.',
    'Every game airs with closed captioning.',
    'The council met in closed session.',
    'The crowd was charged up before kickoff.',
    'Leave the battery charge at 80 percent.',
    'The Chargers won on Sunday.',
    'She is in charge of the project.',
    'A panel is charged with reviewing the budget.',
    'The Dow closed up 200 points.',
    'Pine Hollow closed on a 12-3 run.',
    'Lawmakers killed the bill in committee.',
    'High prices hurt sales this spring.',
    'He went into cardiac arrest.',
    'She recalled the night clearly.',
    'Shots were fired near the school.',
    'He leads the league in shooting percentage.',
    'The Hawks destroyed the lead in the fourth quarter.',
  ])('finds no claim in "%s"', (text) => {
    expect(findClaims(text)).toEqual([]);
  });

  it.each([
    ['No one was hurt.', 'injury'],
    ['Nobody was killed.', 'death'],
    ['There were no injuries.', 'injury'],
    ['There were no reports of injuries.', 'injury'],
    ['No one in the house was seriously hurt.', 'injury'],
    ['The man was not arrested.', 'arrest'],
    ["He wasn't charged with a crime.", 'charge'],
    ['He wasn’t arrested.', 'arrest'],
    ['Charges have not been filed.', 'charge'],
    ['The driver, who was not hurt, called police.', 'injury'],
    ['Police did not say whether anyone was arrested.', 'arrest'],
    ['The driver was unhurt.', 'injury'],
    ['She pleaded not guilty.', 'conviction'],
    ['The jury acquitted him.', 'conviction'],
  ])('reads "%s" as denying the %s', (text, claim) => {
    expect(findClaims(text).filter((c) => c.claim === claim)).toEqual([
      expect.objectContaining({ claim, negated: true }),
    ]);
  });

  it('lets a denial reach a list but not a later claim or clause', () => {
    expect(claimsOf('No injuries or deaths were reported.')).toEqual([
      ['injury', 'injuries', true],
      ['death', 'deaths', true],
    ]);
    expect(claimsOf('There were no deaths, injuries or arrests.')).toEqual([
      ['death', 'deaths', true],
      ['injury', 'injuries', true],
      ['arrest', 'arrests', true],
    ]);
    expect(claimsOf('No one was hurt, but two homes were evacuated.')).toEqual([
      ['injury', 'hurt', true],
      ['evacuation', 'evacuated', false],
    ]);
    expect(claimsOf('No charges were filed against the man arrested Tuesday.')).toEqual([
      ['charge', 'charges were filed', true],
      ['arrest', 'arrested', false],
    ]);
    expect(claimsOf('A man with no criminal record was arrested.')).toEqual([['arrest', 'arrested', false]]);
    expect(claimsOf('He was not arrested until Tuesday.')).toEqual([['arrest', 'arrested', false]]);
  });
});

describe('checkFacts on high-stakes claims', () => {
  const calm = 'A tree fell on a house on Elm Street. No one was hurt. Crews closed the road for an hour.';

  it('flags a claim the source does not make, even with no number in it', () => {
    expect(checkFacts('Several people were killed.', calm)).toEqual([
      expect.objectContaining({ kind: 'claim', text: 'killed', detail: 'death' }),
    ]);
    expect(checkFacts('A man was arrested.', calm)).toEqual([
      { kind: 'claim', text: 'arrested', start: 10, end: 18, detail: 'arrest' },
    ]);
  });

  it('flags a claim the source only denies', () => {
    expect(checkFacts('Neighbors were hurt.', calm)).toEqual([
      expect.objectContaining({ kind: 'claim', text: 'hurt', detail: 'injury' }),
    ]);
  });

  it('accepts a claim the source makes, in any word form of its category', () => {
    expect(checkFacts('Crews shut down the road for an hour.', calm)).toEqual([]);
    const fire = 'Deputies issued an evacuation order for Pine Road. Two people died in the fire.';
    expect(checkFacts('Residents were evacuated. The fire killed two people.', fire)).toEqual([]);
  });

  it('accepts a denial of anything the source mentions, and flags one it never mentions', () => {
    expect(checkFacts('Nobody was injured.', calm)).toEqual([]);
    expect(checkFacts('There were no injuries.', 'Two people were injured in the crash.')).toEqual([]);
    expect(checkFacts('No one was arrested.', calm)).toEqual([
      expect.objectContaining({ kind: 'claim', text: 'arrested', detail: 'arrest' }),
    ]);
  });

  it('does not read a guilty plea into a not-guilty one', () => {
    const source = 'Kiara Benton pleaded not guilty at her arraignment.';
    expect(checkFacts('Kiara Benton pleaded guilty.', source)).toEqual([
      expect.objectContaining({ kind: 'claim', detail: 'conviction' }),
    ]);
    expect(checkFacts('Kiara Benton pleaded not guilty.', source)).toEqual([]);
  });
});

import { checkCopy, checkWriting, headlineReason } from '../src/checks';
import { formatOptionLines } from '../src/fit';

const SOURCE = [
  'A water main break flooded downtown Marlow Springs early Tuesday and left about 4,000 homes under a boil-water advisory.',
  'Public Works Director Andrea Feldman said the pipe, installed in 1958, failed just after 5 a.m.',
  'Crews in the city of Marlow Springs spent most of the day repairing the break.',
  'Resident Maria Delgado lives on Elm Street, two blocks from the break.',
  'Delgado said the water was brown when she turned on her tap.',
  'Police arrested a burglary suspect in the area Tuesday afternoon.',
  'The share of families on the waiting list rose 12 percent as families lined up for bottled water.',
].join('\n');

const kinds = (output: string, kind?: 'banner') => checkWriting(output, SOURCE, kind).map((i) => i.kind);

describe('checkWriting: fragment', () => {
  it('flags a sentence whose speech verb lost its clause, with its place in the copy', () => {
    const output = 'The pipe failed early Tuesday. Public Works Director Andrea Feldman said the pipe.';
    const [issue] = checkWriting(output, SOURCE);
    expect(issue).toEqual({
      kind: 'fragment',
      text: 'Public Works Director Andrea Feldman said the pipe.',
      start: 31,
      end: output.length,
      detail: 'speech-verb-without-clause',
    });
    expect(output.slice(issue.start, issue.end)).toBe(issue.text);
  });

  it('judges each option of an option-line answer without its label', () => {
    const output = formatOptionLines(['Crews repaired the break Tuesday.', 'More details to come.']);
    const issues = checkWriting(output, SOURCE);
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'fragment', text: 'More details to come.', detail: 'no-verb' }),
    ]);
    expect(output.slice(issues[0].start, issues[0].end)).toBe('More details to come.');
  });

  it('leaves labels, crew lines, cue lines, an article title and a dateline alone', () => {
    const vosot = [
      'ANCHOR INTRO:',
      'A water main break flooded downtown Marlow Springs early Tuesday.',
      '',
      'VOICE OVER:',
      '[VO: crews at the break]',
      'Crews spent most of the day repairing the break.',
      '',
      'SOUND ON TAPE:',
      '[SOT: Maria Delgado]',
      '"The water was brown."',
      'IN: The water was...',
      'OUT: ...was brown',
    ].join('\n');
    expect(checkWriting(vosot, SOURCE)).toEqual([]);
    const article =
      'Water main break floods downtown\n\nMARLOW SPRINGS, Ore. (AP) — A water main break flooded downtown Marlow Springs early Tuesday.';
    expect(checkWriting(article, SOURCE)).toEqual([]);
  });

  it('accepts complete sentences the tagger finds hard', () => {
    for (const s of [
      'Health workers credit wider access to the drug.',
      'The Wildcats, now 10-2, travel to Westfield next Friday.',
      'The unofficial count is 8,904 against and 8,692 for.',
      'The county recorded 58 deaths last year, down from 74 the year before.',
      'The board meets Thursday to decide whether to put it on the ballot again in May.',
      'Use Highway 12 or Old Mill Road instead.',
    ]) {
      expect(checkWriting(s, s)).toEqual([]);
    }
  });
});

describe('checkWriting: truncated', () => {
  it('flags an ellipsis the source does not have there as a cut, not as a fragment', () => {
    const output = 'Crews in the city of Marlow Springs spent… More details to come.';
    const issues = checkWriting(output, SOURCE);
    expect(issues[0]).toEqual({
      kind: 'truncated',
      text: 'Crews in the city of Marlow Springs spent…',
      start: 0,
      end: 'Crews in the city of Marlow Springs spent…'.length,
      detail: 'ellipsis',
    });
    expect(issues.map((i) => i.kind)).toEqual(['truncated', 'fragment']);
  });

  it('flags three dots before hashtags, and a quotation left open', () => {
    expect(kinds('OPTION 1: Crews spent most of the day repairing... #MarlowSprings')).toEqual(['truncated']);
    const open = checkWriting('Delgado\'s neighbor Maria Delgado said, "The water was brown when', SOURCE);
    expect(open.find((i) => i.kind === 'truncated')).toMatchObject({
      detail: 'open-quotation',
      text: '"The water was brown when',
    });
  });

  it("keeps the source's own ellipsis and a quotation spanning sentences", () => {
    const source = 'The chief said "we will rebuild... and we will be stronger" after the flood.';
    expect(kinds('The chief said "we will rebuild... and we will be stronger" after the flood.')).toEqual([]);
    expect(
      checkWriting('Ortiz said, "We will rebuild... We always do."', 'Ortiz said, "We will rebuild... We always do."'),
    ).toEqual([]);
    expect(checkWriting(source, source)).toEqual([]);
  });
});

describe('checkWriting: orphan-reference', () => {
  it('flags a surname whose first reference was in a dropped sentence', () => {
    const vosot = 'VOICE OVER:\nCrews spent most of the day repairing the break.\nDelgado said the water was brown.';
    const issues = checkWriting(vosot, SOURCE);
    expect(issues).toEqual([
      expect.objectContaining({ kind: 'orphan-reference', text: 'Delgado', detail: 'Resident Maria Delgado' }),
    ]);
    expect(vosot.slice(issues[0].start, issues[0].end)).toBe('Delgado');
  });

  it('is satisfied by the full reference first', () => {
    expect(kinds('Maria Delgado lives on Elm Street. Delgado said the water was brown.')).toEqual([]);
  });
});

describe('checkWriting: not-a-headline (banners only)', () => {
  it.each([
    ['Public Works Director Andrea', 'name-cut-short'],
    ['PERCENT AS FAMILIES LINE', 'starts-mid-phrase'],
    ['Crews in City of Marlow', 'name-cut-short'],
    ['Crews Working to Repair the', 'ends-on-function-word'],
  ])('%s is not a headline (%s)', (banner, reason) => {
    expect(headlineReason(banner, SOURCE)).toBe(reason);
    expect(checkWriting(banner, SOURCE, 'banner')).toEqual([
      { kind: 'not-a-headline', text: banner, start: 0, end: banner.length, detail: reason },
    ]);
  });

  it.each([
    'Water Main Break Floods Downtown',
    '4,000 Homes Under Boil-Water Advisory',
    'Police Arrest Burglary Suspect',
    'WATER MAIN BREAK FLOODS DOWNTOWN',
    'Marlow Springs Under Boil-Water Advisory',
  ])('%s is a headline', (banner) => {
    expect(checkWriting(banner, SOURCE, 'banner')).toEqual([]);
  });

  it("accepts a phrasal verb's particle at the end, not a preposition", () => {
    const source = 'The Cedar Grove Wildcats move on in the state playoffs. Police look for the driver.';
    expect(headlineReason('Cedar Grove Wildcats Move On', source)).toBeUndefined();
    expect(headlineReason('Police Look For', source)).toBe('ends-on-function-word');
    expect(headlineReason('Emergency Officials Said', 'Emergency officials said the road is closed.')).toBe(
      'ends-on-function-word',
    );
  });

  it.each([
    // [banner, source, reason]
    ['Cedar Grove Wildcats', 'The Cedar Grove Wildcats beat Lincoln Central 28-21.', 'label'],
    ['Homes in Dunmore Heights', 'A break left homes in Dunmore Heights under an advisory.', 'label'],
    [
      'Water Main Break Leaves Homes',
      'A water main break has left homes under a boil-water advisory.',
      'missing-complement',
    ],
    ['Man Leads Officers', 'A man led officers on a 20-minute chase.', 'missing-complement'],
    ['Wade Hensley Admits', 'Wade Hensley admitted to one count of theft.', 'missing-complement'],
    [
      'School Board Votes 5-2',
      'The school board voted 5-2 Monday night to close Lincoln Elementary.',
      'missing-complement',
    ],
    ['Police Take Reports', 'Police have taken 87 reports since January.', 'missing-complement'],
    ['Hospital Delivers Year', 'The hospital delivered 212 babies last year.', 'not-a-phrase'],
    ['Firefighters Get a.m.', 'Firefighters got the call around 2:30 a.m.', 'not-a-phrase'],
  ])('%s is not a headline against its source', (banner, source, reason) => {
    expect(headlineReason(banner, source)).toBe(reason);
  });

  it.each([
    ['Pine Hollow Lady Hawks State Champions', 'The Pine Hollow Lady Hawks are state champions.'],
    ['About 3,200 Homes Under Boil-Water Advisory', 'A break left about 3,200 homes under a boil-water advisory.'],
    ['Carla Benning Sentenced', 'A judge sentenced 52-year-old Carla Benning on Thursday.'],
    ['Judge Sentences Carla Benning', 'A judge sentenced 52-year-old Carla Benning on Thursday.'],
    ['Early Voting Ends Friday', 'Early voting ends Friday in Riverton.'],
    ['Frost Advisory', 'Frost advisory overnight'],
  ])('%s is a headline against its source', (banner, source) => {
    expect(headlineReason(banner, source)).toBeUndefined();
  });

  it('judges option lines one by one, and only when the copy is banners', () => {
    const output = formatOptionLines(['Water Main Break Floods Downtown', 'Public Works Director Andrea']);
    const issues = checkWriting(output, SOURCE, 'banner');
    expect(issues).toHaveLength(1);
    expect(output.slice(issues[0].start, issues[0].end)).toBe('Public Works Director Andrea');
    expect(kinds('Public Works Director Andrea said the pipe failed.')).toEqual([]);
  });
});

describe('checkCopy.writing', () => {
  it('carries the writing issues beside the other checks, empty for clean copy', () => {
    expect(checkCopy('Crews repaired the break Tuesday.', SOURCE).writing).toEqual({ issues: [] });
    const checks = checkCopy('Public Works Director Andrea', SOURCE, { kind: 'banner', numberStyle: 'none' });
    expect(checks.writing.issues.map((i) => i.kind)).toEqual(['not-a-headline']);
  });

  it('looks only for cuts in advice', () => {
    expect(checkCopy('- Clear structure\n- Strong verbs', '', { kind: 'advice' }).writing.issues).toEqual([]);
  });
});

describe('headlineReason: cuts panel G found', () => {
  it.each([
    ['Council Approves Change 6', 'The council approved the change 6 to 1.'],
    ['Crews to Work from 9 a.m.', 'Crews will work from 9 a.m. to 3 p.m. and plan to install about 400 alarms.'],
    ['Residents Can Get Pressure', 'Residents can get free blood pressure checks at the fire hall.'],
    ['About $95,000 to Add Two Bus', 'The district will spend about $95,000 to add two bus routes.'],
    // a past without its date, seen in the banner builder after panel H
    ['Plant Opened', 'Brannock will shut its plant by March. The plant opened in 1979.'],
    [
      'Move Production Out of State',
      'Brannock Textile Works will shut its Quaysell Road plant by the end of March and move production out of state.',
    ],
  ])('%s is no headline', (banner, source) => {
    expect(headlineReason(banner, source)).toBeDefined();
  });

  it.each([
    ['Council Approves Change 6 to 1', 'The council approved the change 6 to 1.'],
    ['District to Add Two Bus Routes', 'The district will spend about $95,000 to add two bus routes.'],
    ['Otters Improve to 6-2', 'The Otters improve to 6-2.'],
    ['Plant Opened in 1979', 'Brannock will shut its plant by March. The plant opened in 1979.'],
  ])('%s is one', (banner, source) => {
    expect(headlineReason(banner, source)).toBeUndefined();
  });
});

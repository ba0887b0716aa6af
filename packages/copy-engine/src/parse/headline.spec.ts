import {
  angleClauses,
  endsOnFunctionWord,
  headlineCase,
  headlineCuts,
  mainClause,
  withoutAttribution,
} from './headline';
import { presentOf } from './verb-forms';

/** Every headline cut of a sentence's main clause, in headline case. */
const cuts = (sentence: string): string[] => {
  const clause = mainClause(sentence);
  return clause ? headlineCuts(clause).map((c) => headlineCase(c.text)) : [];
};

describe('mainClause and headlineCuts', () => {
  it.each([
    // [kind, lead, a headline the lead must give]
    [
      'crime',
      'Port Harlan police have arrested a 24-year-old man in connection with a string of garage burglaries.',
      'Port Harlan Police Arrest 24-Year-Old Man',
    ],
    [
      'fire',
      'A fire tore through an apartment building on Alder Street overnight, forcing 23 people from their homes.',
      'Fire Tears Through Apartment Building on Alder Street',
    ],
    [
      'water main',
      'A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.',
      'Water Main Break Leaves About 3,200 Homes and Businesses',
    ],
    [
      'election tally',
      'Jane Ortiz has won a second term as mayor of Maple Falls, with 14,386 votes to 9,102.',
      'Jane Ortiz Wins Second Term as Mayor of Maple Falls',
    ],
    [
      'sports score',
      'The Tigers beat Central 28-14 Friday night to win their first conference title since 2009.',
      'Tigers Beat Central 28-14',
    ],
    [
      'court',
      'A jury has found the former owner of a Fairhaven nursing home guilty of neglect.',
      'Jury Finds Former Owner of Fairhaven Nursing Home Guilty of Neglect',
    ],
    [
      'council vote',
      'Port Harlan City Council has voted 5-2 to limit short-term rentals in residential neighborhoods.',
      'Port Harlan City Council Votes 5-2 to Limit Short-Term Rentals',
    ],
    [
      'school closing',
      'Harmon Springs schools will close Friday because of the ice storm, the district said.',
      'Harmon Springs Schools to Close',
    ],
    ['passive', 'A man was killed in a crash on Route 9 early Tuesday, police said.', 'Man Killed in Crash on Route 9'],
    ['spent ... repairing', 'Police say crews spent most of Tuesday repairing the main.', 'Crews Repair Main'],
    [
      'plea',
      'A Bellhaven woman pleaded not guilty at her arraignment this morning.',
      'Bellhaven Woman Pleads Not Guilty at Arraignment',
    ],
  ])('%s: %s', (_kind, lead, headline) => {
    expect(cuts(lead)).toContain(headline);
  });

  it('never drops a negation, cuts a name or ends on a function word', () => {
    const plea = cuts('A Bellhaven woman pleaded not guilty at her arraignment this morning.');
    const pleads = plea.filter((p) => /Pleads/.test(p));
    expect(pleads).not.toEqual([]);
    for (const c of pleads) expect(c).toMatch(/Pleads Not Guilty/);
    const all = [
      ...plea,
      ...cuts('The Tigers beat Central 28-14 Friday night to win their first conference title since 2009.'),
      ...cuts('A man was killed in a crash on Route 9 early Tuesday, police said.'),
    ];
    for (const c of all) {
      expect(endsOnFunctionWord(c)).toBe(false);
      expect(c).not.toMatch(/\b(?:A|An|The)\b/);
    }
    expect(all).not.toContain('Tigers Beat 28-14');
    expect(all).not.toContain('Man Killed in Crash on 9');
  });

  it('gives no clause for a pronoun subject or a cut complement', () => {
    expect(mainClause('It will feel like 108 degrees in Riverton this afternoon.')).toBeUndefined();
    expect(mainClause('Investigators believe an overloaded power strip started the fire.')).toBeUndefined();
  });
});

describe('withoutAttribution', () => {
  it('drops a leading or trailing attribution', () => {
    expect(withoutAttribution('Police say the man left on foot.')).toBe('The man left on foot.');
    expect(withoutAttribution('The man left on foot, police said Tuesday.')).toBe('The man left on foot.');
    expect(withoutAttribution('The man left on foot.')).toBe('The man left on foot.');
  });
});

describe('presentOf and headlineCase', () => {
  it('inflects the lemma for a singular or plural subject', () => {
    expect(presentOf('leave', false)).toBe('leaves');
    expect(presentOf('leave', true)).toBe('leave');
    expect(presentOf('push', false)).toBe('pushes');
    expect(presentOf('carry', false)).toBe('carries');
    expect(presentOf('have', false)).toBe('has');
  });

  it('capitalises words and hyphenated parts, not short function words or p.m.', () => {
    expect(headlineCase('water main break leaves homes under boil-water advisory until 8 p.m.')).toBe(
      'Water Main Break Leaves Homes Under Boil-Water Advisory Until 8 p.m.',
    );
  });
});

describe('angles', () => {
  const STORY = `A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.
    Public Works Director Andrea Feldman says crews have isolated the break and expect to finish repairs by this evening.
    Cullen Avenue is closed between Oak and Ninth streets.`;

  it('finds the event, who is affected and what comes next', () => {
    expect(angleClauses(STORY, 'event')[0].sentence).toMatch(/^A water main break/);
    expect(angleClauses(STORY, 'impact').length).toBeGreaterThan(0);
    expect(angleClauses(STORY, 'next')[0].sentence).toMatch(/^Crews have isolated the break/);
  });
});

describe('endsOnFunctionWord', () => {
  it('takes a phrasal verb particle after a verb as an ending, never a dangling word', () => {
    expect(endsOnFunctionWord('Cedar Grove Wildcats Move On')).toBe(false);
    expect(endsOnFunctionWord('Plant Shuts Down')).toBe(false);
    expect(endsOnFunctionWord('Police Look For')).toBe(true);
    expect(endsOnFunctionWord('Director of')).toBe(true);
    expect(headlineCase('cedar grove wildcats move on')).toBe('Cedar Grove Wildcats Move On');
  });
});

describe('a time word that modifies the subject', () => {
  it('keeps "early" in "Early voting ends Friday": without it the headline is false', () => {
    const clause = mainClause(
      'Early voting ends Friday in Riverton, and turnout is already ahead of the last midterm.',
    );
    expect(clause?.subject.map((u) => u.lower)).toEqual(['early', 'voting']);
  });
});

describe('mainClause: the verb group a headline keeps', () => {
  it('keeps a phrasal verb whole: "handed down the sentence" is no reduced relative', () => {
    const clause = mainClause('Judge Harriet Lindqvist handed down the sentence Tuesday to 36-year-old Curtis Mayhew.');
    expect(clause?.headlineVerb).toBe('hands down');
    expect(cuts('Judge Harriet Lindqvist handed down the sentence Tuesday.')).toContain(
      'Judge Harriet Lindqvist Hands Down Sentence',
    );
  });

  it('never takes the verb of a ", who" clause as the main verb', () => {
    const clause = mainClause(
      'Judge Harriet Lindqvist handed down the sentence to Curtis Mayhew, who pleaded guilty in October.',
    );
    expect(clause?.lemma).toBe('hand');
    expect(
      cuts('Judge Harriet Lindqvist handed down the sentence to Curtis Mayhew, who pleaded guilty.'),
    ).not.toContain(expect.stringMatching(/Pleads/));
  });

  it('keeps a modal of permission and the limiter after it', () => {
    const clause = mainClause('Owners can rent out only their primary home.');
    expect(clause?.headlineVerb).toBe('can rent out');
    expect(cuts('Owners can rent out only their primary home.')).toContain('Owners Can Rent Out Only Primary Home');
  });

  it('reads a vote with its tally and its time before the verb voted on', () => {
    const clause = mainClause('The school board voted 5-2 Monday night to close Lincoln Elementary.');
    expect(clause?.headlineVerb).toBe('votes 5-2 to close');
    expect(clause?.verbUnits.map((u) => u.text)).not.toContain('Monday');
    expect(cuts('The board voted Monday to close the school.')).toContain('Board Votes to Close School');
  });

  it('keeps "the end of the school year" whole: "at End" is no phrase', () => {
    const all = cuts('The board voted 5-2 to close Lincoln Elementary at the end of the school year.');
    expect(all).toContain('Board Votes 5-2 to Close Lincoln Elementary at End of School Year');
    expect(all).not.toContain('Board Votes 5-2 to Close Lincoln Elementary at End');
  });

  it.each([
    // [what the tagger misread, lead, a headline the lead must give]
    ['a noun read for the verb', 'The 16-inch main burst just after 5 a.m., flooding the road.', '16-Inch Main Bursts'],
    [
      'a gerund after "to"',
      'A road supervisor pleaded guilty Thursday to stealing county fuel.',
      'Road Supervisor Pleads Guilty to Stealing County Fuel',
    ],
    [
      'a noun modifier after a copula',
      'The Pine Hollow Lady Hawks are state champions.',
      'Pine Hollow Lady Hawks State Champions',
    ],
    [
      'a head noun after a hyphenated figure',
      'A man led officers on a 20-minute chase through three towns.',
      'Man Leads Officers on Chase',
    ],
    ['a plural object read for a verb', 'Naloxone reverses opioid overdoses.', 'Naloxone Reverses Opioid Overdoses'],
  ])('finds the clause when the tagger misreads %s', (_kind, lead, headline) => {
    expect(cuts(lead)).toContain(headline);
  });

  it('keeps a past dated by its time apart from the object: "212 babies", "last year"', () => {
    const clause = mainClause('The hospital delivered 212 babies last year.');
    expect(clause?.phrases.map((p) => p.role)).toEqual(['object', 'time']);
  });
});

/** Plain leads panel G's banners and teases had no clause for. */
describe('mainClause: leads that once gave no clause', () => {
  it.each([
    [
      'a noun compound with a verb-like word ("building permit fees")',
      'Osgood County commissioners voted 4-1 Monday to double building permit fees.',
      'Commissioners Vote 4-1 to Double Building Permit Fees',
    ],
    [
      'a relative clause without its "who" ("three men they say broke into")',
      'Gresham Hollow police have arrested three men they say broke into a dozen cars.',
      'Police Arrest Three Men',
    ],
    [
      'a tally written with "to" ("voted 4 to 3 Tuesday night to start")',
      'The Gantwick school board voted 4 to 3 Tuesday night to start classes at Gantwick High School at 8:45 a.m. next fall.',
      'School Board Votes 4 to 3 to Start Classes',
    ],
  ])('%s', (_kind, lead, headline) => {
    expect(cuts(lead)).toContain(headline);
  });
});

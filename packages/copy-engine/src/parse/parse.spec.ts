import { isKnownWord } from './tagger';
import { personReferences } from './references';
import { keepsCapital } from './attribution';
import {
  attributionFirst,
  compressSentence,
  fragmentReason,
  findOrphanReferences,
  restoreFirstReferences,
  splitForEar,
  tag,
} from '.';
import { endsOnModifier } from './modifier';

describe('tag', () => {
  it('gives parts of speech, lemmas and offsets into the text', () => {
    const text = 'Crews in Marlow Springs repaired the pipe.';
    const tokens = tag(text);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens.find((t) => t.text === 'Springs')?.pos).toBe('PROPN');
    expect(tokens.find((t) => t.text === 'repaired')?.lemma).toBe('repair');
  });
});

describe('tag repairs', () => {
  it('reads "lay off" as lay, not as the past of lie', () => {
    expect(tag('The company will lay off 340 workers.').find((t) => t.lower === 'lay')?.lemma).toBe('lay');
  });

  const posOf = (sentence: string, word: string): string | undefined => tag(sentence).find((t) => t.text === word)?.pos;

  it('reads a compound\'s last noun before the real verb as a noun (panel AG: "a clogged dryer vent tore through")', () => {
    expect(posOf('A fire that started in a clogged dryer vent tore through a building.', 'vent')).toBe('NOUN');
    expect(posOf('A plan to build a fenced dog park drew a crowd.', 'park')).toBe('NOUN');
    // (A plural subject's bare verb stays a verb.)
    expect(posOf('The officials plan to vote Tuesday.', 'plan')).toBe('VERB');
  });

  it('reads a participle between an article or a preposition and its noun as describing it', () => {
    expect(posOf('The Red Cross is helping the displaced families.', 'displaced')).toBe('ADJ');
    expect(posOf('Cars parked on marked snow routes after that time will be towed.', 'marked')).toBe('ADJ');
  });

  it('reads a word after "will" that is also a verb as the verb ("will close its unit", panel AH)', () => {
    expect(posOf('The hospital will close its six-bed unit.', 'close')).toBe('VERB');
    expect(posOf('The store will be close to the river.', 'close')).not.toBe('VERB');
  });

  it('reads "Cars parked on ... will be towed" as a subject and its passive, and "Hiring will begin" as a subject', () => {
    expect(posOf('Cars parked on marked snow routes after that time will be towed.', 'parked')).toBe('ADJ');
    expect(posOf('Hiring will begin in February.', 'Hiring')).toBe('NOUN');
  });
});

describe('fragmentReason', () => {
  it.each([
    ['Public Works Director Andrea Feldman said the pipe.', 'speech-verb-without-clause'],
    ['Crews in City of Marlow', 'no-verb'],
    ['More details to come.', 'no-verb'],
    ['Police say the man is the.', 'dangling-end'],
    ['The suspect left with', 'dangling-end'],
    ['He said, "We will rebuild', 'open-quotation'],
  ])('%s is a fragment (%s)', (sentence, reason) => {
    expect(fragmentReason(sentence)).toBe(reason);
  });

  it.each([
    'The pipe failed early Tuesday.',
    'Delgado said the water was brown.',
    'The water was brown, said the mayor.',
    'He said so.',
    'Police say the man left on foot.',
    '"We will rebuild," Ortiz said.',
    '[SOT: Mayor Jane Ortiz]',
    // A gerund subject, and speech verbs that take a plain object.
    'Flash flooding swamped low-lying streets across Marlow Ridge.',
    'Health officials have confirmed cases of measles.',
    'The Pine Hollow Lady Hawks are state champions.',
  ])('%s is complete', (sentence) => {
    expect(fragmentReason(sentence)).toBeUndefined();
  });
});

describe('compressSentence', () => {
  it('drops relative clauses and participle asides but keeps the claim', () => {
    expect(
      compressSentence(
        'Public Works Director Andrea Feldman, who has led the department since 2019, said the pipe, which was installed in 1958, failed early Tuesday.',
      ),
    ).toBe('Public Works Director Andrea Feldman said the pipe failed early Tuesday.');
    expect(compressSentence('The pipe, installed in 1958, failed early Tuesday.')).toBe(
      'The pipe failed early Tuesday.',
    );
  });

  it('drops parentheticals and a trailing which-clause', () => {
    expect(compressSentence('The school (the oldest in the district) will close in June.')).toBe(
      'The school will close in June.',
    );
    expect(compressSentence('The council approved the budget, which includes a raise for teachers.')).toBe(
      'The council approved the budget.',
    );
  });

  it("keeps an untitled person's role and an age, and leaves a quotation sentence whole", () => {
    expect(compressSentence('Maria Delgado, a mother of three, said the water was brown.')).toContain(
      'a mother of three',
    );
    expect(compressSentence('The man, 24, was arrested Tuesday.')).toContain('24');
    const quoted = '"It was brown," said Maria Delgado, who lives nearby.';
    expect(compressSentence(quoted)).toBe(quoted);
  });

  it('never returns a fragment', () => {
    for (const s of [
      'The pipe, which burst, failed.',
      'Officials, citing safety, closed the road near the bridge on the east side.',
      'Crews worked near the plant on the river in the rain.',
    ]) {
      expect(fragmentReason(compressSentence(s, 'tight'))).toBeUndefined();
    }
  });
});

describe('attributionFirst', () => {
  it('puts who says so before the claim, in the present tense', () => {
    expect(attributionFirst('The man left on foot with about $1,200, police said.')).toBe(
      'Police say the man left on foot with about $1,200.',
    );
    expect(
      attributionFirst("The suspect fled toward the interstate, according to the Clark County Sheriff's Office."),
    ).toBe("The Clark County Sheriff's Office says the suspect fled toward the interstate.");
    expect(attributionFirst('The road will reopen Friday, said Public Works Director Andrea Feldman.')).toBe(
      'Public Works Director Andrea Feldman says the road will reopen Friday.',
    );
  });

  it('moves an attribution that closes with the day it was said', () => {
    expect(
      attributionFirst('Heavy rain swamped streets across Marlow Ridge on Sunday, emergency officials said Monday.'),
    ).toBe('Emergency officials say heavy rain swamped streets across Marlow Ridge on Sunday.');
  });

  it('leaves quotations and sentences without attribution alone', () => {
    expect(attributionFirst('"We will rebuild," Mayor Jane Ortiz said.')).toBe(
      '"We will rebuild," Mayor Jane Ortiz said.',
    );
    expect(attributionFirst('The road will reopen Friday.')).toBe('The road will reopen Friday.');
  });
});

describe('splitForEar', () => {
  it('splits a clause off a noun into its own sentence, repeating the noun', () => {
    expect(
      splitForEar(
        'Crews spent most of Tuesday repairing a water main break that flooded three blocks of downtown and left about 4,000 homes under a boil-water advisory.',
        16,
      ),
    ).toEqual([
      'Crews spent most of Tuesday repairing a water main break.',
      'The break flooded three blocks of downtown and left about 4,000 homes under a boil-water advisory.',
    ]);
  });

  it('does not guess which noun a clause belongs to when a phrase sits between them', () => {
    // "The drop will leave mothers facing drives" would state a cause the source does not.
    for (const s of [
      'Officials cited a shortage of obstetric nurses and a steep drop in births that will leave mothers facing long drives.',
    ]) {
      expect(splitForEar(s, 12).join(' ')).not.toMatch(/\. The (?:drop|births) /);
    }
  });

  it('repeats the head when the noun after it is a span of time, which cannot act', () => {
    const pieces = splitForEar(
      'The council voted late Tuesday to approve a new budget for the coming fiscal year that raises the property tax rate by two cents.',
      14,
    );
    expect(pieces[1]).toBe('The budget raises the property tax rate by two cents.');
  });

  it("does not split a clause inside the subject's appositive, before the main verb", () => {
    const s =
      "Hartline Components, the auto parts maker that has been Corvell's largest employer for more than four decades, told state labor officials Monday it will lay off 340 workers.";
    expect(splitForEar(s, 12).join(' ')).not.toMatch(/^Hartline Components, the auto parts maker\./);
  });

  it('does not split after a verb contracted onto "that"', () => {
    const s =
      "Crews are repairing a water main on Elm Street in the north end of town that's been leaking for weeks now.";
    expect(splitForEar(s, 10).join(' ')).not.toMatch(/ 's been/);
  });

  it('does not split into a fragment', () => {
    const s =
      'Public Works Director Andrea Feldman, who has led the department since 2019, said the pipe, which was installed in 1958, failed early Tuesday.';
    for (const piece of splitForEar(s, 12)) expect(fragmentReason(piece)).toBeUndefined();
  });
});

describe('first references', () => {
  const source =
    'Resident Maria Delgado lives on Elm Street. Delgado said the water was brown. Mayor Jane Ortiz spoke.';

  it('finds a surname whose full reference is gone', () => {
    expect(findOrphanReferences('Delgado said the water was brown.', source)).toEqual([
      expect.objectContaining({ surname: 'Delgado' }),
    ]);
    expect(findOrphanReferences('Maria Delgado lives there. Delgado said it was brown.', source)).toEqual([]);
  });

  it('puts the full reference back at the first remaining mention only', () => {
    expect(restoreFirstReferences('Delgado said the water was brown. Delgado left.', source)).toMatch(
      /^(?:Resident )?Maria Delgado said the water was brown\. Delgado left\.$/,
    );
  });

  it('finds a person named in an appositive with their hometown', () => {
    const suspect = 'Police said the suspect, Jalen Pruitt of Corrigan, faces charges. Pruitt is in jail.';
    expect(restoreFirstReferences('Pruitt is in jail.', suspect)).toBe('Jalen Pruitt is in jail.');
  });

  it('never rewrites inside a quotation', () => {
    const out = 'She said, "Delgado is right."';
    expect(restoreFirstReferences(out, source)).toBe(out);
  });

  it('takes no common noun for a surname ("Hospital" of "Verity Hollow Regional Hospital")', () => {
    const hospital =
      'Verity Hollow Regional Hospital will stop delivering babies. Hospital officials said nurses are hard to find. Prenatal visits continue at the hospital.';
    expect(restoreFirstReferences('Hospital officials said nurses are hard to find.', hospital)).toBe(
      'Hospital officials said nurses are hard to find.',
    );
  });
});

describe('tag repairs', () => {
  it.each([
    ['The 16-inch main burst near the bridge.', 'burst'],
    ['The general fund totals about 62-million dollars.', 'totals'],
    ['The fire spread into the kitchen.', 'spread'],
  ])('reads the verb of a sentence the model left verbless: %s', (sentence, verb) => {
    expect(tag(sentence).find((t) => t.text === verb)?.pos).toBe('VERB');
    expect(fragmentReason(sentence)).toBeUndefined();
  });

  it('gives each caller its own tokens, so one caller cannot change another parse', () => {
    const first = tag('The pipe failed.');
    first[0].pos = 'X';
    expect(tag('The pipe failed.')[0].pos).toBe('DET');
  });
});

describe('splitForEar on people', () => {
  it('picks up "a man who ..." with "He" when the sentence is long', () => {
    expect(
      splitForEar(
        'Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint just after nine Tuesday night.',
        16,
      ),
    ).toEqual([
      'Police in Maple Falls are looking for a man.',
      'He robbed an Eastside pharmacy at gunpoint just after nine Tuesday night.',
    ]);
  });

  it('leaves "a driver who ..." whole: the noun does not say which pronoun fits', () => {
    const s =
      'Police are looking for a driver who hit a cyclist on Route nine early Tuesday and kept going toward the interstate.';
    expect(splitForEar(s, 16)).toHaveLength(1);
  });
});

describe('tight compression keeps places that matter', () => {
  it('drops "on the north side" but keeps "near each library entrance"', () => {
    expect(
      compressSentence(
        'Port Harlan police have arrested a man in connection with a string of garage burglaries on the north side.',
        'tight',
      ),
    ).toBe('Port Harlan police have arrested a man in connection with a string of garage burglaries.');
    const kits = 'The free test kits are in a box near each library entrance.';
    expect(compressSentence(kits, 'tight')).toBe(kits);
  });
});

describe('stranded prepositions', () => {
  it('accepts one stranded by a relative clause, not one left by a cut', () => {
    expect(fragmentReason('Thieves want the metals that scrap buyers pay well for.')).toBeUndefined();
    expect(fragmentReason('The suspect left the store with')).toBe('dangling-end');
  });
});

describe('fragmentReason: a name and its appositive with the news cut away', () => {
  it.each([
    ['Inkwell and Ivy Books, the independent bookstore that has sold new and used titles in Gullhaven.', 'no-verb'],
    ['Jane Doe, the mayor, said the plan works.', undefined],
    ['Police arrested Jalen Pruitt, the man who robbed the store.', undefined],
    ['Haskett Foods, the chain that has operated since 1958, will close.', undefined],
  ])('%s', (sentence, reason) => {
    expect(fragmentReason(sentence)).toBe(reason);
  });
});

/** Panel L: a split told "The city could be seen for miles" of the smoke, and cut a subject's appositive. */
describe('splitForEar never guesses a clause’s noun or splits a subject', () => {
  it('leaves a "that" clause after a phrase of place whole', () => {
    expect(
      splitForEar(
        'Fire destroyed a vacant furniture warehouse on the north side of Calder Point early Sunday, sending a column of black smoke over the city that could be seen for miles.',
        10,
      ),
    ).toHaveLength(1);
  });

  it('leaves the relative clause of an appositive after an attribution whole', () => {
    const pieces = splitForEar(
      'State transportation officials say the Route 9 bridge over the Lanning River between Pell Crossing and Dunmore Hollow, a 72-year-old steel truss span that carries about 11,000 vehicles a day, will close to all traffic.',
      10,
    );
    for (const piece of pieces) expect(piece).not.toMatch(/span\.$|^The span carries/);
  });
});

/** Panel Q: "The year killed a 19-year-old college student." and "... says Devon Price, 27." */
describe('splitForEar after panel Q', () => {
  it('never gives a time phrase a relative clause to act in', () => {
    const pieces = splitForEar(
      'A 41-year-old Marlow Point man was sentenced Thursday to nine years in state prison for a drunken-driving crash last year that killed a 20-year-old nursing student.',
      20,
    );
    for (const p of pieces) expect(p).not.toMatch(/^The year\b/);
  });

  it('keeps people listed with their ages as one subject', () => {
    const pieces = splitForEar(
      'A police news release says Dana Price, 27, and Kyle Amund, 31, both of Rellford, were arrested Saturday after officers stopped their van on Caldwell Road shortly before 2 a.m.',
      20,
    );
    for (const p of pieces) expect(p).not.toMatch(/Dana Price, 27\.$/);
  });
});

describe('fragmentReason after panel Q', () => {
  it('finds no verb when the only one is a relative clause’s, or a claim has none', () => {
    expect(
      fragmentReason(
        'A volunteer-run free clinic that has served uninsured patients in a church basement on Elm Street.',
      ),
    ).toBe('no-verb');
    expect(fragmentReason('Fire Chief Dana Cole says shortly after 3 a.m. Sunday.')).toBe('no-verb');
    expect(fragmentReason('He said so.')).toBeUndefined();
    expect(fragmentReason('Crews that worked overnight restored power.')).toBeUndefined();
  });
});

describe('endsOnModifier after panel Q', () => {
  it('reads a degree word before what it grades as cut from it', () => {
    const source = 'A plan to replace the roof at the nearly century-old Tamsen County Courthouse was approved.';
    expect(endsOnModifier('A plan to replace the roof at the nearly', source)).toBe(true);
    expect(endsOnModifier('A plan to replace the roof', source)).toBe(false);
  });
});

describe('fragmentReason after panel R', () => {
  it('finds no verb in a "said that" claim cut to its subject, and reads "said in a statement" as whole', () => {
    expect(
      fragmentReason('Where residents have complained, city officials said Tuesday that a $4.2 million upgrade.'),
    ).toBe('no-verb');
    expect(fragmentReason('The plant will close, officials said in a statement Tuesday.')).toBeUndefined();
  });
});

describe('isKnownWord and keepsCapital (panel AA)', () => {
  it('knows English words, not the names a story has already used', () => {
    // A town the tagger has just read is still no English word.
    tag('Esselby voters approved a levy in Ketterly.');
    expect([isKnownWord('victims'), isKnownWord('Average'), isKnownWord('Esselby'), isKnownWord('Ketterly')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('takes the capital off a common word that opened the sentence, never off a name or a people', () => {
    expect(keepsCapital('Average', 'rent for a two-bedroom apartment')).toBe(false);
    expect(keepsCapital('Victims', 'can call the department')).toBe(false);
    expect(keepsCapital('Esselby', 'voters approved a levy')).toBe(true);
    expect(keepsCapital('Inkwell', 'and Ivy Books will move')).toBe(true);
    expect(keepsCapital('Kenyan', 'runner Daniel Kiprop won')).toBe(true);
  });
});

describe('personReferences: one surname, two people (panel AB)', () => {
  it('restores no one when two people share a surname, and one person named twice stays one', () => {
    expect(
      personReferences('He struck Mateo Quintanilla. His mother, Rosalind Quintanilla, spoke. Quintanilla wept.'),
    ).toEqual([]);
    expect(
      personReferences('Jane Ortiz spoke first. Later Mayor Jane Ortiz said the plan works. Ortiz said more.'),
    ).toEqual([{ surname: 'Ortiz', full: 'Mayor Jane Ortiz' }]);
  });
});

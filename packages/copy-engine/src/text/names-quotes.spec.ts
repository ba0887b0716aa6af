import { findNames, findQuotations, inCue, outCue } from './names-quotes';
import { namePronounSpeakers } from '../parse/references';

describe(findQuotations.name, () => {
  it('finds a quote with "said Title Name" after it', () => {
    const sut = 'The plant will close. "We did everything we could," said Mayor Jane Ortiz. Workers left.';
    const [quote] = findQuotations(sut);
    expect(quote.text).toBe('We did everything we could,');
    expect(quote.speaker).toBe('Mayor Jane Ortiz');
    expect(sut.slice(quote.start, quote.end)).toBe('"We did everything we could,"');
  });

  it('finds "Name said" after and before the quote', () => {
    expect(findQuotations('"This road is not safe," Reyes said Tuesday.')[0].speaker).toBe('Reyes');
    expect(findQuotations('Police Chief Dan Reyes said, "Nobody was hurt tonight." Then he left.')[0].speaker).toBe(
      'Police Chief Dan Reyes',
    );
    expect(findQuotations('It said: “We will rebuild the school,” according to Principal Ana Lee.')[0].speaker).toBe(
      'Principal Ana Lee',
    );
  });

  it('gives no speaker for a pronoun or no attribution', () => {
    const quotes = findQuotations('"We are heartbroken by this loss," she said. "It will take time to heal."');
    expect(quotes).toHaveLength(2);
    expect(quotes.every((q) => q.speaker === undefined)).toBe(true);
  });

  it('gives a quote that goes on after its attribution the same speaker, and only then', () => {
    const onward = findQuotations(
      '"I would come in and find people who had not been turned," former nurse Tamika Rhodes testified. "I filed reports. Nothing changed."',
    );
    expect(onward.map((q) => q.speaker)).toEqual(['Tamika Rhodes', 'Tamika Rhodes']);
    // Something else said between the two: the second quote is not hers to claim.
    const interrupted = findQuotations(
      '"We will win this one," Ortiz said. Sayers conceded. "It was a good race overall."',
    );
    expect(interrupted.map((q) => q.speaker)).toEqual(['Ortiz', undefined]);
  });

  it('ignores scare quotes and crew text', () => {
    expect(findQuotations('The so-called "smart" meters failed. [SOT: "We are ready to go" Ortiz]')).toEqual([]);
  });

  it('gives in-cues and out-cues', () => {
    const [quote] = findQuotations('"We did everything we could for them," said Ortiz.');
    expect(inCue(quote)).toBe('We did everything');
    expect(outCue(quote)).toBe('could for them');
    expect(outCue(quote, 2)).toBe('for them');
    expect(inCue('One two', 5)).toBe('One two');
  });
});

describe(findNames.name, () => {
  const names = (t: string) => findNames(t).map((n) => n.text);

  it('finds people with titles, places and organisations', () => {
    expect(names('Crews from Georgia Power worked across Fulton County as Mayor Jane Ortiz watched.')).toEqual([
      'Georgia Power',
      'Fulton County',
      'Mayor Jane Ortiz',
    ]);
    expect(findNames('Yesterday Sen. Maria Hall spoke.')[0]).toMatchObject({ text: 'Sen. Maria Hall', title: 'Sen.' });
  });

  it('joins "of" inside a name and drops possessives', () => {
    expect(names('Officials at the University of Georgia said Georgia Power’s bill rose.')).toEqual([
      'University of Georgia',
      'Georgia Power',
    ]);
  });

  it('skips lone sentence openers, months, days and crew text', () => {
    expect(names('Tonight the storm moves in. On Monday, March 3, schools close. [SOT: Dan Reyes]')).toEqual([]);
  });

  it('keeps a multi-word name at the start of a sentence but drops a common opener', () => {
    expect(names('Fulton County voted. The Atlanta Hawks won.')).toEqual(['Fulton County', 'Atlanta Hawks']);
  });

  it('keeps compound titles and abbreviations inside names, and splits a title after a place', () => {
    expect(names('Then District Attorney Omar Haddad and Fire Chief Ana Ruiz spoke at St. Luke’s today.')).toEqual([
      'District Attorney Omar Haddad',
      'Fire Chief Ana Ruiz',
      'St. Luke',
    ]);
    expect(names('We met Fulton County Commissioner Bo Lee.')).toEqual(['Fulton County', 'Commissioner Bo Lee']);
    expect(names('Thirty-one-year-old Derek Stroud is charged.')).toEqual(['Derek Stroud']);
  });

  it('gives offsets into the original text', () => {
    const sut = 'A fire hit (pronounced MAY-kon) the city of Macon today.';
    const [name] = findNames(sut);
    expect(sut.slice(name.start, name.end)).toBe('Macon');
  });

  it('gives a quotation to its speaker with more speech verbs than "said": told (with a hearer), warned, asked', () => {
    const told = findQuotations(
      '"You took from people who trusted you with their offering plates," Tennant told Venn.',
    );
    expect(told[0].speaker).toBe('Tennant');
    expect(findQuotations('"Stay off the roads tonight if you can," Sheriff Dale Orr warned.')[0].speaker).toBe(
      'Sheriff Dale Orr',
    );
    expect(findQuotations('"Who is going to pay for this?" asked council member Rita Shaw.')[0].speaker).toBe(
      'Rita Shaw',
    );
  });
});

/** Panel Q: a pantry director's quote was put in a student's mouth on the air. */
describe('findQuotations: the speaker of a quote that ends its sentence', () => {
  const script =
    '"We thought if we got 4,000 pounds, that would be amazing," said Priya Nath, 17, who started the drive with her classmate Owen Dale. "People just kept showing up."\n' +
    '"This is the biggest single donation we\'ve had," said Gloria Mend, the pantry\'s director. "It will carry us well into February."\n' +
    'Nath said the drive will continue through Dec. 20.';

  it('takes the speaker of the quote before it, never the next sentence’s subject', () => {
    const speakers = findQuotations(script).map((q) => q.speaker);
    expect(speakers).toEqual(['Priya Nath', 'Priya Nath', 'Gloria Mend', 'Gloria Mend']);
  });
});

/** Panel S: a quotation attributed by "he said" belongs to the person named last before it. */
describe('findQuotations: a pronoun’s speaker (panel S)', () => {
  const SCRIPT = [
    'Principal Angela Ruiz-Fenner, 51, pushed for the change. "Kids are texting each other across the room," Ruiz-Fenner said.',
    'Senior class president Owen Talbot, 17, told the board that many students rely on their phones. "Nobody is against paying attention," he said. "We just want a say in how this works."',
    'Trucker Dale Kowalczyk, 61, said the circle is tight. "I made it around this morning, but it was close," he said.',
    'Talbot said students plan to propose changes. Kowalczyk said he would wait.',
  ].join('\n');

  it('gives "he said" to the person named last, and the quote that goes on to the same speaker', () => {
    expect(findQuotations(SCRIPT).map((q) => q.speaker)).toEqual([
      'Ruiz-Fenner',
      'Owen Talbot',
      'Owen Talbot',
      'Dale Kowalczyk',
    ]);
  });

  it('names the speaker when a writer keeps the quote after another speaker’s line', () => {
    const kept = 'Principal Angela Ruiz-Fenner pushed for the change.\n"Nobody is against paying attention," he said.';
    expect(namePronounSpeakers(kept, SCRIPT)).toBe(
      'Principal Angela Ruiz-Fenner pushed for the change.\n"Nobody is against paying attention," Owen Talbot said.',
    );
    const whole =
      'Owen Talbot told the board that students rely on their phones.\n"Nobody is against paying attention," he said.';
    expect(namePronounSpeakers(whole, SCRIPT)).toBe(whole);
  });
});

/** Panel U: "she said" after a new person is hers, never the speaker before. */
describe('findQuotations: the nearest person is the pronoun’s (panel U)', () => {
  it('gives the quote to the commissioner and the lieutenant named just before it', () => {
    const cameras = [
      'Tanner County commissioners voted 4-1 Monday to spend $486,000 on body cameras.',
      '"Cameras protect the public, and they protect my deputies," said Sheriff Roland Beaumier.',
      'Commissioner Denise Holloway, 59, voted against the purchase, citing the cost of storing video.',
      '"Storage alone will run us $90,000 a year," she said.',
    ].join('\n');
    expect(findQuotations(cameras).map((q) => q.speaker)).toEqual([
      'Sheriff Roland Beaumier',
      'Commissioner Denise Holloway',
    ]);
    const fire = [
      '"Some nights, we\'re lucky to get two people on a truck," Fire Chief Wendell Ashcraft said.',
      'Ashcraft, 64, said calls have climbed to about 420 a year.',
      "Lieutenant Brianna Stokes, 27, joined four years ago after a fire damaged her parents' home.",
      '"Somebody showed up for my family, and now it\'s my turn," she said.',
    ].join('\n');
    expect(findQuotations(fire)[1].speaker).toMatch(/Brianna Stokes$/);
  });

  it('gives no speaker when the nearest name is a place', () => {
    const text = 'Smith said the plant in Marlow Springs will close.\n"We tried everything we could," he said.';
    expect(findQuotations(text)[0].speaker).toBeUndefined();
  });
});

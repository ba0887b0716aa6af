/**
 * Lower-third headlines from a sentence's news core. A wire lede is first cut to its complete
 * shorter forms (shorterForms: asides, second acts, terms and source out), and each form is then
 * read as subject, verb group and complements and written as headlinese: no articles, the verb in
 * headline tense ("will reopen" -> "to Reopen", "has issued" -> "Issues", "was sentenced" ->
 * "Sentenced", "gutted" -> "Guts"), cut only where a phrase ends. The object a verb needs stays
 * ("Fire Department Collects Coats", never "Collects New"), and so does what a vote decided and what
 * a thing is turned into. Every word is the source's own or a form of a source verb.
 */
import { isNounish, tag } from '../../parse';
import type { Token } from '../../parse';
import { PEOPLE_NOUNS } from '../../parse/people';
import {
  BODY_BY_ITS_NOUN,
  BUSINESS_NAME_END,
  EVENT_NAME_END,
  KIND_MEASURE,
  ORDINAL_WORD,
  inShorthand,
} from '../../parse/headline';
import { bareVerb, ingOf, presentOf } from '../../parse/verb-forms';
import {
  citesLaw,
  firstActAlone,
  firstDecision,
  mainClause,
  mainVerbIndex,
  render,
  secondActAlone,
  shorterForms,
  usedToWin,
  winOutright,
} from '../social/forms';
import { DAY_PARTS, NEAR_DAYS, WEEKDAYS, wordOf } from '../../text/calendar';
import { capitalise } from '../../text/strings';

/** One headline and what it is made of, for ranking. */
export interface CoreHeadline {
  text: string;
  /** Which form of the sentence it came from (0 = the fullest that was read). */
  form: number;
  /** Whether the subject was shortened ("Fire Department" of "Grantly Bend Fire Department"). */
  shortSubject: boolean;
  /** Told with another form of the verb ("Bridge Will Close" beside "Bridge to Close"). */
  alternate?: boolean;
  /** A vote told as what it decided ("Council to Ban Parking"): for a count its "Votes to" form overruns. */
  decision?: boolean;
  /** The headline in the source's words, when `text` uses a copy desk's shorthand ("ER", "Tops", "$9.6M"). */
  spelled?: string;
  /** The game that led to the news, told as a result ("Hawks Beat Millbrook 28-21" beside "Hawks Headed to Semifinals"). */
  background?: boolean;
  /** The sentence's second act told alone ("Hospital to Close Six-Bed ICU"): never the first option while the first act fits. */
  secondAct?: boolean;
}

const ARTICLE = /^(?:a|an|the)$/;
const BE = /^(?:is|are|was|were|be|been|being|am)$/;
const HAVE = /^(?:has|have|had)$/;
const FUTURE = /^(?:will|would)$/;
const MODAL = /^(?:can|could|should|may|might|must)$/;
const PARTICLES = /^(?:up|down|off|out|on|back|over|away)$/;
/** Adjectives a headline may end on: a state is the news ("Pleads Not Guilty", "Stays Open"). */
const STATES = /^(?:guilty|open|closed|dead|missing|free|safe|available|ready|empty|final|official|unanimous)$/;
/** Verbs whose "to" says what was decided: "Votes to Cap Rental Permits". */
const DECIDING =
  /^(?:vote|decide|agree|plan|move|seek|want|aim|hope|expect|propose|choose|refuse|fail|promise|begin|start)$/;
/** Verbs that say all with no object or phrase: "Theater to Reopen", "Freight Train Derails". */
const STANDS_ALONE =
  /^(?:open|reopen|close|win|lose|die|resign|retire|derail|collapse|burn|crash|end|pass|fail|expand|strike|flood|explode|erupt|surrender|escape|return|arrive|launch|merge|quit|relocate)$/;
/** Verbs whose object is what the news happened to: "Bond Approved", "Warehouse Gutted". */
const DONE_TO =
  /^(?:approve|reject|pass|defeat|charge|arrest|destroy|damage|gut|close|cancel|delay|recall|ban|sell|buy|name|elect|hire|fire|sentence|evacuate|rescue|injure|kill|award|fund|raise|cut|expand|repeal|sign|veto|suspend|release|issue|lift|extend|rob|burglarize|vandalize|hit|strike|shoot|steal)$/;
/**
 * What the law did to a person, not what the person did: "faces burglary charges", "was arrested",
 * "is being held". A police claim of it states no one's guilt, so it may be a headline ("Man Faces
 * Burglary Charges" of "Police say a 29-year-old man is facing burglary charges", panel AA).
 */
export const PROCEDURE = /^(?:arrest|charge|cite|book|jail|hold|detain|indict|question|release|sentence|convict)$/;
/** Whether a verb of the law's and its words are such a procedure: "faces ... charges", "charged". */
export function isProcedure(lemma: string, verb: string, rest: readonly Token[]): boolean {
  if (lemma === 'face') return rest.slice(0, 4).some((t) => /^(?:charges?|counts?)$/.test(t.lower));
  // (A plea is the court's record, whoever reports it: "Bookkeeper Pleads Guilty", panel AB.)
  if (lemma === 'plead') return rest.slice(0, 2).some((t) => /^(?:guilty|innocent|no)$/.test(t.lower));
  return PROCEDURE.test(lemma) && /^(?:[a-z]+ed|held)$/.test(verb);
}
/** Words of a game's result or round: a team's headline may call it by its mascot. */
const SPORTING =
  /^(?:\d+-\d+|(?:semi|quarter)?finals?|playoffs?|championship|title|tournament|season|game|victory|win|loss|defeat|bowl)$/i;
/** A team's plural name that is no place's: "Hawks", "Stallions" (never "Heights", "Falls", "Creek"). */
export const isMascot = (word: string): boolean =>
  (/^[A-Z][a-z]+[^su]s$/.test(word) || /^[A-Z][a-z]+men$/.test(word)) &&
  !/^(?:Heights|Hills|Falls|Springs|Woods|Meadows|Mills|Lakes|Plains|Pines|Oaks|Acres|Rapids|Forks|Flats|Gardens|Parks|Groves|Shores|Sands|Narrows|Knolls|Highlands|Lowlands|Palms|Cliffs|Ridges|Crossings|Commons|Estates|Components|Industries|Systems|Services|Foods|Textiles|Farms|Partners|Holdings|Motors|Works|Brothers|Associates)$/.test(
    word,
  );
/** Irregular pasts of the verbs above and their participles: "struck" -> "Struck", "stole" -> "Stolen". */
const IRREGULAR_DONE: Record<string, string> = { hit: 'hit', struck: 'struck', shot: 'shot', stole: 'stolen' };
/** Verbs that turn their object into something: the "into" phrase is the news. */
const TURNING = /^(?:turn|convert|transform|change|make|limit|cap|raise|lower|cut|reduce|increase|switch|move|shift)$/;
/** A subject's last word that names a body a headline may call by its last words ("Fire Department"). */
const BODIES =
  /^(?:department|council|board|commission|district|service|library|hospital|clinic|police|schools?|university|college|office|authority|agency|team|company|center|museum|church|shelter|court|committee|association|society|club|market|store|theater|bakery|restaurant|brewery|plant|mill|park|ferry|cooperative|co-op|bridge|jury|schools)$/i;
/** Words that end a place's name: "Tillman Creek", "Harwick Falls". */
const PLACE_WORDS =
  /^(?:Creek|River|Lake|Bend|Falls|Hill|Hills|Valley|Ridge|Point|Springs|Harbor|Bay|Heights|Crossing|Park|Grove|Junction|Mills?|Brook|Hollow|Landing)$/;
/** The word after a school's or a team's own name: "Cresthaven Christian", "Ashby College". */
const SCHOOL_KIND =
  /^(?:Christian|Catholic|Lutheran|Baptist|Central|Academy|Prep|Tech|High|North|South|East|West|College|State|University)$/;
/** The last word of a business's name. */
const PARTS = /^(?:number|total|most|all|some|part|half|rest|majority|share|much|many|parts|portions)$/;
/** Titles before a name: the headline calls the person by surname ("Tuffnell Wins Mayoral Race"). */
const TITLES =
  /^(?:alderman|alderwoman|mayor|councilman|councilwoman|council|sen\.?|senator|rep\.?|gov\.?|governor|dr\.?|coach|judge|chief|sheriff|superintendent|director|commissioner|president|quarterback|guard|forward|center|pitcher|senior|junior|sophomore|freshman|officer|deputy|trooper|principal|owner|manager)$/i;
/** (Tested on a token's lower case.) */
const TIME_WORDS = wordOf(WEEKDAYS, NEAR_DAYS, ['yesterday', 'weekend'], DAY_PARTS);
const MONTHS = /^(?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)\.?$/i;

/** A tagger lemma that is still a past form ("gutted"): the bare verb a headline needs. */
const lemmaOf = (t: Token): string => bareVerb(t.lemma);

/** The noun after a hyphenated kind, whatever the tagger calls it: "four-way [stop]". */
const kindHead = (tokens: readonly Token[], i: number): boolean =>
  tokens[i]?.pos === 'VERB' && tokens[i - 2]?.text === '-' && KIND_MEASURE.test(`-${tokens[i - 1].text}`);

/** A noun the tagger read as a verb before its "to": "a state grant/VERB [to finish ...]". */
const verbAsNoun = (tokens: readonly Token[], i: number): boolean =>
  tokens[i]?.pos === 'VERB' &&
  isNounish(tokens[i - 1]) &&
  tokens[i + 1]?.lower === 'to' &&
  /^[a-z]/.test(tokens[i].text);

/**
 * Nouns that are a collection of something else: "a strip [of storefronts]", "the number [of
 * permits]", "dozens [of trees]" ("Gusts Topple Dozens", panel AA).
 */
export const COLLECTION =
  /^(?:strip|row|group|pair|couple|series|string|handful|stretch|block|cluster|line|number|amount|share|portion|percentage|dozens|hundreds|thousands|scores|lots|millions|corner|intersection|section|span|count|counts)$/;

/** Whether a phrase may end before token `i` of `tokens`: nothing of a name, a compound or a list goes on. */
export function endsPhraseBefore(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i];
  const last = tokens[i - 1];
  if (!last) return false;
  // (A particle only right after its verb: "Wildcats Move On", never "two hours early on".)
  const particle = PARTICLES.test(last.lower) && (i === 1 || /^(?:VERB|AUX)$/.test(tokens[i - 2]?.pos ?? ''));
  if (!(isNounish(last) || kindHead(tokens, i - 1) || verbAsNoun(tokens, i - 1) || particle || STATES.test(last.lower)))
    return false;
  if (!next) return true;
  if (verbAsNoun(tokens, i)) return false;
  // "Class 3[A]": a word the tagger split is one word.
  if (next.start === last.end && /^[A-Za-z0-9]/.test(next.text) && !/^['’]/.test(next.text)) return false;
  // "at the end [of the school year]": a part needs its whole.
  if (
    next.lower === 'of' &&
    /^(?:end|start|beginning|middle|rest|part|edge|top|bottom|front|back|close|heart)$/.test(last.lower)
  )
    return false;
  // "a strip [of storefronts]", "a row [of homes]": a collection is nothing without what it holds.
  if (next.lower === 'of' && COLLECTION.test(last.lower)) return false;
  // "from one-way [to two-way traffic]": a span keeps both ends.
  if (next.lower === 'to' && tokens.slice(Math.max(0, i - 5), i).some((t) => t.lower === 'from')) return false;
  // A hyphenated kind is followed by its noun, whatever the tagger calls it: "four-way [stop]".
  if (tokens[i - 2]?.text === '-' && !/^(?:PUNCT|ADP|CCONJ|SCONJ|DET|AUX|PART)$/.test(next.pos)) return false;
  // A time phrase opens after the object: "skate park [next summer]", "lanes [Monday night]".
  if (
    TIME_WORDS.test(next.lower) ||
    (/^(?:next|last|this|early|late)$/.test(next.lower) &&
      (TIME_WORDS.test(tokens[i + 1]?.lower ?? '') ||
        /^(?:week|month|year|spring|summer|fall|winter)$/.test(tokens[i + 1]?.lower ?? '')))
  )
    return true;
  if (
    /^(?:NOUN|PROPN|NUM|ADJ|SYM)$/.test(next.pos) ||
    /^(?:['’]s|%|-)$/.test(next.text) ||
    last.text === '-' ||
    // "voted 5 [to 2]", "six [of its 22 routes]": a figure's other half.
    (last.pos === 'NUM' && /^(?:to|of|-)$/.test(next.lower))
  )
    return false;
  // "an hour [later]", "two years [ago]": the measure is the adverb's.
  if (/^(?:later|earlier|sooner|longer|ago|apart|early|late)$/.test(next.lower)) return false;
  // "Old Millpond Road [and Sibley Church Road]", "flu [and COVID-19] shots": a list goes on.
  if (next.pos === 'CCONJ' && isNounish(tokens[i + 1])) return false;
  if (next.pos === 'CCONJ' && tokens[i + 1]?.pos === 'ADJ') return false;
  return true;
}

/** Where the subject's phrase starts ("students [in the ... district]"); "than" of "more than 1,100" is no phrase. */
// ("Water service [to roughly 3,200 homes]": the tagger may read that "to" as a particle, panel AE.)
const subjectPhrase = (subject: readonly Token[]): number =>
  subject.findIndex(
    (t, k) =>
      k > 0 &&
      t.lower !== 'than' &&
      (t.pos === 'ADP' ||
        (t.lower === 'to' && /^(?:NOUN|PROPN)$/.test(subject[k - 1].pos) && subject[k + 1]?.pos !== 'VERB')),
  );

interface Reading {
  subject: Token[];
  verb: string;
  /** Tokens after the verb group. */
  rest: Token[];
  /** The verb's lemma, for what its complement must keep. */
  lemma: string;
  /** Other headline forms of the same verb, for the other options ("Will Close", "Closing"). */
  alternates?: string[];
  /** The source told it in the past. */
  past: boolean;
  /** A regular past with its object, which a headline may turn around: "$24.5 Million Bond Approved". */
  participle?: string;
  /**
   * Police or a court say so: the subject doing it would state guilt ("Man Robs Credit Union"), so
   * only what was done to the object is a headline ("Credit Union Robbed").
   */
  claim?: boolean;
}

/** The sentence as subject, headline verb and the rest; undefined when it is no simple clause. */
export function readClause(sentence: string): Reading | undefined {
  // A police or court source stays: "Man Steals Converters" of "Police say a man ... stole" states guilt.
  const source = /^According to ([^,]+),|^([^,]{2,60}?)\b(?:says?|said)\s/i.exec(sentence);
  const claim = Boolean(source && citesLaw(source[1] ?? source[2] ?? ''));
  const text = sentence.replace(/^According to [^,]+,\s*/i, '').replace(/^[^,]{2,60}?\b(?:says?|said)\s+/, '');
  const tokens = tag(text).filter((t) => !/^[.!?]$/.test(t.text));
  const at = mainVerbIndex(tokens);
  if (at === undefined || at === 0) return undefined;
  let subject = tokens.slice(0, at);
  // Adverbs between subject and verb go ("has also issued").
  while (subject.length && subject[subject.length - 1].pos === 'ADV') subject = subject.slice(0, -1);
  // ("a fast-moving fire": a verb inside a hyphenated word describes the noun.)
  const verbal = (t: Token, k: number): boolean =>
    t.pos === 'AUX' || (t.pos === 'VERB' && subject[k - 1]?.text !== '-');
  // "Wind gusts [topping 60 mph] tore through ...": a participle's phrase after the subject's noun
  // says which ones; the subject is the noun (panel AA).
  const which = subject.findIndex(
    (t, k) => k > 0 && t.pos === 'VERB' && /ing$/.test(t.lower) && subject[k - 1].pos === 'NOUN',
  );
  if (which > 0 && !subject.slice(which + 1).some(verbal) && !subject.some((t) => t.text === ','))
    subject = subject.slice(0, which);
  if (subject.some((t, k) => t.text === ',' || verbal(t, k)) || !isNounish(subject.at(-1))) {
    return undefined;
  }
  while (subject.length && ARTICLE.test(subject[0].lower)) subject = subject.slice(1);
  // "Drivers [who speed past four schools] will get tickets": the relative clause goes.
  const relative = subject.findIndex((t, k) => k > 0 && /^(?:who|which)$/.test(t.lower));
  if (relative > 0) subject = subject.slice(0, relative);
  // ("Starting Feb. 1, the emergency room ... will close": a start date is no subject.)
  if (/^(?:starting|beginning|effective)$/.test(subject[0]?.lower ?? '')) return undefined;
  // The number of the subject's own noun, not of its phrase's ("Voters in the district approve").
  const phrase = subjectPhrase(subject);
  const head = (phrase > 0 && isNounish(subject[phrase - 1]) ? subject[phrase - 1] : subject.at(-1)) as Token;
  // ("Ferrand's Feed and Hardware reopened": an "and" inside a business's name makes it no pair, panel AB.)
  const oneName =
    subject.every((t) => /^[A-Z&]/.test(t.text) || /^(?:and|['’]s)$/.test(t.lower)) &&
    (BUSINESS_NAME_END.test(subject.at(-1)?.text ?? '') || subject.some((t) => /^['’]s$/.test(t.text)));
  const plural =
    (subject.some((t) => t.lower === 'and') && !oneName) ||
    PEOPLE_NOUNS.test(head.lower) ||
    // ("the Glenmorrow Ironmen", "Minutemen": a team of men is plural, panel AB.)
    /^[A-Z][a-z]+men$/.test(head.text) ||
    (/[^s]s$/.test(head.lower) && !/(?:us|is|ss)$/.test(head.lower));
  // The verb group: auxiliaries, adverbs, the lexical verb and its particle.
  let i = at;
  const aux: Token[] = [];
  while (tokens[i] && (tokens[i].pos === 'AUX' || (tokens[i].pos === 'ADV' && aux.length > 0))) {
    if (tokens[i].pos === 'AUX') aux.push(tokens[i]);
    else if (/^(?:not|never|n't)$/.test(tokens[i].lower)) return undefined;
    i++;
  }
  // After "will" the tagger may read a verb as an adjective ("will close/ADJ to all traffic").
  const afterModal = aux.some((t) => FUTURE.test(t.lower) || MODAL.test(t.lower)) && aux.length === 1;
  const misread = afterModal && tokens[i]?.pos === 'ADJ' && /^[a-z]+$/.test(tokens[i].text);
  let lexical: Token | undefined =
    tokens[i]?.pos === 'VERB' ? tokens[i] : misread ? { ...tokens[i], pos: 'VERB', lemma: tokens[i].lower } : undefined;
  if (lexical) i++;
  // ("lay off": the tagger may call the particle an adverb)
  const particle =
    lexical &&
    /^(?:ADP|ADV|PART)$/.test(tokens[i]?.pos ?? '') &&
    PARTICLES.test(tokens[i].lower) &&
    // ("steps off Saturday": a day after the particle is no object.)
    (!isNounish(tokens[i + 1]) || TIME_WORDS.test(tokens[i + 1].lower));
  const particleText = particle ? ` ${tokens[i++].text}` : '';
  const auxWords = aux.map((t) => t.lower);
  const future = auxWords.some((w) => FUTURE.test(w));
  const modal = aux.find((t) => MODAL.test(t.lower));
  // ("have" read as an auxiliary: "will have/AUX to lock".)
  if (!lexical && aux.at(-1)?.lemma === 'have' && tokens[i]?.lower === 'to' && tokens[i + 1]?.pos === 'VERB') {
    lexical = aux.pop();
    auxWords.pop();
  }
  // "will have to lock" -> "to Lock"; "have to" alone -> "Must Lock".
  if (lexical?.lemma === 'have' && tokens[i]?.lower === 'to' && tokens[i + 1]?.pos === 'VERB') {
    const inner = tokens[i + 1];
    i += 2;
    const verb = future ? `to ${inner.lemma}` : `must ${inner.lemma}`;
    return { subject, verb, rest: tokens.slice(i), lemma: inner.lemma, past: false };
  }
  let verb: string;
  const alternates: string[] = [];
  if (!lexical) {
    // A copula: "Flood Watch in Effect", "Turnout 38%"; a future one: "to Be".
    if (!auxWords.some((w) => BE.test(w))) return undefined;
    verb = future ? 'to be' : '';
  } else if (modal) {
    verb = `${modal.lower} ${lexical.lemma}`;
  } else if (future) {
    // (Any verb after "will be" but a progressive: "will be shut off" is "to Be Shut Off", panel AE.)
    const passive = auxWords.includes('be') && !/ing$/.test(lexical.lower);
    verb = passive ? `to be ${lexical.text}` : `to ${lemmaOf(lexical)}`;
    // The same plan as the source says it, and as a headline's present: "Will Close", "Closing".
    if (!passive) alternates.push(`will ${lemmaOf(lexical)}`, ingOf(lemmaOf(lexical)));
  } else if (auxWords.some((w) => BE.test(w))) {
    // "is collecting" -> "Collects"; "was sentenced", "have been charged" -> "Sentenced", "Charged".
    verb = /ing$/.test(lexical.lower) ? presentOf(lemmaOf(lexical), plural) : lexical.text;
  } else if (
    auxWords.some((w) => HAVE.test(w)) ||
    lexical.lower !== lexical.lemma ||
    /ed$/.test(lexical.lower) ||
    // ("Bellhaven beat Corbett Valley": a bare verb after one subject is a past like "beat", "cut".)
    (!plural && aux.length === 0)
  ) {
    verb = presentOf(lemmaOf(lexical), plural);
  } else {
    verb = lexical.text;
  }
  const past =
    !future &&
    (auxWords.some((w) => /^(?:was|were|had|has|have)$/.test(w)) ||
      (lexical !== undefined && aux.length === 0 && lexical.lower !== lexical.lemma && !/s$/.test(lexical.lower)));
  return {
    subject,
    verb: `${verb}${particleText}`,
    alternates: alternates.map((a) => `${a}${particleText}`),
    rest: tokens.slice(i),
    lemma: lexical ? lemmaOf(lexical) : 'be',
    past,
    // ("has issued" too: "Dense Fog Advisory Issued")
    participle:
      past && aux.every((t) => HAVE.test(t.lower)) && lexical && /ed$/.test(lexical.lower)
        ? lexical.lower
        : // ("Police say a man hit a cyclist": "Cyclist Hit"; a bare past after one subject, as above.)
          (aux.length === 0 && lexical && !plural && IRREGULAR_DONE[lexical.lower]) || undefined,
    ...(claim ? { claim } : {}),
  };
}

/** The subject as a headline may give it: whole, by its body's last words, by a person's surname, without its phrase. */
function subjectsOf(subject: Token[], sporting = false): Array<{ text: string; short: boolean }> {
  const out = [{ text: render(subject), short: false }];
  // "Voters [in the Cashel Junction school district]", "Former treasurer [of the ... Association]".
  const phrase = subjectPhrase(subject);
  const core = phrase > 0 && isNounish(subject[phrase - 1]) ? subject.slice(0, phrase) : subject;
  const head = core.at(-1) as Token;
  // "A half-mile stretch [of Maple Avenue]": a part says nothing without what it is part of; it
  // goes only by the name ("Maple Avenue Stretch to Close", never "Half-Mile Stretch", panel AA).
  const partOfName =
    core !== subject &&
    COLLECTION.test(head.lower) &&
    subject[phrase].lower === 'of' &&
    subject[phrase + 1]?.pos === 'PROPN';
  if (core !== subject && !partOfName) out.push({ text: render(core), short: true });
  const add = (list: Token[]): void => {
    if (partOfName) return;
    // (Never from inside a word: "'s Bakery" of "Kowalczyk's Bakery".)
    // (Nor a head that needs its kind: "Notice in Effect" of "a boil-water notice".)
    const bare = list.length === 1 && NEEDS_ITS_KIND.test(list[0].lower);
    if (list.length > 0 && list.length < core.length && !/^(?:['’]s|-)$/.test(list[0].text) && !bare)
      out.push({ text: render(list), short: true });
  };
  // "The eastbound lanes of Route 9 [over ...]" -> "Route 9 Eastbound Lanes", "Route 9 Lanes".
  if (phrase > 0 && subject[phrase].lower === 'of' && core !== subject) {
    let end = phrase + 1;
    while (/^(?:PROPN|NUM)$/.test(subject[end]?.pos ?? '')) end++;
    const name = subject.slice(phrase + 1, end);
    if (name.length > 0 && name[0].pos === 'PROPN' && head.pos === 'NOUN' && (subject[end]?.pos ?? 'ADP') === 'ADP') {
      out.push({ text: `${render(name)} ${render(core)}`, short: true });
      if (core.length > 1) out.push({ text: `${render(name)} ${head.text}`, short: true });
    }
  }
  // "More than 1,100 students" -> "Over 1,100 Students", as headlines say it.
  if (/^more$/i.test(core[0]?.text ?? '') && core[1]?.lower === 'than' && core[2]?.pos === 'NUM')
    out.push({ text: `over ${render(core.slice(2))}`, short: true });
  // "34-year-old Harlow Point man" -> "Harlow Point Man", "Man": an age is a describing word.
  const age = core.findIndex((t, i) => t.lower === 'old' && core[i - 1]?.text === '-');
  if (age >= 0 && age < core.length - 1) {
    const rest = core.slice(age + 1);
    add(rest);
    if (rest.length > 1 && rest.slice(0, -1).every((t) => t.pos === 'PROPN')) add(rest.slice(-1));
  }
  // "Varna Ridge holiday light display" -> "Holiday Light Display": a place before a common noun.
  // ("Third graders": an ordinal that opens the sentence is no place, panel AD.)
  let place = 0;
  while (core[place]?.pos === 'PROPN' && !ORDINAL_WORD.test(core[place].text)) place++;
  if (place > 0 && core[place]?.pos === 'NOUN' && /^[a-z]/.test(core[place].text)) add(core.slice(place));
  // "Three-alarm fire" -> "Fire", "holiday light display" -> "Light Display": a common noun
  // without what describes it (a count stays: "Two Men").
  if (head.pos === 'NOUN' && /^[a-z]/.test(head.text)) {
    let from = core.length - 1;
    while (
      from > 0 &&
      core[from - 1].pos === 'NOUN' &&
      /^[a-z]/.test(core[from - 1].text) &&
      core[from - 2]?.text !== '-'
    )
      from--;
    const counted = core.slice(0, from).some((t) => t.pos === 'NUM' && /^\d/.test(t.text));
    if (!counted) {
      add(core.slice(from));
      if (core.length - from > 2) add(core.slice(-2));
    }
  }
  // A business by the first word of its name: "Halbrook" of "Halbrook Textile Co.", "Harlan-Voss" of
  // "Harlan-Voss Fabrication" (a hyphenated name is one word).
  // (Not a common word that opens many names: "High" of "High Desert Blood Services".)
  const hyphened = core[1]?.text === '-' && core[0].end === core[1].start ? 3 : 1;
  if (
    core.length >= hyphened + 1 &&
    core.every((t) => /^[A-Z&]/.test(t.text) || t.text === '.' || t.text === '-') &&
    /^[A-Z]/.test(head.text) &&
    BUSINESS_NAME_END.test(head.text) &&
    !/^(?:High|Low|North|South|East|West|New|Old|Big|Little|Great|Grand|Central|First|United|American|National|State|City|County|Blue|Green|Red|Golden|Silver)$/.test(
      core[0].text,
    )
  )
    add(core.slice(0, hyphened));
  // "Ferrand's" of "Ferrand's Feed and Hardware": a business by its owner's name (panel AB).
  if (
    core.length >= 3 &&
    core[0].pos === 'PROPN' &&
    /^['’]s$/.test(core[1].text) &&
    core.slice(2).every((t) => /^[A-Z&]/.test(t.text) || t.lower === 'and') &&
    (BUSINESS_NAME_END.test(head.text) || core.some((t) => t.lower === 'and'))
  )
    add(core.slice(0, 2));
  // "Cresthaven" of "Cresthaven Christian", "Ashby" of "Ashby College": a school or a team goes by
  // its first word in a sports headline (panel T; a person's "Jane Ortiz" never does).
  if (core.length === 2 && core[0].pos === 'PROPN' && SCHOOL_KIND.test(core[1].text)) add(core.slice(0, 1));
  // "Ridgeview" of "Ridgeview High School": a high school plays by its own name, never "High School"
  // or "School" alone (panel Y: "School Scores 17 Points"); "Hollis Brook" of an elementary school
  // could be the town, so that one goes by "School".
  const level = core.length >= 3 && head.lower === 'school' ? core.length - 2 : -1;
  if (level > 0 && core[level].text === 'High') {
    add(core.slice(0, level));
    return out;
  }
  // "Holiday Lights Parade", "Parade" of "Sablewood Holiday Lights Parade": an event without its
  // town's name, and by its kind (panel AB).
  if (core.length >= 3 && core.every((t) => t.pos === 'PROPN') && EVENT_NAME_END.test(head.text)) {
    add(core.slice(1));
    add(core.slice(-1));
  }
  // "Hawks" of "Harlan Ridge Hawks": a team by its mascot in a game's headline (panel AA:
  // "Hawks Headed to State Semifinals"); a firm's plural ("Marrowfield Components") never.
  if (sporting && core.length >= 2 && core.every((t) => t.pos === 'PROPN') && isMascot(head.text))
    add(core.slice(core.at(-2)?.text === 'Lady' && core.length >= 3 ? -2 : -1));
  // "Halloran" of "Halloran Tool and Die": a firm's name of two trades joined by "and".
  if (core.length >= 4 && core.every((t) => /^[A-Z]/.test(t.text) || t.lower === 'and') && core.at(-2)?.lower === 'and')
    add(core.slice(0, 1));
  // "Grantly Bend Fire Department" -> "Fire Department"; a body that says what it is alone goes
  // by its own noun ("Council Votes to Ban Parking", "Library to Reopen Monday").
  // (Not inside a place's name: "Point Jury" of "Kestrel Point jury".)
  const inPlace = /^[a-z]/.test(head.text) && /^[A-Z]/.test(core.at(-2)?.text ?? '');
  // ("Bridge", never "Creek Bridge" of "Tillman Creek Bridge": a place's own word is half its name, panel AI.)
  const placeWord = PLACE_WORDS.test(core.at(-2)?.text ?? '');
  if (BODIES.test(head.lower) && core.length >= 3 && !inPlace) add(placeWord ? core.slice(-1) : core.slice(-2));
  if (BODY_BY_ITS_NOUN.test(head.lower) && core.length >= 2) add(core.slice(-1));
  // "County" of "Oxley County Health Department": a headline gives a county's health news to the
  // county ("County Confirms 14 Cases", panel AA).
  const county = core.findIndex((t) => /^(?:County|City|State)$/.test(t.text));
  if (county > 0 && core[county + 1]?.text === 'Health' && /^(?:Department|District)$/.test(head.text))
    add([core[county]]);
  const title = core.findIndex((t) => TITLES.test(t.lower));
  const name = core.slice(title + 1);
  if (title >= 0 && name.length >= 2 && name.every((t) => t.pos === 'PROPN' || t.text === '-')) {
    // A hyphenated surname stays whole: "Solberg-Dahl".
    let from = core.length - 1;
    while (from > title + 1 && (core[from - 1].text === '-' || core[from].text === '-')) from--;
    add(core.slice(from));
  }
  return out;
}

/** The object's head: the last noun of its first run of nouns after any words that describe it. */
export function objectEnd(rest: readonly Token[]): number {
  let i = 0;
  while (
    rest[i] &&
    (/^(?:DET|ADJ|NUM|ADV|NOUN|PROPN|SYM|VERB)$/.test(rest[i].pos) ||
      /^(?:-|%|['’]s)$/.test(rest[i].text) ||
      // ("destroyed a barn [and killed 14 head]": a second verb is a second act, not the object.)
      (i > 0 && rest[i].pos === 'CCONJ' && rest[i + 1]?.pos !== 'VERB' && rest[i + 1]?.pos !== 'AUX') ||
      // "six of its 22 bus routes", "the number of permits": a part and its whole are one object.
      (rest[i].lower === 'of' && /^(?:NUM|DET|PRON)$/.test(rest[i - 1]?.pos ?? '')) ||
      (rest[i].lower === 'of' &&
        /^(?:number|total|most|all|some|part|half|much|many|parts|portions)$/.test(rest[i - 1]?.lower ?? '')) ||
      // ("dozens [of trees]", "hundreds [of people]": a collection goes on to what it holds.)
      (rest[i].lower === 'of' && COLLECTION.test(rest[i - 1]?.lower ?? '')) ||
      // ("more than 14,300 homes": a count's "than", panel AC.)
      (rest[i].lower === 'than' &&
        /^(?:more|fewer|less)$/.test(rest[i - 1]?.lower ?? '') &&
        rest[i + 1]?.pos === 'NUM')) &&
    !PARTICLES.test(rest[i].lower)
  ) {
    // An adverb opens an object only as a quantity or a modifier ("about 260", "first public park").
    const modifier = /^(?:ADJ|NOUN|NUM|VERB)$/.test(rest[i + 1]?.pos ?? '');
    // A participle describing the noun ("gently used winter coats", "unwrapped toys").
    // ("a state grant/VERB [to finish ...]": a noun the tagger read as a verb before its "to".)
    if (
      rest[i].pos === 'VERB' &&
      !verbAsNoun(rest, i) &&
      !kindHead(rest, i) &&
      !(/(?:ed|en)$/.test(rest[i].lower) && /^(?:ADJ|NOUN)$/.test(rest[i + 1]?.pos ?? ''))
    )
      break;
    if (rest[i].pos === 'ADV' && !/^(?:about|nearly|almost|more|than|roughly|around)$/.test(rest[i].lower) && !modifier)
      break;
    i++;
    // "six [of its 22 routes]", "the number [of permits]": the part goes on to its whole.
    const partOf =
      rest[i]?.lower === 'of' &&
      (rest[i - 1].pos === 'NUM' || PARTS.test(rest[i - 1].lower) || COLLECTION.test(rest[i - 1].lower));
    // "found a local home builder guilty": the object's state is the verdict.
    if (isNounish(rest[i - 1]) && STATES.test(rest[i]?.lower ?? '') && rest[i].pos === 'ADJ') return i + 1;
    if (
      (isNounish(rest[i - 1]) || kindHead(rest, i - 1) || verbAsNoun(rest, i - 1)) &&
      endsPhraseBefore(rest, i) &&
      !partOf
    )
      return i;
    // "a dense fog advisory/ADJ for ...": a noun the tagger took for an adjective ends the phrase.
    const misread =
      rest[i - 1].pos === 'ADJ' && isNounish(rest[i - 2]) && /^(?:ADP|PUNCT)$/.test(rest[i]?.pos ?? 'PUNCT');
    if (misread && !STATES.test(rest[i - 1].lower)) return i;
  }
  return 0;
}

/** The rest of the clause without time words: "decided [Tuesday] to dissolve", "[next month]". */
function withoutTimes(rest: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i];
    const timeRun = TIME_WORDS.test(t.lower) || (MONTHS.test(t.lower) && /^\d/.test(rest[i + 1]?.text ?? ''));
    if (!timeRun) {
      const lead =
        /^(?:early|late|last|next|this|on|each|every)$/.test(t.lower) &&
        (TIME_WORDS.test(rest[i + 1]?.lower ?? '') ||
          /^(?:week|month|year|spring|summer|fall|winter)$/.test(rest[i + 1]?.lower ?? ''));
      if (lead) {
        i++;
        continue;
      }
      out.push(t);
      continue;
    }
    if (MONTHS.test(t.lower)) i++;
    // The time's own preposition goes with it: "stop delivering babies [on March 1]".
    if (/^(?:on|by|until|through|starting|since|before|after)$/.test(out.at(-1)?.lower ?? '')) out.pop();
  }
  return out;
}

/** Every headline a reading gives, each cut where a phrase ends, complements kept. */
export function headlinesOf(reading: Reading, form: number): CoreHeadline[] {
  const out: CoreHeadline[] = [];
  const rests = [reading.rest, withoutTimes(reading.rest)];
  // "voted 4-1 to cap": the tally may go.
  const tally = reading.rest[0]?.pos === 'NUM' && /^\d+-\d+$/.test(reading.rest[0].text);
  if (tally) rests.push(withoutTimes(reading.rest.slice(1)));
  // "to cap the number of short-term rental permits" -> "to Cap Rental Permits": what a cap or a
  // cut changes is the thing counted (panel AD).
  for (const rest of [...rests]) {
    const at = rest.findIndex((t, i) => t.lower === 'number' && rest[i + 1]?.lower === 'of');
    const verb = rest[at - 1]?.lower === 'the' ? rest[at - 2] : rest[at - 1];
    if (at > 0 && COUNT_CHANGES.test(verb?.lemma ?? '') && rest[at + 2]?.pos !== 'DET')
      rests.push([...rest.slice(0, rest.indexOf(verb) + 1), ...rest.slice(at + 2)]);
  }
  const sporting = reading.rest.some((t) => SPORTING.test(t.text));
  const subjects = subjectsOf(reading.subject, sporting);
  // "beat the Dorrow Creek Bobcats 3-1" -> "Beat Bobcats 3-1": the other team by its mascot too.
  if (sporting) {
    const team = reading.rest.findIndex(
      (t, i) => t.pos === 'PROPN' && (i === 0 || reading.rest[i - 1].pos !== 'PROPN'),
    );
    let end = team;
    while (reading.rest[end]?.pos === 'PROPN') end++;
    if (team >= 0 && end - team >= 2 && isMascot(reading.rest[end - 1].text))
      for (const rest of [...rests]) {
        const at = rest.indexOf(reading.rest[team]);
        if (at >= 0) rests.push([...rest.slice(0, at), ...rest.slice(at + end - team - 1)]);
      }
  }
  for (const subject of subjects) {
    for (const rest of rests) {
      // Articles go, except before a measure of time ("an Hour Later").
      const kept = rest.filter(
        (t, i) =>
          // ... or after a figure ("$19.75 an Hour", "$15 a Car").
          !(
            ARTICLE.test(t.lower) &&
            // ("Class 3A": no article inside a word.)
            t.start !== rest[i - 1]?.end &&
            !/^(?:later|earlier|sooner|ago)$/.test(rest[i + 2]?.lower ?? '') &&
            rest[i - 1]?.pos !== 'NUM' &&
            !(rest[i - 2]?.pos === 'NUM' && rest[i - 1]?.pos === 'NOUN')
          ) && !/^(?:its|their)$/.test(t.lower),
      );
      if (!reading.claim || isProcedure(reading.lemma, reading.verb, kept))
        for (const variant of objectVariants(kept)) out.push(...cuts(subject, variant));
      // The thing done to first: "$24.5 Million Bond Approved", "Textile Warehouse Gutted".
      const object = objectEnd(kept);
      if (reading.participle && DONE_TO.test(reading.lemma) && object > 0 && subject === subjects[0]) {
        for (const variant of objectVariants(kept)) {
          const end = objectEnd(variant);
          if (end > 0 && variant[0]?.pos !== 'PRON') {
            const thing = render(variant.slice(0, end));
            out.push({ text: `${thing} ${reading.participle}`, form, shortSubject: true });
            // ... and where: "Cyclist Hit on Riverbend Road".
            let name = end + 1;
            while (variant[name]?.pos === 'PROPN') name++;
            if (/^(?:on|in|at|near|along)$/.test(variant[end]?.lower ?? '') && name > end + 1)
              out.push({
                text: `${thing} ${reading.participle} ${render(variant.slice(end, name))}`,
                form,
                shortSubject: true,
              });
            // ... and how: "Pharmacy Robbed at Knifepoint".
            const how = variant.slice(end).findIndex((t) => /^(?:knifepoint|gunpoint)$/.test(t.lower));
            if (how >= 0 && variant[end + how - 1]?.lower === 'at')
              out.push({
                text: `${thing} ${reading.participle} at ${variant[end + how].text}`,
                form,
                shortSubject: true,
              });
          }
        }
      }
    }
  }
  return out;

  function cuts(subject: { text: string; short: boolean }, kept: Token[]): CoreHeadline[] {
    const found: CoreHeadline[] = [];
    {
      // The least the verb needs: its object, what a vote decided, what a thing is turned into.
      let least = 0;
      const object = objectEnd(kept);
      if (object > 0) least = object;
      const to = kept.findIndex((t) => t.lower === 'to');
      // (after a tally or a day: "voted 4-1 Tuesday night to cap")
      const decided = kept.findIndex((t, i) => i < 5 && t.lower === 'to' && kept[i + 1]?.pos === 'VERB');
      if (DECIDING.test(reading.lemma) && decided >= 0) {
        least = decided + 2 + objectEnd(kept.slice(decided + 2));
        const approved = approvedThing(kept.slice(decided + 1));
        if (reading.past && /^(?:vote|agree)$/.test(reading.lemma) && approved.length > 0) {
          // "voted 5-2 to spend $9.6 million on a new fire station": "Council Approves Fire Station".
          const verb = presentOf('approve', reading.verb !== 'votes' && reading.verb !== 'agrees');
          // ("New Fire Station" -> "Fire Station": approving a station is approving a new one.)
          const unnew = approved[0]?.lower === 'new' && approved.length > 1 ? [approved.slice(1)] : [];
          for (const thing of [approved, ...leanTails(approved), ...unnew])
            found.push({ text: `${subject.text} ${verb} ${render(thing)}`, form, shortSubject: true });
        }
        // "voted to move city elections [from April to November]": where the decided move goes.
        if (TURNING.test(bareVerb(kept[decided + 1].lemma))) {
          const into = kept.findIndex((t, k) => k >= least && (t.lower === 'into' || t.lower === 'to'));
          if (into >= 0) least = into + 1 + objectEnd(kept.slice(into + 1));
        }
      }
      // "an hour later", "two weeks earlier": the change is the news.
      const comparative = kept.findIndex((t) => /^(?:later|earlier|sooner)$/.test(t.lower));
      if (comparative >= 0) least = Math.max(least, comparative + 1);
      if (TURNING.test(reading.lemma)) {
        // "limit patients [to two visitors]", "turn the field [into a dog park]".
        const into = kept.findIndex((t, k) => k >= least && (t.lower === 'into' || (t.lower === 'to' && k > 0)));
        if (into >= 0) least = into + 1 + objectEnd(kept.slice(into + 1));
      }
      // "will close its last three locations": a body closing what is its own closes ("Pruitt's Market to Close").
      // (Only what is all of it: "its doors", "its last three locations"; "its yarn plant" is one
      // plant, and "Harwick Textiles to Close" says the company closes, panel Z.)
      let own = 1;
      while (/^(?:ADJ|NUM|NOUN)$/.test(reading.rest[own]?.pos ?? '')) own++;
      const ownThing =
        STANDS_ALONE.test(reading.lemma) &&
        /^(?:its|their)$/.test(reading.rest[0]?.lower ?? '') &&
        (!/^(?:close|shut)$/.test(reading.lemma) ||
          /^(?:doors|locations|stores|branches|shops|restaurants|offices|operations)$/.test(
            reading.rest[own - 1]?.lower ?? '',
          ));
      if (ownThing) least = 0;
      // "pleaded guilty", "remains closed": a state is what the verb needs ("Bookkeeper Pleads Guilty").
      if (least === 0 && kept[0]?.pos === 'ADJ' && STATES.test(kept[0].lower)) least = 1;
      if (least === 0 && !ownThing && kept[0] && /^(?:DET|NOUN|PROPN|NUM|ADJ|PRON|SYM)$/.test(kept[0].pos))
        return found;
      // A verb alone only when it says all ("Marlowe Theater to Reopen"), not "Team to Compete".
      // ("are headed to the final" is no passive: "Thunderhawks Headed" says nothing.)
      const passive =
        (!/^(?:headed|bound|set|poised|expected|scheduled|slated)\b/.test(reading.verb) &&
          /^[a-z]+(?:ed|en|wn|ne|ld|lt|ught)(?: [a-z]+)?$/.test(reading.verb) &&
          !/^(?:to|must) /.test(reading.verb)) ||
        // ("to be shut off": a future passive says all, "Water Service to Be Shut Off", panel AE.)
        /^to be [a-z]+ (?:off|down|out|up)$/.test(reading.verb);
      const alone = kept.length === 0 || passive || STANDS_ALONE.test(reading.lemma);
      if (least === 0 && !alone) least = 1;
      // A dropped copula needs what it said: "Wind Warning in Effect", never "Wind Warning".
      if (!reading.verb) least = Math.max(least, 1);
      if (to === 0 && kept[1]?.pos === 'VERB' && !DECIDING.test(reading.lemma)) return found;
      for (let end = least; end <= kept.length; end++) {
        if (end > 0 && !endsPhraseBefore(kept, end)) continue;
        const body = render(kept.slice(0, end)).replace(/[,;:]+$/, '');
        if (/,(?!\d{3})/.test(body)) break;
        // A past event's day is no headline's news ("Treasurer Sentenced Wednesday").
        if (reading.past && TIME_WORDS.test(kept[end - 1]?.lower ?? '')) continue;
        // In the source's case: the writer cases it for the style.
        // ("Brightwater Plans" of "Brightwater Foods plan": a firm by its one-word name is one.)
        const one =
          subject.short &&
          /^[A-Z][a-z]+[^s]$/.test(subject.text) &&
          !isMascot(subject.text) &&
          !PEOPLE_NOUNS.test(subject.text.toLowerCase()) &&
          subject.text !== 'Police' &&
          reading.verb === reading.lemma;
        const verb = one ? presentOf(reading.lemma, false) : reading.verb;
        const text = [subject.text, verb, body].filter(Boolean).join(' ');
        found.push({ text, form, shortSubject: subject.short });
        // A vote told as what it decided, as headlines do: "Council to Spend $9.6 Million" of
        // "voted 5-2 Tuesday night to spend $9.6 million".
        // (Not an approval: the vote was the act, and "Council to Approve Budget" says it is still to come.)
        const act = decided >= 0 ? bareVerb(kept[decided + 1].lemma) : '';
        const decision =
          reading.past &&
          /^(?:vote|decide|agree)$/.test(reading.lemma) &&
          decided >= 0 &&
          end > decided + 1 &&
          !/^(?:approve|adopt|pass|accept|reject|deny|ratify|endorse|censure|confirm|certify|uphold|overturn|table)$/.test(
            act,
          );
        if (decision)
          found.push({
            text: `${subject.text} ${render(kept.slice(decided, end))}`,
            form,
            shortSubject: subject.short,
            decision: true,
          });
        // ("Alder Street Elementary to Close" of "voted ... to close Alder Street Elementary": a
        // named place the vote closes, opens or sells is the headline's subject, panel AH.)
        const named = kept.slice(decided + 2, end);
        if (
          decision &&
          /^(?:close|reopen|open|demolish|sell|rename|merge)$/.test(act) &&
          named.length >= 2 &&
          named.every((t) => t.pos === 'PROPN' && /^[A-Z]/.test(t.text))
        )
          found.push({ text: `${render(named)} to ${capitalise(act)}`, form, shortSubject: true, decision: true });
        // The same with its last noun phrase leaner: "to Phase Out Leaf Blowers", "Qualifies for Championship".
        for (const lean of leanTails(kept.slice(0, end))) {
          found.push({ text: [subject.text, reading.verb, render(lean)].join(' '), form, shortSubject: true });
          // ("Council to Raise Water Rates" of "... to raise residential water rates", panel AA.)
          // (Only where describing words went: "to Phase Out Blowers" lost what kind they are.)
          const nouns = (list: Token[]): number => list.filter((t) => t.pos === 'NOUN').length;
          if (decision && lean.length > decided + 1 && nouns(lean) === nouns(kept.slice(0, end)))
            found.push({
              text: `${subject.text} ${render(lean.slice(decided))}`,
              form,
              shortSubject: true,
              decision: true,
            });
        }
      }
    }
    return found;
  }
}

/**
 * What a vote approved, from what it decided: "approve a new contract" -> "new contract", "spend
 * $9.6 million on a new fire station" -> "new fire station"; nothing for any other decision.
 */
function approvedThing(decision: readonly Token[]): Token[] {
  const verb = decision[0] ? bareVerb(decision[0].lemma) : '';
  let from = -1;
  if (verb === 'approve') from = 1;
  else if (verb === 'spend') from = decision.findIndex((t, k) => k > 1 && /^(?:on|for)$/.test(t.lower)) + 1;
  if (from <= 0) return [];
  const object = decision.slice(from).filter((t, k) => !(k === 0 && ARTICLE.test(t.lower)));
  const end = objectEnd(object);
  // (Never an object the check cannot name alone: "approve it", "spend it on the others".)
  return end > 0 && object[0]?.pos !== 'PRON' ? object.slice(0, end) : [];
}

/** Words the tagger calls nouns that say where, not what: "a store [downtown]". */
const ADVERB_NOUNS = /^(?:downtown|uptown|overseas|nearby|statewide|nationwide|countywide|citywide|abroad|home)$/;
/** Describing words a headline keeps: which one it is ("Second Store", "First Title", "Largest Employer"). */
const RANKING =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|only|new|next|[a-z]+est)$/;
const QUANTITY = /^(?:about|nearly|roughly|almost|more|than|around|up)$/;

/**
 * The words before a body's last noun phrase, with that phrase leaner: its count, its ranking
 * words and its run of nouns ("gas-powered leaf blowers" -> "leaf blowers", "a national
 * championship" -> "championship", "185 of roughly 420 workers" -> "185 workers"). A name, a kind
 * ("four-way stop") and an owner's phrase stay whole.
 */
function leanTails(tokens: readonly Token[]): Token[][] {
  const compound = (i: number): boolean => tokens[i - 1]?.text === '-' || tokens[i + 1]?.text === '-';
  // "Class 3A": a school's class is a word describing the round ("Class 3A state semifinals" ->
  // "State Semifinals"), though the tagger reads its letter as an article.
  const classWord = (i: number): boolean =>
    (tokens[i].lower === 'class' && tokens[i + 1]?.pos === 'NUM') ||
    (/^[A-Z]$/.test(tokens[i].text) && tokens[i - 1]?.pos === 'NUM' && tokens[i - 1].end === tokens[i].start);
  let s = tokens.length;
  while (
    s > 0 &&
    // ("rolled past/ADJ Ellery": "past" after a verb is its preposition, whatever the tagger says.)
    tokens[s - 1].lower !== 'past' &&
    (/^(?:NOUN|ADJ|NUM|SYM)$/.test(tokens[s - 1].pos) ||
      tokens[s - 1].text === '-' ||
      (tokens[s - 1].pos === 'VERB' && compound(s - 1)) ||
      (tokens[s - 1].pos === 'ADV' && QUANTITY.test(tokens[s - 1].lower)) ||
      (tokens[s - 1].lower === 'of' && tokens[s - 2]?.pos === 'NUM') ||
      classWord(s - 1))
  )
    s--;
  const np = tokens.slice(s);
  const before = tokens[s - 1];
  if (np.length < 2 || np.at(-1)?.pos !== 'NOUN' || ADVERB_NOUNS.test(np.at(-1)?.lower ?? '')) return [];
  if (before && (before.pos === 'PROPN' || /^['’]s$/.test(before.text) || before.text === '-')) return [];
  // A kind right before its noun stays ("four-way stop"); before a compound it may go
  // ("[three-story] apartment building").
  if (np.some((t, i) => t.text === '-' && KIND_MEASURE.test(`-${np[i + 1]?.text ?? ''}`) && i >= np.length - 3))
    return [];
  // The count: leading figures and their "about", up to a part's "of" ("185 [of roughly 420]").
  let lead = 0;
  while (lead < np.length && (/^(?:NUM|SYM)$/.test(np[lead].pos) || QUANTITY.test(np[lead].lower))) lead++;
  // ("three-story apartment building": a figure inside a compound is no count.)
  if (np[lead]?.text === '-') lead = 0;
  const partOf = np[lead]?.lower === 'of';
  // The run of nouns at the end, without the noun of a hyphenated modifier ("square-[foot]").
  let run = np.length;
  while (run > lead && np[run - 1].pos === 'NOUN' && np[run - 2]?.text !== '-') run--;
  if (run === np.length) return [];
  // A lone noun keeps the word that says what kind it is ("Solar Farm", "National Championship").
  const kind = run === np.length - 1 && np[run - 1]?.pos === 'ADJ' && !compound(s + run - 1) ? [np[run - 1]] : [];
  const ranking = np
    .slice(lead, run)
    .filter((t, k) => (t.pos === 'ADJ' && RANKING.test(t.lower) && !compound(s + lead + k)) || kind.includes(t));
  const count = partOf || lead === 0 || /^(?:NUM|SYM)$/.test(np[lead - 1].pos) ? np.slice(0, lead) : [];
  const head = tokens.slice(0, s);
  const out: Token[][] = [];
  const nouns = np.slice(run);
  const lean = [...head, ...count, ...ranking, ...nouns];
  if (lean.length < tokens.length) out.push(lean);
  // (and without the kind, for a tight count: "into Farm" says less, but says it.)
  // (Never a ranking: "for the first time" is no "for Time", panel Y.)
  // (Nor a disease's or a thing's own name: "whooping cough" is no "cough", panel AA.)
  if (kind.length > 0 && !RANKING.test(kind[0].lower) && !/ing$/.test(kind[0].lower))
    out.push([...head, ...count, ...ranking.filter((t) => !kind.includes(t)), ...nouns]);
  if (nouns.length >= 3) out.push([...head, ...count, ...ranking, ...nouns.slice(-2)]);
  // "Wins [its first Class 2A boys soccer state] Championship": a title by its noun alone.
  if (/^(?:championship|title|crown|trophy)$/.test(np.at(-1)?.lower ?? '') && np.length > 1)
    out.push([...head, np.at(-1) as Token]);
  // ("Through [Apartment] Building": a two-noun compound by its head, unless the head needs its kind.)
  if (nouns.length === 2 && !NEEDS_ITS_KIND.test(nouns[1].lower)) out.push([...head, ...count, ...ranking, nouns[1]]);
  return out;
}

/**
 * The clause's rest with its object whole and shorter: "Vacant Textile Warehouse", "Textile
 * Warehouse", "Warehouse"; a count stays with its noun ("260 Workers"), a kind with its noun
 * ("Four-Way Stop").
 */
function objectVariants(kept: Token[]): Token[][] {
  // ("lay [off] 240 workers": a phrasal verb's particle opens the object's words and stays.)
  const particle = PARTICLES.test(kept[0]?.lower ?? '') && kept[0].pos === 'ADP' && kept[1]?.pos === 'NUM' ? 1 : 0;
  const inner = objectEnd(kept.slice(particle));
  const end = inner > 0 ? particle + inner : objectEnd(kept);
  const out = [kept];
  if (end < 2) return out;
  // A state after the object stays after it: "Home Builder Guilty".
  const state = STATES.test(kept[end - 1]?.lower ?? '') ? 1 : 0;
  const object = kept.slice(0, end - state);
  const after = kept.slice(end - state);
  // The figure stays whole: "$24.5 Million Bond", "260 Workers".
  const firstNoun = object.findIndex(
    (t, i) => /^(?:NOUN|PROPN)$/.test(t.pos) && !/^(?:NUM|SYM)$/.test(object[i + 1]?.pos ?? ''),
  );
  let figureEnd = firstNoun;
  while (figureEnd > 0 && !/^(?:NUM|SYM)$/.test(object[figureEnd - 1].pos)) figureEnd--;
  let figureStart = figureEnd;
  while (figureStart > 0 && /^(?:NUM|SYM)$/.test(object[figureStart - 1].pos)) figureStart--;
  const count = object.slice(figureStart, figureEnd);
  // "beats Ashmont [35-31]": for a tight count the opponent alone, the score for the story.
  if (object.length >= 2 && SCORE.test(object.at(-1)?.text ?? '') && object.at(-2)?.pos === 'PROPN')
    out.push([...object.slice(0, -1), ...after]);
  // "to Lay Off 240" of "240 workers": a count of people alone, as headlines say it (panel AI's
  // "Harrowgate Cabinet Co." had no headline that fit).
  const particles = object.slice(0, particle);
  if (
    count.length > 0 &&
    figureStart === particle &&
    object.length === figureEnd + 1 &&
    COUNTED_PEOPLE.test(object.at(-1)!.lower)
  )
    out.push([...particles, ...count, ...after]);
  // ("a 17 percent rate increase" -> "Rate Increase": a measure that describes the noun may go, panel AJ.)
  const percent = object.findIndex((t, i) => t.pos === 'NUM' && object[i + 1]?.lower === 'percent');
  if (percent >= 0 && object[percent + 2]?.pos === 'NOUN')
    out.push([...object.slice(0, percent), ...object.slice(percent + 2), ...after]);
  // "six of its 22 bus routes": a part of a whole keeps both.
  if (object.some((t) => t.lower === 'of')) return out;
  // "each night", "every school": the quantifier is the meaning ("to Close Night" is not).
  if (/^(?:each|every|no)$/.test(object[0]?.lower ?? '')) return out;
  // "a 24-year-old man": a figure inside a compound is no count to keep alone.
  if (object[figureEnd]?.text === '-') return out;
  const nouns: Token[] = [];
  for (let i = object.length - 1; i >= 0 && /^(?:NOUN|PROPN)$/.test(object[i].pos); i--) nouns.unshift(object[i]);
  // A hyphenated kind before the noun stays ("four-way stop", "lake-effect snow warning").
  // "city's mayoral race" -> "Mayoral Race": the owner may go.
  const owner = object.findIndex((t) => /^['’]s$/.test(t.text));
  if (owner > 0 && owner < object.length - 1) out.push([...object.slice(owner + 1), ...after]);
  const hyphen = object.findIndex((t) => t.text === '-');
  // A list of nouns stays whole ("flu and COVID-19 shots"); a list of describing words may go
  // ("new and gently used [winter coats]").
  const nounsFrom = object.length - nouns.length;
  const listOfNouns = object.some((t, i) => t.pos === 'CCONJ' && /^(?:NOUN|PROPN|NUM)$/.test(object[i + 1]?.pos ?? ''));
  // A kind before the noun stays ("four-way stop"); a describing compound may go ("coin-operated").
  const kind = hyphen > 0 && KIND_MEASURE.test(`-${object[hyphen + 1]?.text ?? ''}`);
  if ((kind && hyphen >= nounsFrom - 2) || listOfNouns) return out;
  // "Evergreen Pharmacy" -> "Pharmacy": a business's name by its kind, as headlines call it.
  if (nouns.length >= 2 && nouns.length === object.length && BODY_BY_ITS_NOUN.test(nouns.at(-1)?.lower ?? ''))
    out.push([nouns.at(-1) as Token, ...after]);
  if (nouns.length === 0 || nouns.some((t) => t.pos === 'PROPN')) return out;
  // ("its last breakfast" -> "Last Breakfast", never "Breakfast": which one is the news.)
  const ranking = object.filter((t) => t.pos === 'ADJ' && RANKING.test(t.lower));
  // (In the source's order: "Last Three Locations".)
  const lean = object.filter(
    (t) => particles.includes(t) || count.includes(t) || ranking.includes(t) || nouns.includes(t),
  );
  if (lean.length < object.length) out.push([...lean, ...after]);
  // ("Union Robbed" of "credit union", "Department" of "fire department": a head that needs its first noun.)
  if (nouns.length > 1 && !NEEDS_ITS_KIND.test(nouns.at(-1)?.lower ?? ''))
    out.push([
      ...object.filter((t) => particles.includes(t) || count.includes(t) || ranking.includes(t)),
      ...nouns.slice(-1),
      ...after,
    ]);
  return out;
}

/** A headline that ends on a bare count ("Will Lay Off 340") where another says what it counts ("340 Workers"). */
function countedElsewhere(text: string, list: readonly CoreHeadline[]): boolean {
  const figure = /\s(\d[\d,]*)$/.exec(text)?.[1];
  return !!figure && list.some((o) => COUNTED_PEOPLE.test(o.text.split(` ${figure} `)[1]?.toLowerCase() ?? ''));
}

/** "a 17 percent rate increase": a change's size, which a headline may leave to the story. */
const CHANGE_BY_PERCENT =
  /\b(a|an|the) \d+(?:\.\d+)? percent (?=(?:[a-z]+ )?(?:increase|hike|cut|raise|reduction|decrease)\b)/g;

/** People a headline may count by the figure alone. */
const COUNTED_PEOPLE = /^(?:workers|employees|people|residents|staffers|jobs)$/;

/** "A line of", "a glaze of": a measure of the stuff that is the news. */
const MEASURE_OF_STUFF =
  /^(?:An?|The) (?:line|band|wall|string|series|round|wave|cluster|glaze|layer|blanket|sheet|coat|coating) of (?=[a-z])/;

/** Verbs that change a count: "cap the number of permits" says "cap permits". */
const COUNT_CHANGES = /^(?:cap|limit|reduce|increase|raise|double|triple|cut|boost|expand|lower|restrict)$/;

/** Nouns that name another thing alone than with the noun before them: "credit union", "food bank", "city hall". */
export const NEEDS_ITS_KIND =
  /^(?:union|department|station|center|centre|office|hall|house|unit|line|room|bank|home|court|notice|advisory|warning|watch)s?$/;

const SCORE = /\b\d+-\d+\b/;

/**
 * Headlines of a sentence's news core that fit `charCount`, best first: the fuller forms of the
 * sentence first, then the longest.
 */
/**
 * "The Harlan Ridge Hawks are headed to the semifinals after a 28-21 win over Millbrook" -> "The
 * Harlan Ridge Hawks beat Millbrook 28-21.": the game that led to the news, as a clause of its own
 * (panel AA had "28-21 Win Over Millbrook" as a label). None for a claim.
 */
function winOver(sentence: string): string | undefined {
  const m = /\bafter (?:a|an|its|their) (\d+-\d+) (?:win|victory) over ([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*)/.exec(
    sentence,
  );
  // ("... after beating Millbrook Valley 28-21 in overtime": the same win told by its verb, panel AH.)
  const beating = /\bafter (?:beating|defeating|topping) ([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*) (\d+-\d+)/.exec(sentence);
  const [score, team] = m ? [m[1], m[2]] : beating ? [beating[2], beating[1]] : [];
  const reading = score ? readClause(sentence) : undefined;
  if (!score || !reading || reading.claim) return undefined;
  return `${render(reading.subject)} beat ${team} ${score}.`;
}

export function coreHeadlines(sentence: string, charCount: number): CoreHeadline[] {
  // The shortest forms give the tightest headlines; the fuller ones, the longer counts. A form
  // too long to read whole is read by its spine: a 60-word wire lede whose every cut still runs
  // past 160 characters ("Strathmore Cabinetry, which has made ..., will lay off 185 ...").
  const forms = [
    ...new Set(
      shorterForms(sentence)
        .flatMap((f) => [f, ...firstDecision(f)])
        .flatMap((f) => (f.length <= 160 && readClause(f) ? [f] : [mainClause(f)]))
        .filter((f): f is string => f !== undefined && f.length <= 160)
        // ("to suspend a 17 percent rate increase" -> "Board to Suspend Rate Increase", panel AJ.)
        .flatMap((f) => (CHANGE_BY_PERCENT.test(f) ? [f, f.replace(CHANGE_BY_PERCENT, '$1 ')] : [f])),
    ),
  ];
  // "... will stop delivering babies ... and close its six-bed intensive care unit": the second act
  // alone, a headline of its own ("Hospital to Close Six-Bed ICU", panel AH).
  const seconds = new Map<string, Reading>();
  // (Only forms with a second act to read: each read is a parse, and the count's budget is the p99's.)
  for (const form of forms.filter((f) => /\band\b/.test(f))) {
    // ("Kestrel to Lay Off 340 Workers" of "... will lay off 340 workers and close/ADJ its spinning plant".)
    const first = firstActAlone(form);
    if (first && first.length <= 160 && readClause(first) && !forms.includes(first)) forms.push(first);
    const second = secondActAlone(form);
    const reading = second && second.length <= 160 && !forms.includes(second) ? readClause(second) : undefined;
    if (second && reading) seconds.set(second, reading);
  }
  // "A line of severe thunderstorms ... swept across ...": the storms are the subject a headline
  // names ("Thunderstorms Sweep Across County"), never "Line" (panel AE) or "Glaze" (panel AD).
  for (const form of [sentence, ...forms].filter((f) => MEASURE_OF_STUFF.test(f)).slice(0, 3))
    for (const f of shorterForms(capitalise(form.replace(MEASURE_OF_STUFF, ''))))
      if (f.length <= 160 && readClause(f) && !forms.includes(f)) forms.push(f);
  // "A recount has confirmed that Sheila Marchbank won the race ...": what was confirmed is the news.
  const confirmed = /^[^,]*?\b(?:has |have )?(?:confirmed|confirms|showed|shows|found|finds) that (.+)$/.exec(
    sentence,
  )?.[1];
  if (confirmed && !citesLaw(sentence.slice(0, sentence.indexOf(confirmed)))) forms.push(capitalise(confirmed));
  const glued = [...sentence.matchAll(/\b(\d+)[A-Za-z]+\b/g)].map((m) => m[1]);
  // "swept Pinecrest 25-19, 25-22, 25-16": the sets' scores, none of them the result.
  const sets = /\d+-\d+,\s*\d+-\d+/.test(sentence);
  const all: CoreHeadline[] = [];
  const won = winOver(sentence);
  const wonReading = won ? readClause(won) : undefined;
  if (wonReading) all.push(...headlinesOf(wonReading, 0).map((h) => ({ ...h, background: true })));
  // ("... to pull away from Tennick College and win 71-58": "Bramhall State Wins 71-58" when the
  // opponent's name runs past the count, panel AE.)
  const win = usedToWin(sentence);
  if (win) all.push({ text: `${win.team} wins ${win.score}`, form: 0, shortSubject: false, alternate: true });
  // (The second act's headlines after the first act's: "Brannock to Shut Plant" before "Brannock to
  // Move Production".)
  for (const reading of seconds.values())
    all.push(...headlinesOf(reading, 0).map((h) => ({ ...h, background: true, secondAct: true })));
  forms.slice(-16).forEach((form, i) => {
    const reading = readClause(winOutright(form, 'present') ?? form);
    if (!reading) return;
    all.push(...headlinesOf(reading, i));
    for (const verb of reading.alternates ?? [])
      all.push(...headlinesOf({ ...reading, verb, alternates: [] }, i).map((h) => ({ ...h, alternate: true })));
  });
  // A headline the count cuts off, in a copy desk's shorthand ("Kessington Tops Dunmore Valley").
  for (const h of [...all]) {
    const short = inShorthand(h.text);
    // (Never a subject that is shorthand alone: "Dept. Confirms 14 Cases".)
    if (h.text.length > charCount && short !== h.text && short.length <= charCount && !/^Dept\./.test(short))
      all.push({ ...h, text: short, spelled: h.text });
  }
  const seen = new Set<string>();
  return (
    all
      // (The sentence's own period closes "11 a.m.": the reading dropped it.)
      .map((h) => ({ ...h, text: h.text.replace(/\b([ap])\.m$/, '$1.m.') }))
      .filter((h) => h.text.length <= charCount && !seen.has(h.text.toLowerCase()) && seen.add(h.text.toLowerCase()))
      // ("Wins 2 Class" of "Class 2A": the figure of a name's word is never a count on its own.)
      .filter((h) => !glued.some((n) => new RegExp(`(?<![\\w.,])${n}(?![\\w.,])`).test(h.text)))
      .filter((h) => !(sets && SCORE.test(h.text)))
      // ("Kestrel to Lay Off 340" only where "Kestrel to Lay Off 340 Workers" does not fit.)
      .filter((h, _, list) => !countedElsewhere(h.text, list))
      // (Never an owner cut from its name, "in 's Budget", nor a day inside the clause, "Board on Wednesday OKs".)
      .filter((h) => !/\s['’]s\b/.test(h.text) && !/\bon (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+\S/.test(h.text))
      // A score first: the result is a game's news, not a player's line ("Ashby College Beats Norland State 74-61").
      .sort(
        (a, b) =>
          Number(a.spelled !== undefined) - Number(b.spelled !== undefined) ||
          Number(a.background ?? false) - Number(b.background ?? false) ||
          Number(SCORE.test(b.text)) - Number(SCORE.test(a.text)) ||
          Number(a.decision ?? false) - Number(b.decision ?? false) ||
          Number(a.alternate ?? false) - Number(b.alternate ?? false) ||
          b.text.length - a.text.length,
      )
  );
}

/**
 * Parts of speech for news copy, from wink-nlp's English model (see README "Why wink-nlp"). Every
 * token keeps its offsets into the sentence, so the rewriters cut the writer's own characters and
 * never retype a word. The model is loaded once, on first use (about 80 ms).
 */
import winkNLP from 'wink-nlp';
import type { ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** Universal Dependencies part-of-speech tags, as the model gives them. */
export type Pos =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE';

export interface Token {
  text: string;
  /** Lower case. */
  lower: string;
  pos: Pos;
  /** The dictionary form: "walked" -> "walk", "was" -> "be", "wo" (of "won't") -> "will". */
  lemma: string;
  /** Offsets into the tagged text. */
  start: number;
  end: number;
  index: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;
/**
 * The first id the model gives a word it does not know: its vocabulary's ids run below it, and each
 * new word it meets is numbered after it.
 */
let vocabularyEnd = 0;

function engine(): Nlp {
  if (!nlp) {
    nlp = winkNLP(model);
    // Before any text is read: every word the model meets later is numbered after this one.
    vocabularyEnd = Number(nlp.readDoc('qzxvjkwqzx').tokens().itemAt(0).out(nlp.its.uniqueId));
  }
  return nlp;
}

const capitalised = (w: string): boolean => /^[A-Z][a-z]/.test(w);

/** Whether the model's English vocabulary has the word ("victims", "average"; not "Ketterly", "Esselby"). */
export function isKnownWord(word: string): boolean {
  const e = engine();
  return Number(e.readDoc(word.toLowerCase()).tokens().itemAt(0).out(e.its.uniqueId)) < vocabularyEnd;
}

/**
 * Each writer parses the same sentence several times (compress, check, split, check again), so
 * parses are cached by text, least recently used out first (a Map keeps insertion order, and a hit
 * is moved to the end), so a busy worker keeps the sentences it is working on. Callers get their
 * own copies: some adjust tags for their purpose.
 */
const CACHE_LIMIT = 4000;
const cache = new Map<string, Token[]>();

/** Tokens of `text` with parts of speech, offsets and lemmas. */
export function tag(text: string): Token[] {
  let tokens = cache.get(text);
  if (tokens) {
    cache.delete(text);
  } else {
    tokens = parse(text);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(text, tokens);
  return tokens.map((t) => ({ ...t }));
}

function parse(text: string): Token[] {
  const e = engine();
  const its = e.its;
  const doc = e.readDoc(text);
  const tokens: Token[] = [];
  let cursor = 0;
  doc.tokens().each((t: ItemToken) => {
    const value = t.out() as string;
    let start = text.indexOf(value, cursor);
    // The model normalises a few characters (curly quotes, some dashes); fall back to the cursor.
    if (start < 0) start = cursor + ((t.out(its.precedingSpaces) as string) ?? '').length;
    const end = Math.min(text.length, start + value.length);
    cursor = end;
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      pos: t.out(its.pos) as Pos,
      // The typings declare the lemma accessor with a narrower signature than the runtime's.
      lemma: String(t.out(its.lemma as Parameters<ItemToken['out']>[0])).toLowerCase(),
      start,
      end,
      index: tokens.length,
    });
  });
  return repairTags(tokens);
}

/**
 * The model was trained on general web text; news copy trips it in known places. A capitalised
 * word inside a run of proper nouns is a name ("Marlow Springs", "Public Works Director"), not a
 * verb, and "police" is a noun.
 */
function repairTags(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    if (t.lower === 'police') t.pos = 'NOUN';
    // "on the north side of Tillbrook": a direction's side is a place, never a verb (panel AE cut
    // "homes and businesses [on the north] side of Tillbrook").
    if (/^sides?$/.test(t.lower) && DIRECTION.test(tokens[i - 1]?.lower ?? '')) t.pos = 'NOUN';
    // "will lay off 340 workers" is "lay", not the past of "lie" (a headline would say "Lie").
    if (/^lays?$/.test(t.lower) && t.lemma === 'lie' && /^(?:off|out|down)$/.test(tokens[i + 1]?.lower ?? '')) {
      t.lemma = 'lay';
    }
    // "Brightwater Foods, a maker of ..., plans to spend": after a comma or a name, before "to" and a
    // verb, "plans" is the verb ("the plans to build" keeps its noun).
    if (
      t.pos === 'NOUN' &&
      INTENT_VERBS.test(t.lower) &&
      /^(?:PUNCT|PROPN)$/.test(tokens[i - 1]?.pos ?? '') &&
      tokens[i + 1]?.lower === 'to' &&
      tokens[i + 2]?.pos === 'VERB'
    ) {
      t.pos = 'VERB';
      t.lemma = t.lower.replace(/s$/, '');
    }
    // "Weather service meteorologists plan to survey ...": after a plural subject, the bare form
    // (panel AE cut it to "meteorologists plan touched down.").
    const subjectHead = tokens[i - 1];
    if (
      t.pos === 'NOUN' &&
      INTENT_BARE.test(t.lower) &&
      subjectHead?.pos === 'NOUN' &&
      /[^s]s$/.test(subjectHead.lower) &&
      tokens[i + 1]?.lower === 'to' &&
      tokens[i + 2]?.pos === 'VERB'
    ) {
      t.pos = 'VERB';
      t.lemma = t.lower;
    }
    if (i === 0 || !capitalised(t.text) || (t.pos !== 'VERB' && t.pos !== 'NOUN' && t.pos !== 'ADJ')) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (before?.pos === 'PROPN' || (after?.pos === 'PROPN' && capitalised(after.text))) t.pos = 'PROPN';
  });
  // A capitalised word opening a sentence and followed by a name is part of it ("Public Works ...").
  if (tokens[0] && capitalised(tokens[0].text) && tokens[1]?.pos === 'PROPN' && tokens[0].pos === 'VERB') {
    tokens[0].pos = 'PROPN';
  }
  repairParticipleAfterArticle(tokens);
  repairVerbAfterModal(tokens);
  repairGerundSubject(tokens);
  repairReducedRelativeBeforePassive(tokens);
  repairCompoundBeforeVerb(tokens);
  repairAfterHyphenCompound(tokens);
  repairVerb(tokens);
  repairVerbAfterRelative(tokens);
  repairAfterOwner(tokens);
  repairReducedRelative(tokens);
  repairRelativeVerb(tokens);
  return tokens;
}

/**
 * "An ice storm that coated/ADJ power lines ... with half an inch of glaze/VERB": a relative's own
 * verb read as a describing word, and a noun after "of" read as a verb, left the wire lede's
 * relative clause verbless and its cuts ending there looked complete (panel Z).
 */
function repairRelativeVerb(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    if (
      t.pos === 'ADJ' &&
      /^[a-z]+ed$/.test(t.text) &&
      /^(?:that|which|who)$/.test(before?.lower ?? '') &&
      /^(?:NOUN|DET|PROPN|NUM)$/.test(tokens[i + 1]?.pos ?? '')
    ) {
      t.pos = 'VERB';
      if (t.lemma === t.lower) t.lemma = t.lower.replace(/e?d$/, '');
    }
    if (t.pos === 'VERB' && before?.lower === 'of' && t.lemma === t.lower && /^[a-z]+$/.test(t.text)) t.pos = 'NOUN';
  });
}

/**
 * "Three men accused of stealing converters from 40 vehicles parked/VERB at church lots ..., were
 * arrested Thursday": a past participle right after a noun, opening a phrase, with the sentence's
 * own passive verb still to come after a comma, describes the noun (panel Z read "Three men parked
 * at church lots"). It is tagged as a describing word, so no writer takes it for the main verb.
 */
function repairReducedRelative(tokens: Token[]): void {
  const main = tokens.findIndex(
    (t, k) =>
      t.pos === 'AUX' &&
      /^(?:was|were|is|are)$/.test(t.lower) &&
      tokens[k - 1]?.text === ',' &&
      tokens[k + 1]?.pos === 'VERB' &&
      /(?:ed|en)$/.test(tokens[k + 1].lower),
  );
  if (main < 0) return;
  for (let i = 1; i < main; i++) {
    const t = tokens[i];
    if (
      t.pos === 'VERB' &&
      /ed$/.test(t.lower) &&
      t.lower !== t.lemma &&
      /^(?:NOUN|PROPN)$/.test(tokens[i - 1].pos) &&
      tokens[i + 1]?.pos === 'ADP' &&
      tokens[i + 1].lower !== 'to' &&
      !tokens.slice(i + 1, main).some((u) => /^(?:who|which|that)$/.test(u.lower))
    )
      t.pos = 'ADJ';
  }
}

/**
 * "the city's south/ADV side/VERB": after an owner's "'s" comes what is owned, a noun, with at most
 * a describing word before it (panel Y's "City's South Side" passed as a headline on that verb).
 */
function repairAfterOwner(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    if (t.pos !== 'PART' || !/^['’]s$/.test(t.text)) return;
    const first = tokens[i + 1];
    const second = tokens[i + 2];
    // (Only where the phrase ends there: "St. Luke's promises [to spend]" is a name and its verb.)
    const owned = (u: Token | undefined, after: Token | undefined): boolean =>
      u !== undefined &&
      u.pos === 'VERB' &&
      /^[a-z]+$/.test(u.text) &&
      !/(?:ing|ed)$/.test(u.text) &&
      (after === undefined || after.pos === 'PUNCT' || (after.pos === 'ADP' && after.lower !== 'to'));
    if (owned(first, second)) first.pos = 'NOUN';
    else if (first?.pos === 'ADV' && /^[a-z]+$/.test(first.text) && owned(second, tokens[i + 3])) {
      first.pos = 'ADJ';
      second.pos = 'NOUN';
    }
  });
}

/**
 * "a fire that started in a second-floor kitchen spread/NOUN through a 24-unit building": after a
 * subject's relative clause, a short past the model reads as a compound's noun is the main verb
 * (panel X). Only with no comma between the relative pronoun and it, a noun right before it and a
 * preposition after it.
 */
function repairVerbAfterRelative(tokens: Token[]): void {
  const relative = tokens.findIndex((t) => /^(?:that|which|who)$/.test(t.lower));
  if (relative < 1) return;
  for (let i = relative + 2; i < tokens.length - 1; i++) {
    const t = tokens[i];
    if (t.text === ',') return;
    if (t.pos === 'NOUN' && BARE_PAST.has(t.lower) && tokens[i - 1].pos === 'NOUN' && tokens[i + 1].pos === 'ADP') {
      t.pos = 'VERB';
      return;
    }
  }
}

/**
 * "the displaced/VERB families": a past participle between an article and its noun describes the
 * noun (panel AG's "The Red Cross is helping the displaced families find hotel rooms" had no clause).
 */
function repairParticipleAfterArticle(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    if (
      t.pos === 'VERB' &&
      /^[a-z]+ed$/.test(t.text) &&
      // ("parked on marked/VERB snow routes": after a preposition too, panel AG.)
      (/^(?:a|an|the|its|their|his|her)$/.test(before?.lower ?? '') ||
        (before?.pos === 'ADP' && /^(?:on|in|at|along|near|from|into|onto|with)$/.test(before.lower))) &&
      tokens[i + 1]?.pos === 'NOUN'
    )
      t.pos = 'ADJ';
  });
}

/**
 * "will close/ADJ its unit": after a modal and before its object, a word that is also a verb is one
 * (panel AH's "... and close its six-bed intensive care unit" had no second act).
 */
function repairVerbAfterModal(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    if (
      t.pos === 'ADJ' &&
      ADJECTIVE_VERBS.test(t.lower) &&
      /^(?:will|would|can|could|may|might|should|must)$/.test(tokens[i - 1]?.lower ?? '') &&
      // (Only before its object: "will close." stays as the model reads it, which every writer
      // already handles as a whole predicate.)
      /^(?:its|their|the|a|an|his|her|all|both|two|three|four|five|six|several|some|our)$/.test(
        tokens[i + 1]?.lower ?? '',
      )
    ) {
      t.pos = 'VERB';
      t.lemma = t.lower;
    }
  });
}

/** "Hiring/VERB will begin in February": a sentence that opens on an -ing word before its verb opens on its subject. */
function repairGerundSubject(tokens: Token[]): void {
  if (tokens[0]?.pos === 'VERB' && /^[A-Z][a-z]+ing$/.test(tokens[0].text) && tokens[1]?.pos === 'AUX')
    tokens[0].pos = 'NOUN';
}

/** Words the model reads as describing words that are verbs after "will": "will close", "will open". */
export const ADJECTIVE_VERBS =
  /^(?:close|open|clear|empty|free|slow|dry|warm|cool|clean|secure|narrow|level|right|better|lower)$/;

/**
 * "Cars parked/VERB on marked snow routes after that time will be towed": a participle right after
 * the subject, before a preposition, with the sentence's own passive still to come describes the
 * subject, comma or no (panel AG's tease told "cars parked on marked snow routes." as a sentence).
 */
function repairReducedRelativeBeforePassive(tokens: Token[]): void {
  const main = tokens.findIndex(
    (t, k) =>
      t.pos === 'AUX' &&
      /^(?:will|would|could|can|may|must|might)$/.test(t.lower) &&
      tokens[k + 1]?.lower === 'be' &&
      tokens[k + 2]?.pos === 'VERB' &&
      /(?:ed|en)$/.test(tokens[k + 2].lower),
  );
  if (main < 3) return;
  const t = tokens[1];
  if (
    /^(?:NOUN|PROPN)$/.test(tokens[0].pos) &&
    t.pos === 'VERB' &&
    /^[a-z]+ed$/.test(t.text) &&
    tokens[2]?.pos === 'ADP' &&
    !tokens.slice(2, main).some((u) => u.pos === 'VERB' || u.pos === 'AUX' || u.text === ',')
  )
    t.pos = 'ADJ';
}

/**
 * "a clogged dryer vent/VERB tore through": a bare verb after a singular noun and before a past
 * verb cannot agree with it, so it is the compound's last noun (panel AG's wire lede had no clause).
 */
function repairCompoundBeforeVerb(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (
      t.pos === 'VERB' &&
      t.lemma === t.lower &&
      /^[a-z]+$/.test(t.text) &&
      !/(?:s|ed|ing)$/.test(t.lower) &&
      before?.pos === 'NOUN' &&
      /^[a-z]+$/.test(before.text) &&
      !/s$/.test(before.lower) &&
      !/^(?:police|people|staff|crew|team|public)$/.test(before.lower) &&
      /^(?:DET|ADJ|NOUN)$/.test(tokens[i - 2]?.pos ?? '') &&
      ((after?.pos === 'VERB' && after.lower !== after.lemma && !/ing$/.test(after.lower)) ||
        // ("The fire started in a clogged dryer vent/VERB.": the sentence's verb came before it.)
        (/^[.!?]$/.test(after?.text ?? '') &&
          tokens.slice(0, i - 1).some((u) => u.pos === 'VERB' && u.lower !== u.lemma && !/ing$/.test(u.lower))))
    )
      t.pos = 'NOUN';
  });
}

/**
 * "the four-way stop/VERB at ...": a bare verb right after a hyphenated compound that an article
 * opens is that compound's noun (panel AJ read "A plan stop at Bellweather Road").
 */
function repairAfterHyphenCompound(tokens: Token[]): void {
  tokens.forEach((t, i) => {
    if (t.pos !== 'VERB' || t.lemma !== t.lower || !/^[a-z]+$/.test(t.text)) return;
    if (tokens[i - 2]?.text !== '-' || tokens[i - 2].end !== tokens[i - 1].start) return;
    if (!/^(?:NOUN|ADJ)$/.test(tokens[i - 1].pos) || !/^(?:DET|PRON)$/.test(tokens[i - 4]?.pos ?? '')) return;
    t.pos = 'NOUN';
  });
}

/** Directions before "side": "the north side", "the far east side". */
const DIRECTION =
  /^(?:north|south|east|west|northeast|northwest|southeast|southwest|northern|southern|eastern|western|far|near|other|opposite|west-side|east-side)$/;

/** Their bare forms, after a plural subject ("meteorologists plan to survey"). */
const INTENT_BARE = /^(?:plan|hope|aim|want|need|vow|seek|intend|expect|offer|promise)$/;

/** Verbs of intent the model may read as plural nouns ("plans to spend"). */
const INTENT_VERBS = /^(?:plans|hopes|aims|wants|needs|vows|seeks|intends|expects|offers|promises)$/;

/** Short past forms the model reads as nouns when the sentence has no other verb ("The main burst"). */
const BARE_PAST = new Set(
  'burst spread cut hit set put shut split cost hurt led fell rose left won lost beat broke ran'.split(' '),
);

/**
 * A sentence with no verb at all was mis-tagged, not verbless: "The 16-inch main burst near ...",
 * "The fund totals 62 million", "The creek crested at 17 feet". The first noun or adjective right
 * after the subject that has a verb's form and is followed by an object or phrase is the verb.
 */
function repairVerb(tokens: Token[]): void {
  const isVerb = (t: Token): boolean => t.pos === 'VERB' || t.pos === 'AUX';
  // (Or only its main clause, before the first comma, has none: "A glaze of freezing rain
  // coated/ADJ much of Harrow County overnight, snapping ...", panel AD. There only an -ed form.)
  const whole = !tokens.some(isVerb);
  const end = whole ? tokens.length : tokens.findIndex((t) => t.text === ',');
  if (end < 4 || tokens.slice(0, end).some(isVerb)) return;
  for (let i = 1; i < end - 1; i++) {
    const t = tokens[i];
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (t.pos !== 'NOUN' && t.pos !== 'ADJ') continue;
    if (!/^(?:NOUN|PROPN|ADJ)$/.test(before.pos) || (before.pos === 'ADJ' && i < 3)) continue;
    if (!/^(?:DET|ADP|NUM|ADV|PRON|ADJ|PUNCT|SYM)$/.test(after.pos)) continue;
    const verbForm = whole ? BARE_PAST.has(t.lower) || /[^s]s$|ed$/.test(t.lower) : /^[a-z]+ed$/.test(t.text);
    if (!verbForm || !/^[a-z]/.test(t.text)) continue;
    t.pos = 'VERB';
    if (/ed$/.test(t.lower) && t.lemma === t.lower) t.lemma = t.lower.replace(/e?d$/, '');
    return;
  }
}

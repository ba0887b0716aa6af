/**
 * Quotations and proper names found in news copy. Precision matters more than recall: the fact
 * check flags every name or quotation in an output that the source lacks, so a false positive here
 * becomes a false alarm there.
 *
 * Quotations: text between a pair of double quotes (straight or curly) of at least three words, so
 * scare quotes ("smart" meters) are left out. The speaker is taken only from an attribution right
 * next to the quote in the same sentence: `"...," said Mayor Jane Ortiz.`, `"...," Ortiz said.` (or
 * `"...," defense attorney Paul Whitaker said`),
 * `Police Chief Dan Reyes said, "..."` or `according to Dan Reyes`. Pronouns ("she said") give no
 * speaker rather than a guess.
 *
 * Names: runs of capitalised words ("Fulton County", "Georgia Power", "Mayor Jane Ortiz"), joined
 * by "of" or "de" when a capital follows ("University of Georgia"). A run at the start of a sentence
 * or quotation keeps its first word only when the run has two or more words and that word is not a
 * common sentence opener ("The", "After"); a lone capitalised word there is dropped. Months, days,
 * lone titles and crew markers are not names. Crew text in brackets is ignored.
 */
import { splitSentences } from './sentences';
import { MONTHS } from '../numbers/us-places';
import { escapeRegExp } from './strings';

export interface Quotation {
  /** The words inside the quote marks. */
  text: string;
  /** Offset of the opening quote mark. */
  start: number;
  /** Offset just past the closing quote mark. */
  end: number;
  /** The person or body the copy attributes the quote to, when stated beside it. */
  speaker?: string;
}

export interface FoundName {
  text: string;
  start: number;
  end: number;
  /** A leading title such as "Mayor" or "Sen.", when there is one. */
  title?: string;
}

export const TITLES = new Set([
  'Mayor',
  'Sen.',
  'Senator',
  'Gov.',
  'Governor',
  'Rep.',
  'Representative',
  'Dr.',
  'Mr.',
  'Mrs.',
  'Ms.',
  'Judge',
  'Chief',
  'Sheriff',
  'President',
  'Superintendent',
  'Coach',
  'Commissioner',
  'Councilman',
  'Councilwoman',
  'Councilmember',
  'Officer',
  'Sgt.',
  'Lt.',
  'Capt.',
  'Det.',
  'Detective',
  'Principal',
  'Professor',
  'Prof.',
  'Attorney',
  'Deputy',
  'Trooper',
  'Pastor',
]);

const NOT_NAMES = new Set<string>([
  'I',
  ...MONTHS,
  'Jan.',
  'Feb.',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'ID',
  'SOT',
  'VO',
  'NAT',
  'OTS',
  'ANCHOR',
  'TAG',
  'CG',
  'FS',
  'VOSOT',
  'SOTVO',
  'LIVE',
  'TAKE',
]);

const SENTENCE_OPENERS = new Set([
  'The',
  'A',
  'An',
  'In',
  'On',
  'At',
  'After',
  'Before',
  'But',
  'And',
  'Or',
  'So',
  'Now',
  'Then',
  'Tonight',
  'Today',
  'This',
  'That',
  'These',
  'Those',
  'Our',
  'Their',
  'His',
  'Her',
  'Its',
  'We',
  'They',
  'He',
  'She',
  'It',
  'If',
  'When',
  'While',
  'For',
  'From',
  'With',
  'By',
  'As',
  'Some',
  'Many',
  'Most',
  'All',
  'Both',
  'Police',
  'Officials',
  'Investigators',
  'Firefighters',
  'Crews',
  'Drivers',
  'Voters',
  'Parents',
  'Students',
  'Neighbors',
  'Residents',
  'Here',
  'There',
  'Still',
  'Also',
  'Later',
  'Last',
  'Next',
  'Over',
  'Under',
  'Across',
  'Meanwhile',
  'Breaking',
  'Good',
  'Use',
  'Take',
  'Call',
  'Check',
  'Expect',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Challenger',
  'Newcomers',
  'Quarterback',
  'Several',
  'Every',
  'No',
]);

/** Abbreviations that stay inside a name ("St. Luke's", "Mt. Hood", "Ed Park Jr."). */
const NAME_ABBREVIATIONS = new Set(['St.', 'Mt.', 'Ft.', 'Jr.', 'Sr.']);

const CONNECTORS = new Set(['of', 'de', 'la', 'del', 'van', 'von']);

// "told" takes its hearer after it ("Tennant told Venn"), which the patterns' name slot skips.
const SAY =
  '(?:said|says|added|told|tells|asked|explained|stated|announced|wrote|testified|warned|noted|recalled|insisted|argued|admitted|replied|urged|acknowledged)';
// A capitalised word, possibly an abbreviation (Sen.), initial (J.) or hyphenated (Smith-Jones).
const WORD = "[A-Z][\\w'’.-]*";
const NAME = `${WORD}(?:\\s+${WORD})*`;

const AFTER_SAID_NAME = new RegExp(`^[\\s,]*${SAY}\\s+(?:[a-z]+\\s+){0,2}?(${NAME})`);
// (A lowercase title may be hyphenated or follow a team's name: `," co-owner Nadine Hartwell said`,
// `," Coyotes coach Randall Feeney said`; panel AC.)
const AFTER_NAME_SAID = new RegExp(
  `^[\\s,]*(?:(?:${WORD}\\s+){1,3}(?=[a-z]))?(?:[a-z'’-]+\\s+){0,3}(${NAME})\\s+${SAY}\\b`,
);
const BEFORE_NAME_SAID = new RegExp(`(${NAME})\\s+${SAY}[,:]?\\s*$`);
const BEFORE_SAID_NAME = new RegExp(`${SAY}\\s+(${NAME})[,:]\\s*$`);
const ACCORDING_TO = new RegExp(`according to\\s+(?:[a-z]+\\s+){0,2}?(${NAME})`);
// `," his mother, Rosalind Quintanilla, told the court.`: who the speaker is, then the name (panel AB).
const AFTER_ROLE_NAME_SAID = new RegExp(
  `^[\\s,]*(?:his|her|their|the|a)\\s+(?:[a-z'’-]+\\s+){0,3}?[a-z'’-]+,\\s+(${NAME}),\\s+${SAY}\\b`,
);

function cleanName(name: string): string {
  return name.replace(/['’]s$/, '').replace(/[.,;:]+$/, () => (/\b(?:[A-Z]|Jr|Sr|Dr|St)\.$/.test(name) ? '.' : ''));
}

function speakerNear(
  text: string,
  open: number,
  close: number,
  sentenceStart: number,
  sentenceEnd: number,
): string | undefined {
  const before = text.slice(sentenceStart, open);
  const after = text.slice(close, sentenceEnd);
  const attempts: Array<[RegExp, string]> = [
    [AFTER_SAID_NAME, after],
    [AFTER_NAME_SAID, after],
    [AFTER_ROLE_NAME_SAID, after],
    [BEFORE_NAME_SAID, before],
    [BEFORE_SAID_NAME, before],
    [ACCORDING_TO, after],
    [ACCORDING_TO, before],
  ];
  for (const [pattern, where] of attempts) {
    const match = pattern.exec(where);
    const name = match ? cleanName(match[1]) : undefined;
    if (name && !NOT_NAMES.has(name) && !SENTENCE_OPENERS.has(name)) return name;
  }
  return undefined;
}

/** `," he said.`: a quotation attributed by a pronoun. */
export const PRONOUN_SAID = new RegExp(`^[\\s,]*(?:he|she)\\s+${SAY}\\b`);
const PRONOUN_BETWEEN = new RegExp(`^[\\s,]*(?:he|she)\\s+${SAY}[.!?]\\s*$`);

// (The speaker's title may follow: `," said Gloria Mendenhall, the pantry's director. "It will ...`)
const SAID_BY = new RegExp(
  `^[\\s,]*(?:(?:[a-z'’]+\\s+){0,3}${NAME}\\s+${SAY}|${SAY}\\s+(?:[a-z'’]+\\s+){0,3}${NAME}(?:,\\s+[^"]{1,100}?)?)[.!?]\\s*$`,
);

/**
 * The speaker of a quotation that goes on from the one before it: `"...," Rhodes testified. "I
 * filed reports."` Only when nothing but that attribution, naming the earlier quote's speaker,
 * stands between the two.
 */
function sameSpeaker(text: string, earlier: readonly Quotation[], start: number): string | undefined {
  const previous = earlier[earlier.length - 1];
  if (!previous?.speaker) return undefined;
  const between = text.slice(previous.end, start);
  // (Only one attribution between: `," said Sheriff Roland Beaumier.\nCommissioner Denise Holloway,
  // 59, voted ...` is another sentence, about another person; panel U.)
  if (/[.!?]\s+\S/.test(between.trim().replace(/[.!?]$/, ''))) return undefined;
  const surname = previous.speaker.split(/\s+/).pop() ?? '';
  const named = new RegExp(`\\b${escapeRegExp(surname)}\\b`).test(between);
  // (`," he said. "We just want a say ..."`: the pronoun's speaker goes on.)
  if (PRONOUN_BETWEEN.test(between)) return previous.speaker;
  return SAID_BY.test(between) && named ? previous.speaker : undefined;
}

/**
 * The speaker of `"...," he said.`: the person the copy named last before the quote ("Senior class
 * president Owen Talbot, 17, told the board ... "Nobody is against paying attention," he said.").
 * A person is a name of two to four words that says or tells something, or whose surname the copy
 * also uses alone.
 */
function pronounSpeaker(text: string, start: number, end: number): string | undefined {
  if (!PRONOUN_SAID.test(text.slice(end, end + 30))) return undefined;
  // The name nearest before the quote, of two to four words; never an earlier person past it
  // ("Commissioner Denise Holloway, 59, voted against ..." is who "she" is, not the sheriff before).
  const last = findNames(text)
    .filter((n) => n.end <= start && n.text.split(/\s+/).length >= 2 && n.text.split(/\s+/).length <= 4)
    .at(-1);
  if (!last) return undefined;
  const words = last.text.split(/\s+/);
  const surname = words[words.length - 1];
  const after = text.slice(last.end, last.end + 40);
  // A person: a title, an age ("Owen Talbot, 17,"), a speech verb after the name, or a surname the
  // copy also uses alone. A place ("Marlow Springs") is none, and the quote then has no speaker.
  const person =
    last.title !== undefined ||
    /^,\s*\d{1,3},/.test(after) ||
    new RegExp(`^\\s+${SAY}\\b`).test(after) ||
    new RegExp(`(?<![\\w'-]|${escapeRegExp(words[words.length - 2])}\\s)${escapeRegExp(surname)}(?![\\w-])`).test(text);
  if (!person) return undefined;
  // ("Trucker Dale Kowalczyk, 61, said": a sentence's first word may be the person's job.)
  const job =
    words.length >= 3 && /^[A-Z][a-z]+(?:er|or|ist|ian|ant|ent|man|woman)$/.test(words[0]) && !TITLES.has(words[0]);
  return cleanName(job ? words.slice(1).join(' ') : last.text);
}

/** Quotations of three or more words, with their speakers when the copy names them beside the quote. */
export function findQuotations(text: string): Quotation[] {
  // The writers read the same script's quotations for every line they fit: read each text once.
  let found = quotesFound.get(text);
  if (!found) {
    if (quotesFound.size > 5000) quotesFound.clear();
    found = Object.freeze(readQuotations(text).map((q) => Object.freeze(q)));
    quotesFound.set(text, found);
  }
  return [...found];
}

const quotesFound = new Map<string, readonly Quotation[]>();

function readQuotations(text: string): Quotation[] {
  // Crew text is blanked (same length), so offsets still point into the original text.
  const readable = stripCrewTextKeepingOffsets(text);
  const sentences = splitSentences(readable);
  const quotes: Quotation[] = [];
  const pattern = /["“]([^"“”]+)["”]/g;
  for (let m = pattern.exec(readable); m; m = pattern.exec(readable)) {
    const inner = m[1].trim();
    if (inner.split(/\s+/).length < 3) continue;
    const start = m.index;
    const end = m.index + m[0].length;
    const first = sentences.find((s) => s.end > start) ?? { start: 0, end: readable.length };
    const last = [...sentences].reverse().find((s) => s.start < end) ?? first;
    // Look past the sentence that ends inside the quote, for the attribution after it.
    const next = sentences.find((s) => s.start >= end);
    const afterEnd = last.end > end ? last.end : (next?.end ?? readable.length);
    // A quote that ends its sentence ("... into February.") takes no attribution from the next one:
    // "Natarajan said the drive will continue" is her own news, not the pantry director's quote.
    const closed = /[.]$/.test(inner);
    const speaker =
      speakerNear(readable, start, end, first.start, closed ? end : afterEnd) ??
      sameSpeaker(readable, quotes, start) ??
      pronounSpeaker(readable, start, end);
    quotes.push({ text: inner, start, end, ...(speaker ? { speaker } : {}) });
  }
  return quotes;
}

function cueWords(quote: Quotation | string): string[] {
  const text = typeof quote === 'string' ? quote : quote.text;
  return text
    .replace(/[\s,.;:!?…]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
}

/** The first words of a quotation, as a producer marks an in-cue. */
export function inCue(quote: Quotation | string, words = 3): string {
  return cueWords(quote).slice(0, words).join(' ');
}

/** The last words of a quotation, as a producer marks an out-cue (trailing punctuation dropped). */
export function outCue(quote: Quotation | string, words = 3): string {
  return cueWords(quote).slice(-words).join(' ');
}

interface Token {
  word: string;
  start: number;
  end: number;
  /** The token opens a sentence or a quotation. */
  opens: boolean;
  /** Punctuation after the token ends any run of names. */
  breaksAfter: boolean;
}

function tokenize(sentenceStart: number, sentenceText: string): Token[] {
  const tokens: Token[] = [];
  let opens = true;
  for (const m of sentenceText.matchAll(/\S+/g)) {
    const raw = m[0];
    const lead = /^[^\w]*/.exec(raw)![0];
    let word = raw.slice(lead.length).replace(/[^\w.]+$/, '');
    const keepDot =
      TITLES.has(word) || NAME_ABBREVIATIONS.has(word) || NOT_NAMES.has(word) || /^(?:[A-Z]\.)+$/.test(word);
    if (!keepDot) word = word.replace(/\.+$/, '');
    const start = sentenceStart + (m.index ?? 0) + lead.length;
    const opensHere = opens || /["“(]/.test(lead);
    tokens.push({
      word,
      start,
      end: start + word.length,
      opens: opensHere,
      breaksAfter: word.length + lead.length < raw.length || /[,;:]/.test(raw.slice(-1)),
    });
    opens = /:$/.test(raw);
  }
  return tokens;
}

/** Words that belong to the title after them: "District Attorney", "Fire Chief". */
const TITLE_QUALIFIERS = new Set([
  'District',
  'Fire',
  'Police',
  'Battalion',
  'Deputy',
  'Assistant',
  'Vice',
  'Interim',
  'Acting',
  'Head',
  'Athletic',
  'Lieutenant',
  'Associate',
  'Former',
]);

/**
 * Whether a title ends the run before it. "Fulton County Commissioner Bo Lee" is two names and
 * "Yesterday Sen. Maria Hall" one name after a stray word, while "District Attorney Omar Haddad"
 * and "Fire Chief Ana Ruiz" are one name each.
 */
function startsNewName(run: Token[]): boolean {
  const words = run.filter((t, i) => !(i === 0 && t.opens && SENTENCE_OPENERS.has(t.word)));
  if (words.length === 0) return false;
  const last = words[words.length - 1].word;
  return !(TITLES.has(last) || (words.length === 1 && TITLE_QUALIFIERS.has(last)));
}

function isCapitalised(word: string): boolean {
  return /^[A-Z]/.test(word) && !NOT_NAMES.has(word);
}

function toName(text: string, run: Token[]): FoundName | undefined {
  while (run.length && (CONNECTORS.has(run[run.length - 1].word) || NOT_NAMES.has(run[run.length - 1].word))) run.pop();
  if (run.length === 0) return undefined;
  if (run[0].opens && !TITLES.has(run[0].word)) {
    // "Thirty-one-year-old Derek Stroud": a hyphenated lowercase compound is a description.
    if (run.length < 2 || SENTENCE_OPENERS.has(run[0].word) || /-[a-z]/.test(run[0].word)) run = run.slice(1);
  }
  if (run.length === 0 || (run.length === 1 && (TITLES.has(run[0].word) || run[0].opens))) return undefined;
  const start = run[0].start;
  const end = run[run.length - 1].end;
  const name = cleanName(text.slice(start, end));
  const title = TITLES.has(run[0].word) && run.length > 1 ? run[0].word : undefined;
  return { text: name, start, end: start + name.length, ...(title ? { title } : {}) };
}

/** Proper names of people, places and organisations, in order of appearance. */
/** Names already found: the writers and the checks read the same script's names many times. */
const namesFound = new Map<string, readonly FoundName[]>();

export function findNames(text: string): FoundName[] {
  let found = namesFound.get(text);
  if (!found) {
    if (namesFound.size > 5000) namesFound.clear();
    found = Object.freeze(readNames(text).map((n) => Object.freeze(n)));
    namesFound.set(text, found);
  }
  return [...found];
}

function readNames(text: string): FoundName[] {
  const readable = stripCrewTextKeepingOffsets(text);
  const names: FoundName[] = [];
  for (const sentence of splitSentences(readable)) {
    const tokens = tokenize(sentence.start, sentence.text);
    let run: Token[] = [];
    const flush = (): void => {
      const name = run.length ? toName(readable, run) : undefined;
      if (name) names.push(name);
      run = [];
    };
    tokens.forEach((token, i) => {
      if (TITLES.has(token.word) && startsNewName(run)) flush();
      const connector = run.length > 0 && CONNECTORS.has(token.word) && isCapitalised(tokens[i + 1]?.word ?? '');
      if ((isCapitalised(token.word) && !(token.opens && run.length)) || connector) run.push(token);
      else {
        flush();
        if (isCapitalised(token.word)) run.push(token);
      }
      if (token.breaksAfter) flush();
    });
    flush();
  }
  return names;
}

/** Blanks crew text with spaces of the same length, so offsets still point into the original. */
function stripCrewTextKeepingOffsets(text: string): string {
  return text.replace(/\[[^\]]*\]|\([^)]*\)/g, (m) => ' '.repeat(m.length));
}

/**
 * Copy for the ear: the source's sentences made into the lines an anchor reads, in a tone. Every
 * step works on the parse (see ../parse) and only removes, moves or plainly re-says the writer's
 * words, so no fact is added: attribution first for claims, asides compressed away, tone rules,
 * then long sentences split at natural joints. Numbers are the caller's business (broadcast style
 * before, so tone and splits see spoken words). After fitting, restoreFirstReferences gives back
 * any full name whose sentence was cut, and varyAttributions keeps "Police say" from opening two
 * lines in a row.
 *
 * The tones differ in what a producer hears:
 * - conversational: contractions, plain words ("about", "people", "help"), a request to the public
 *   said to the listener ("If you live there, boil water"), and short lines (AIR_MAX_WORDS);
 * - concise: the tightest form, with trailing detail compressed away, clutter cut ("in order to",
 *   "a total of") and longer lines allowed, so more facts fit the time.
 */
import {
  attributionFirst,
  compressSentence,
  fragmentReason,
  isFiniteVerb,
  liftAsides,
  sayFor,
  splitForEar,
  tag,
} from '../parse';
import type { Token } from '../parse';
import { PEOPLE_NOUNS, PERSON_NOUNS } from '../parse/people';
import { countSpokenWords } from '../text/read-time';
import { readableSentences } from './broadcast-form';
import { splitAtEarJoints, splitLongSentence } from './joints';
import { sourceFirst, splitAccusation, splitAtAfter, splitAtPartOf, splitLongSubject } from './spoken-splits';
import { toActive, toConcise, toPeople, toPlainSpeech, toTightest } from './tones';

export type AirTone = 'conversational' | 'concise';

/** Past this many spoken words a line is a run-on in any tone. */
const RUN_ON_WORDS = 30;

/** Longest line for the ear, in spoken words: conversational reads in shorter breaths. */
const AIR_MAX_WORDS: Record<AirTone, number> = { conversational: 14, concise: 24 };

export interface AirOptions {
  /**
   * False: only splits that add no words (", and police say" -> "Police say"), none that repeat a
   * noun or add "That is". For a script already shorter than its slot, which must not grow.
   */
  addWords?: boolean;
  /**
   * Spoken words of source worth rewriting: past it, the rest of a script is left out. The fitter
   * keeps the top of the story, so a 30-second read of a 450-word script never needs its last
   * paragraphs, and parsing them is most of the time a long script takes.
   */
  wordBudget?: number;
  /** False: no compression. A script already shorter than its slot keeps its details. */
  compress?: boolean;
  /**
   * False: a wire lede's appositive ("the family-owned chain that has operated ... since 1958") is
   * left out rather than made a sentence of its own: the script must be cut to time, and background
   * is what goes first. Concise leaves it out whenever it compresses.
   */
  background?: boolean;
}

/** One line for the anchor. */
export interface AirLine {
  text: string;
  /**
   * True when the line is a later piece of the same source sentence ("Then he crashed ...",
   * "That is the second closing ..."): it reads right only after the piece before it.
   */
  continues: boolean;
}

/** "That expansion ...", "These cuts ...": a thing the sentence before named. */
const DEMONSTRATIVE_NOUN =
  /^(?:That|This|These|Those)\s+(?!(?:is|was|are|were|has|had|will|would|could|can|may|might|should|means?|meant)\b)[a-z]+\b/;

/** "It reopened ...", "They were treated ...": a subject the sentence before named. */
const PRONOUN_SUBJECT = /^(?:It|They|Its|Their)\s/;

const isCrewLine = (s: string): boolean => /^[[(][^\])]*[\])]$/.test(s.trim());
const complete = (s: string): boolean => fragmentReason(s) === undefined;

/** "says that the city will" -> "says the city will", when "that" only joins the clause. */
export function dropSayThat(sentence: string): string {
  if (!/\b(?:say|says|said) that\b/i.test(sentence) || /["“”]/.test(sentence)) return sentence;
  const tokens = tag(sentence);
  for (let i = 1; i < tokens.length - 2; i++) {
    const [say, that, next] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    if (that.lower !== 'that' || !/^(?:say|says|said)$/.test(say.lower)) continue;
    // "said that was wrong": "that" is the subject, so it stays.
    if (!/^(?:DET|PRON|PROPN|NOUN|NUM|ADJ)$/.test(next.pos) || /^(?:VERB|AUX)$/.test(tokens[i + 2].pos)) continue;
    return sentence.slice(0, say.end) + sentence.slice(that.end);
  }
  return sentence;
}

/** "Feldman said the advisory will last" -> "Feldman says ...": what a speaker says, said now. */
export function presentAttribution(sentence: string): string {
  const m =
    /^((?:[A-Z][\w'.-]*)(?:\s+[A-Z][\w'.-]*){0,5}|(?:The|the)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?|Police|Officials|Investigators|Officers|Detectives|Prosecutors|Organizers|Supporters|Forecasters)\s+said\s+(?=\S)/.exec(
      sentence,
    );
  if (!m || /["“”]/.test(sentence) || /^(?:He|She|They|It|We|I)$/.test(m[1])) return sentence;
  // "The district has not said whether ...": a perfect's participle, not an attribution to bring forward.
  if (/\b(?:has|have|had|not|never|was|were|is|are|did|does|do|will|would|could)\b/i.test(m[1])) return sentence;
  const next = sentence.slice(m[0].length);
  // "said Tuesday", "said in a statement", "said so": the attribution is all there is; keep it.
  if (/^(?:so|today|tonight|yesterday|in|at|on|during|after|before|\w+day)\b/i.test(next)) return sentence;
  return `${m[1]} ${sayFor(m[1])} ${next}`;
}

function toned(sentence: string, tone: AirTone): string {
  if (tone === 'conversational') return toPlainSpeech(toActive(presentAttribution(sentence)));
  return toConcise(sentence);
}

const CLAUSE_OPENERS = /^(?:who|that|which|because|when|while|if|where|whose|whom|although|though)$/i;

/**
 * "The fire started in the garage just before three a-m and spread into the kitchen." -> "... three
 * a-m. It spread into the kitchen." Only when the subject is a plain noun phrase (no name, no
 * person, so "It" or "They" is unambiguous) and nothing between the verbs could own the second one.
 */
export function splitAtSharedSubject(sentence: string, maxWords: number): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords || /["“”]/.test(text)) return [text];
  const tokens = tag(text);
  const v1 = tokens.findIndex((_, i) => isFiniteVerb(tokens, i));
  if (v1 < 1 || !plainSubject(tokens.slice(0, v1))) return [text];
  const head = tokens[v1 - 1];
  const pronoun = PEOPLE_NOUNS.test(head.lower) || /[^su]s$/.test(head.lower) ? 'They' : 'It';
  if (pronoun === 'It' && PERSON_NOUNS.test(head.lower)) return [text];
  let chain = v1;
  while (
    chain + 1 < tokens.length &&
    /^(?:AUX|VERB|ADV|PART)$/.test(tokens[chain + 1].pos) &&
    tokens[chain].pos === 'AUX'
  )
    chain++;
  for (let a = chain + 1; a < tokens.length - 2; a++) {
    const t = tokens[a];
    // "after a neighbor pounded on the door and woke them": the second verb is the neighbor's.
    if (t.text === ',' || t.text === ';' || CLAUSE_OPENERS.test(t.lower) || t.pos === 'SCONJ') return [text];
    if (t.lower !== 'and') {
      if (isFiniteVerb(tokens, a)) return [text];
      continue;
    }
    const v2 = tokens[a + 1];
    // An inflected verb ("moved", "adds"), which after "and" the parser cannot call finite by itself.
    if (v2.pos !== 'VERB' || /ing$/.test(v2.lower) || v2.lemma === v2.lower) continue;
    const before = tokens.slice(0, a).filter((x) => /\w/.test(x.text)).length;
    const after = tokens.slice(a + 1).filter((x) => /\w/.test(x.text)).length;
    if (before < 6 || after < 3) return [text];
    const first = `${text.slice(0, tokens[a - 1].end)}.`;
    const second = `${pronoun} ${text.slice(v2.start)}`;
    return complete(first) && complete(second) ? [first, second] : [text];
  }
  return [text];
}

function plainSubject(subject: Token[]): boolean {
  const last = subject[subject.length - 1];
  if (!last || (last.pos !== 'NOUN' && !(subject.length === 1 && PEOPLE_NOUNS.test(last.lower)))) return false;
  return subject.every(
    (t, i) =>
      /^(?:DET|ADJ|NOUN|NUM)$/.test(t.pos) ||
      (i === 0 && t.pos === 'PROPN' && (PEOPLE_NOUNS.test(t.lower) || /^(?:the|a|an)$/i.test(t.text))),
  );
}

/** The sentence cut into lines of at most `max` words at joints where both halves stand alone. */
function splitLines(sentence: string, max: number, tone: AirTone, options: AirOptions): string[] {
  if (options.addWords === false) {
    const joints = splitLongSentence(sentence, max);
    return joints.every(complete) ? joints : [sentence];
  }
  const pieces = splitForEar(sentence, max)
    .flatMap((p) => splitAtEarJoints(p, max))
    .flatMap((p) => splitAtSharedSubject(p, max));
  const spoken = tone === 'conversational' ? pieces.map((p) => toPlainSpeech(p)) : pieces;
  // The sentence itself was chosen as complete (or is the writer's own); only new pieces are parsed.
  if (spoken.length === 1 && spoken[0] === sentence) return spoken;
  if (spoken.every(complete)) return spoken;
  const plain = splitForEar(sentence, max);
  return plain.every(complete) ? plain : [sentence];
}

/** One spoken sentence rewritten for the ear; a rewrite that would leave a fragment is not taken. */
export function airSentence(sentence: string, tone: AirTone, options: AirOptions = {}): string[] {
  const written = sentence.replace(/\s+/g, ' ').trim();
  // A wire lede's asides become sentences of their own, the news first; concise, compressing, keeps
  // what the news led to and leaves out the background an appositive gave.
  if (options.addWords !== false && countSpokenWords(written) > AIR_MAX_WORDS[tone]) {
    const lifted = liftAsides(written);
    if (lifted.satellites.length > 0) {
      const dropBackground = options.background === false || (tone === 'concise' && options.compress !== false);
      const pieces = [lifted.lede, ...lifted.follows, ...(dropBackground ? [] : lifted.background)];
      return pieces.flatMap((p) => airSentence(p, tone, options));
    }
  }
  const attributed = toned(attributionFirst(written), tone);
  // Clutter goes before compression, so "at this point in time" is "now", not "at this point".
  const compressed =
    options.compress === false ? attributed : compressSentence(attributed, tone === 'concise' ? 'tight' : 'light');
  // The first rewrite that is still a whole sentence; else the writer's own sentence as written.
  const candidates = [tone === 'concise' ? dropSayThat(compressed) : compressed, attributed];
  const best = candidates.find((c) => c !== written && complete(c)) ?? written;
  const lines = splitLines(best, AIR_MAX_WORDS[tone], tone, options);
  // (Concise too breaks a run-on at a clause's "after": "... were ordered to stay indoors ...
  // Tuesday afternoon." + "A valve failed on a storage tank ..., fire officials said.", panel AI.)
  if (tone !== 'concise' || options.addWords === false) return lines;
  return lines.flatMap((line) => splitAtAfter(line, RUN_ON_WORDS));
}

/**
 * A sentence as the Script Simplifier says it, where the tones go further than airSentence (which
 * VOSOT shares): concise takes the tightest form first ("Maple Falls police", "Thursday" for "on
 * Thursday"); conversational puts a trailing "according to" first, splits a long line at an accusation or at
 * "after", and says it plainly.
 */
function airLines(sentence: string, tone: AirTone, options: AirOptions): string[] {
  if (tone === 'concise') return airSentence(toTightest(sentence), tone, options);
  // A script shorter than its slot must not grow: no pronoun, "is" or "people who live there" added.
  if (options.addWords === false) return airSentence(sentence, tone, options);
  const max = AIR_MAX_WORDS[tone];
  // A wire lede is lifted before its source is put first: "Police say a man stole ..., according
  // to a complaint" keeps "Police say" as its opening, and the complaint gets a sentence.
  if (countSpokenWords(sentence) > max) {
    const lifted = liftAsides(sentence);
    if (lifted.satellites.length > 0) {
      const pieces = [lifted.lede, ...lifted.follows, ...(options.background === false ? [] : lifted.background)];
      return pieces.flatMap((p) => airLines(p, tone, options));
    }
  }
  return airSentence(sourceFirst(sentence), tone, options)
    .flatMap((line) => (countSpokenWords(line) > max ? splitAccusation(line) : [line]))
    .flatMap((line) => splitAtAfter(line, max))
    .flatMap((line) => splitLongSubject(line, max))
    .flatMap((line) => splitAtPartOf(line, max))
    .map((line) => toPeople(toPlainSpeech(line)));
}

/** The script as lines for the anchor, each marked when it continues the sentence before it. */
export function toAirPieces(text: string, tone: AirTone, options: AirOptions = {}): AirLine[] {
  const out: AirLine[] = [];
  let words = 0;
  for (const s of readableSentences(text)) {
    if (isCrewLine(s)) {
      out.push({ text: s.trim(), continues: false });
      continue;
    }
    if (options.wordBudget !== undefined && words >= options.wordBudget) break;
    words += countSpokenWords(s);
    // (A sentence that opens on "That expansion" reads only after the one that named it: it goes
    // with it, panel AD.)
    // ("It reopened around 8 p.m." after the closing it reopens from, panel AE.)
    const leans =
      out.some((l) => !isCrewLine(l.text)) && (DEMONSTRATIVE_NOUN.test(s.trim()) || PRONOUN_SUBJECT.test(s.trim()));
    airLines(s, tone, options).forEach((line, i) => out.push({ text: line, continues: i > 0 || leans }));
  }
  return out;
}

const ATTRIBUTED =
  /^((?:[A-Z][\w'.-]*|the|police|officials|investigators|officers)(?:\s+[\w'.-]+){0,5}?)\s+(says|say)\s/;

/**
 * When two spoken lines in a row open with the same speaker ("Police say ... Police say ..."),
 * the second says "Police also say": still attributed, just not the same words twice.
 */
export function varyAttributions(lines: string[]): string[] {
  let previous: string | undefined;
  return lines.map((line) => {
    if (isCrewLine(line) || countSpokenWords(line) === 0) return line;
    const m = ATTRIBUTED.exec(line);
    const speaker = m ? `${m[1].toLowerCase()} ${m[2]}` : undefined;
    const out = m && speaker === previous ? `${m[1]} also ${m[2]} ${line.slice(m[0].length)}` : line;
    previous = speaker;
    return out;
  });
}

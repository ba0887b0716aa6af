/**
 * What makes a sentence a sentence, on tagged tokens: a finite verb, a complete ending, and a
 * speech verb that says something. Used by the writers before they deliver a line and by the
 * checks on any copy, a model's included.
 */
import { tag } from './tagger';
import type { Token } from './tagger';

/** Verbs of saying: they need a clause or a quotation after them ("said the pipe." is cut off). */
export const SPEECH_VERBS = new Set([
  'say',
  'tell',
  'add',
  'announce',
  'state',
  'explain',
  'report',
  'confirm',
  'note',
  'warn',
  'claim',
  'argue',
  'testify',
]);

/**
 * The speech verbs that cannot end on a plain noun phrase: "said the pipe." lost a clause, while
 * "confirmed cases of measles", "announced a plan" and "are state champions" are whole.
 */
const CLAUSE_VERBS = new Set(['say', 'tell', 'testify']);

/** Nouns that name a speaker after an inverted attribution ("said the chief"). */
const SPEAKER_NOUNS =
  /^(?:police|officials?|officers?|investigators?|detectives?|deputies|deputy|authorities|chief|mayor|sheriff|spokes(?:person|man|woman)|governor|superintendent|coach|judge|prosecutors?|director|manager|witness(?:es)?|residents?|neighbors?|he|she|they)$/;

/** Words a complete sentence cannot end on: they promise words that were cut. */
export const DANGLING: ReadonlySet<string> = new Set(
  (
    'a an the of to in on at for from with by into onto about than and or but nor as after before ' +
    'because while if that which who whose whom where when is are was were be been has have had will ' +
    'would could should can may might must its their his her our your my this these those'
  ).split(' '),
);

export const isWord = (t: Token): boolean => /[A-Za-z0-9]/.test(t.text);
/** A verb of saying: "said", "told", "warned". */
export const isSpeechVerb = (t: Token): boolean => t.pos === 'VERB' && SPEECH_VERBS.has(t.lemma);
/** A noun, a name or a figure: what a noun phrase ends on. */
export const isNounish = (t: Token | undefined): boolean => /^(?:NOUN|PROPN|NUM)$/.test(t?.pos ?? '');
/** Half of a hyphenated word ("run" in "volunteer-run", "walk" in "walk-in"): never a verb of its own. */
export const inCompound = (tokens: readonly Token[], i: number): boolean =>
  tokens[i - 1]?.text === '-' || tokens[i + 1]?.text === '-';

/**
 * A finite verb heads a clause by itself: "walked", "says", "was", "will". Not an infinitive
 * ("to repair"), a gerund ("repairing") or a bare participle ("installed in 1958").
 */
export function isFiniteVerb(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t.pos !== 'VERB' && t.pos !== 'AUX') return false;
  const before = tokens[i - 1];
  if (before?.lower === 'to') return false;
  if (t.pos === 'AUX') return !/^(?:being|been)$/.test(t.lower);
  if (/ing$/.test(t.lower) && t.lemma !== t.lower) return hasAux(tokens, i);
  // A participle after an auxiliary belongs to it; a bare one ("the pipe, installed in 1958")
  // is finite only when a subject comes right before it ("the pipe failed").
  if (/(?:ed|en|wn|ne)$/.test(t.lower) && t.lower !== t.lemma) {
    if (hasAux(tokens, i)) return true;
    if (before !== undefined && /^(?:NOUN|PROPN|PRON)$/.test(before.pos)) return true;
    // "A fire heavily damaged a house": an adverb between the subject and its verb.
    let j = i - 1;
    while (
      j > 0 &&
      tokens[j].pos === 'ADV' &&
      /ly$|^(?:also|never|still|then|later|just|again|already|soon|once)$/.test(tokens[j].lower)
    )
      j--;
    if (j < i - 1 && /^(?:NOUN|PROPN|PRON)$/.test(tokens[j].pos)) return true;
    // After a clause with no "that": "home projects [he never finished] pleaded not guilty".
    if (before?.pos === 'VERB') {
      let k = i - 2;
      while (k > 0 && tokens[k].pos === 'ADV') k--;
      if (
        /^(?:he|she|they|we|it|i|you)$/.test(tokens[k]?.lower ?? '') &&
        /^(?:NOUN|PROPN)$/.test(tokens[k - 1]?.pos ?? '')
      )
        return true;
    }
    // A gerund as the subject: "Flash flooding swamped the streets."
    if (before?.pos === 'VERB' && /ing$/.test(before.lower) && !hasAux(tokens, i - 1)) return true;
    // After an aside closed by a comma ("The pipe, which burst, failed"), with a subject earlier.
    return before?.text === ',' && tokens.slice(0, i - 1).some((u) => /^(?:NOUN|PROPN|PRON)$/.test(u.pos));
  }
  return true;
}

function hasAux(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    if (tokens[j].pos === 'AUX') return true;
    if (tokens[j].pos !== 'ADV' && tokens[j].pos !== 'PART') return false;
  }
  return false;
}

export function hasFiniteVerb(tokens: readonly Token[]): boolean {
  return tokens.some((_, i) => isFiniteVerb(tokens, i));
}

export type FragmentReason = 'no-verb' | 'dangling-end' | 'speech-verb-without-clause' | 'open-quotation';

/**
 * Why `sentence` is not a complete sentence, or undefined when it is. A line of crew text or a
 * label ("VOICE OVER:") is not a sentence and is not judged.
 */
export function fragmentReason(sentence: string): FragmentReason | undefined {
  const text = sentence.trim();
  if (!text || /^[[(].*[\])]$/.test(text) || /^[A-Z][A-Z ]+:$/.test(text)) return undefined;
  const straight = (text.match(/"/g) ?? []).length;
  const opens = (text.match(/“/g) ?? []).length;
  const closes = (text.match(/”/g) ?? []).length;
  if (straight % 2 === 1 || opens !== closes) return 'open-quotation';
  const tokens = tag(text);
  const words = tokens.filter(isWord);
  if (words.length === 0) return undefined;
  // A quotation carries its own grammar (a speaker's fragment, quoted, is still their words).
  const unquoted = withoutQuotations(tokens);
  const last = words[words.length - 1];
  if (danglingEnd(words) && !/["”]/.test(text.slice(last.end))) return 'dangling-end';
  // "... by 6 p.m. Tuesday, two.": a count after a comma whose noun was cut (panel T).
  const at = tokens.indexOf(last);
  if (tokens[at - 1]?.text === ',' && last.pos === 'NUM' && /^[a-z]+$/.test(last.lower)) return 'dangling-end';
  if (unquoted.length > 0 && !hasFiniteVerb(unquoted) && !/["“”]/.test(text) && !isImperative(words)) {
    if (!hiddenVerb(tokens, text)) return 'no-verb';
  }
  if (appositiveOnly(unquoted)) return 'no-verb';
  if (speechWithoutClause(tokens, text)) return 'speech-verb-without-clause';
  if (!/["“”]/.test(text) && verbOnlyInRelative(text)) return 'no-verb';
  return undefined;
}

/**
 * "A volunteer-run free clinic that has served uninsured patients in a church basement.": the only
 * verb is the relative clause's. "Fire Chief Dana Whitcomb says shortly after 3 a.m. Sunday.": the
 * claim after "says" has none. (The fragment test counts either verb as the sentence's.)
 */
function verbOnlyInRelative(sentence: string): boolean {
  // ("..., city officials said Tuesday that a $4.2 million upgrade.": a "that" claim anywhere.)
  const saidThat = /\b(?:says?|said)\s+(?:[A-Z][a-z]+day\s+)?that\s+(.+)$/.exec(sentence);
  const said = /^[^,]{1,60}?\b(?:says?|said)\s+(.+)$/.exec(sentence) ?? saidThat;
  const claim = said && said[1] !== sentence ? said[1] : sentence;
  const tokens = tag(claim);
  const compound = (i: number): boolean => inCompound(tokens, i);
  const finite = tokens
    .map((_, i) => i)
    .filter((i) => !compound(i) && (isFiniteVerb(tokens, i) || tokens[i].pos === 'AUX'));
  // ("He said so." says all it means to.)
  if (finite.length === 0) return said !== null && claim !== sentence && claim.split(/\s+/).length >= 3;
  // One run of verbs, right after "that", "who" or "which" that follows a noun.
  const first = finite[0];
  const oneRun = finite.every(
    (i, k) =>
      k === 0 ||
      i === finite[k - 1] + 1 ||
      (i === finite[k - 1] + 2 && tokens[i - 1].pos === 'ADV' && tokens[finite[k - 1]].pos === 'AUX'),
  );
  // (Nor any verb after it the finite test may have missed: "Crews that worked overnight restored power.")
  const after = tokens
    .slice((finite.at(-1) ?? 0) + 1)
    .some((t, k) => t.pos === 'VERB' && !compound(k + 1 + (finite.at(-1) ?? 0)));
  return (
    oneRun &&
    !after &&
    /^(?:that|who|which)$/.test(tokens[first - 1]?.lower ?? '') &&
    /^(?:NOUN|PROPN)$/.test(tokens[first - 2]?.pos ?? '')
  );
}

/**
 * "Inkwell and Ivy Books, the independent bookstore that has sold new and used titles.": a name
 * and what it is, whose only verb is the appositive's relative clause. The news verb was cut.
 */
function appositiveOnly(tokens: readonly Token[]): boolean {
  const comma = tokens.findIndex((t) => t.text === ',');
  if (comma < 1 || !/^(?:the|a|an)$/.test(tokens[comma + 1]?.lower ?? '')) return false;
  // ("The owners say Inkwell and Ivy Books, the ...": the attribution's verb is not the news's.)
  const says = tokens.findIndex((t, i) => i < 5 && i < comma && SPEECH_VERBS.has(t.lemma));
  if (tokens.slice(says + 1, comma).some((_, i) => isFiniteVerb(tokens, says + 1 + i))) return false;
  const relative = tokens.findIndex((t, i) => i > comma && /^(?:who|that|which)$/.test(t.lower));
  const close = tokens.findIndex((t, i) => i > comma + 1 && t.text === ',');
  const finites = tokens.flatMap((_, i) => (i > says && isFiniteVerb(tokens, i) ? [i] : []));
  if (finites.length === 0 || (close > 0 && finites.some((i) => i > close))) return false;
  return relative > 0 && finites.every((i) => i > relative);
}

/** Time nouns a closing "before" or "after" can follow: "the year before", "the day after". */
const TIME_NOUNS = /^(?:year|day|week|month|night|morning|evening|afternoon|season|game|time|weekend)s?$/;

/**
 * Whether the last word promises words that were cut. Not when it is a name ("in May", capital
 * mid-sentence), a vote tally ("8,692 for") or "the year before".
 */
function danglingEnd(words: readonly Token[]): boolean {
  const last = words[words.length - 1];
  if (!DANGLING.has(last.lower)) return false;
  const before = words[words.length - 2];
  if (words.length > 1 && /^[A-Z]/.test(last.text)) return false;
  if (/^(?:for|against)$/.test(last.lower) && (before?.pos === 'NUM' || /\d/.test(before?.text ?? ''))) return false;
  if (/^(?:before|after)$/.test(last.lower) && (last.pos === 'ADV' || TIME_NOUNS.test(before?.lower ?? ''))) {
    return false;
  }
  // A preposition stranded by a relative clause is English: "metals that scrap buyers pay well for".
  const relative = words.slice(0, -2).some((w) => /^(?:that|which|who|whom|what|where)$/.test(w.lower));
  if (last.pos === 'ADP' && relative && (before?.pos === 'VERB' || before?.pos === 'ADV')) return false;
  return true;
}

/** Verbs that open an instruction to the audience: "Use Highway 12 instead." */
const IMPERATIVES = new Set(
  (
    'use avoid call expect stay take check watch visit keep plan allow boil contact get head join look ' +
    'make send turn let follow listen remember sign drive give try bring leave share click download ' +
    'register vote shelter move evacuate be do go find see tune consider'
  ).split(' '),
);

function isImperative(words: readonly Token[]): boolean {
  return words.length > 1 && IMPERATIVES.has(words[0].lower) && words[1].lower !== 'to';
}

/** Subjects that take a verb's plain form: plurals and "police", "they". */
const PLURAL_SUBJECT = /^(?!(?:this|his|its|us|is|was|has)$)(?:\w+s|police|people|children|staff|they|we|you|i)$/;

/** The word that ends the subject before token `i`, looking past an aside set off by commas. */
function subjectBefore(tokens: readonly Token[], i: number): Token | undefined {
  let j = i - 1;
  if (tokens[j]?.text === ',') {
    j--;
    while (j >= 0 && tokens[j].text !== ',') j--;
    j--;
  }
  return j >= 0 ? tokens[j] : undefined;
}

/**
 * The model tags some verbs after their subject as nouns or adjectives ("Health workers credit
 * wider access", "The Wildcats, now 10-2, travel to Westfield"). Such a word is a verb when, with
 * "They" (or "It") as its subject, the model reads it as one.
 */
function hiddenVerb(tokens: readonly Token[], text: string): boolean {
  let probes = 0;
  for (let i = 1; i < tokens.length && probes < 3; i++) {
    const t = tokens[i];
    if ((t.pos !== 'NOUN' && t.pos !== 'ADJ') || !/^[a-z]+$/.test(t.text)) continue;
    const subject = subjectBefore(tokens, i);
    if (!subject || !/^(?:NOUN|PROPN|PRON)$/.test(subject.pos)) continue;
    // "workers credit" (plain form after a plural) or "Delgado lives" (-s form after a singular).
    const plural = PLURAL_SUBJECT.test(subject.lower);
    if (plural ? t.lemma !== t.lower : !/[^s]s$/.test(t.lower)) continue;
    probes++;
    const probe = tag(`${plural ? 'They' : 'It'} ${text.slice(t.start)}`);
    if (probe[1]?.pos === 'VERB' && isFiniteVerb(probe, 1)) return true;
  }
  return false;
}

/** Tokens outside quotation marks. */
function withoutQuotations(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  let inside = false;
  for (const t of tokens) {
    if (/^["“”]$/.test(t.text)) {
      inside = t.text === '“' ? true : t.text === '”' ? false : !inside;
      continue;
    }
    if (!inside) out.push(t);
  }
  return out;
}

/**
 * "Director Andrea Feldman said the pipe." A speech verb followed only by a short noun phrase and
 * the end of the sentence lost the clause it introduced. "said Tuesday" and "said so" are whole.
 */
function speechWithoutClause(tokens: readonly Token[], text: string): boolean {
  if (/["“”]/.test(text)) return false;
  const words = tokens.filter(isWord);
  for (let i = 0; i < words.length; i++) {
    const t = words[i];
    if (t.pos !== 'VERB' || !CLAUSE_VERBS.has(t.lemma)) continue;
    const after = words.slice(i + 1);
    if (after.length === 0 || after.length > 4) continue;
    if (after.some((a) => a.pos === 'VERB' || a.pos === 'AUX')) continue;
    // "said Tuesday", "said in a statement", "told reporters", "said so": complete.
    if (
      /^(?:so|today|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(after[0].lower)
    ) {
      continue;
    }
    if (after[0].pos === 'ADP' || after[0].pos === 'ADV') continue;
    if (t.lemma === 'tell' && after.length <= 2 && after.every((a) => a.pos !== 'DET')) continue;
    // "..., said Mayor Ortiz." / "..., said the chief.": the speaker follows, not a cut clause.
    if (after.some((a) => a.pos === 'PROPN' || SPEAKER_NOUNS.test(a.lower))) continue;
    return after[0].pos === 'DET' || after[0].pos === 'NOUN' || after[0].pos === 'PRON';
  }
  return false;
}

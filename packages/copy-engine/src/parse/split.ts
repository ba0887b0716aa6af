/**
 * Long sentences split for the ear at the joints a writer would use. After the punctuation joints
 * of style/joints.ts (", and police say", "; ", ", which means"), a clause hanging off a noun
 * becomes its own sentence with the noun repeated: "... repairing a water main break that flooded
 * three blocks" -> "... repairing a water main break. The break flooded three blocks". Both halves
 * must be complete sentences, or the sentence stays as written.
 */
import { splitLongSentence } from '../style/joints';
import { countSpokenWords } from '../text/read-time';
import { SPEECH_VERBS, fragmentReason, isFiniteVerb, isWord } from './grammar';
import { tag } from './tagger';
import type { Token } from './tagger';

const MIN_HALF = 6;

export function splitForEar(sentence: string, maxWords = 20): string[] {
  const pieces = splitLongSentence(sentence, maxWords);
  // The punctuation joints do not parse; a piece that is not a sentence undoes that split.
  const joints = pieces.length > 1 && pieces.some((p) => fragmentReason(p)) ? [sentence.trim()] : pieces;
  return joints.flatMap((s) => splitAtRelative(s, maxWords));
}

/** People nouns that tell which pronoun picks them up after a split. */
const PRONOUNS: Record<string, string> = {
  man: 'He',
  boy: 'He',
  father: 'He',
  husband: 'He',
  woman: 'She',
  girl: 'She',
  mother: 'She',
  wife: 'She',
  men: 'They',
  women: 'They',
  people: 'They',
  teens: 'They',
  students: 'They',
  workers: 'They',
  residents: 'They',
};

/**
 * True when the noun at `i` sits in an appositive of the subject ("Hartline Components, the auto
 * parts maker that has been ..., told officials"): the main verb is still to come, so cutting
 * there leaves the subject without it.
 */
function inSubjectAppositive(tokens: Token[], i: number): boolean {
  const comma = tokens.findIndex((t) => t.text === ',');
  if (comma < 0 || comma > i) return false;
  // ("Officials say the bridge, a 72-year-old span that carries ..., will close": the source's verb is no main verb.)
  const verbBefore = tokens.slice(0, comma).some((t, k) => isFiniteVerb(tokens, k) && !SPEECH_VERBS.has(t.lemma));
  return !verbBefore && tokens[comma + 1]?.pos === 'DET';
}

function splitAtRelative(sentence: string, maxWords: number): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords || /["“”]/.test(text)) return [text];
  const tokens = tag(text);
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i];
    const head = tokens[i - 1];
    if (inSubjectAppositive(tokens, i - 1)) continue;
    if (t.lower === 'who' && head.pos === 'NOUN' && PRONOUNS[head.lower] && isFiniteVerb(tokens, i + 1)) {
      // "a man who robbed a pharmacy" -> "a man. He robbed a pharmacy": only when the noun says who.
      const first = `${text.slice(0, head.end).replace(/,$/, '')}.`;
      const second = `${PRONOUNS[head.lower]} ${text.slice(tokens[i + 1].start)}`;
      const words = (s: string): number => tag(s).filter(isWord).length;
      if (words(first) >= MIN_HALF && words(second) >= MIN_HALF && !fragmentReason(first) && !fragmentReason(second)) {
        return [first, ...splitAtRelative(second, maxWords)];
      }
      continue;
    }
    if (!/^(?:that|which)$/.test(t.lower) || head.pos !== 'NOUN') continue;
    // "with 1:52 left that broke a tie": a time word the tagger calls a noun never acts.
    // "with 1:52 left that broke a tie", "gusts up to 45 mph that could cut visibility": a clock word
    // or a unit the tagger calls a noun never acts.
    if (/^(?:left|remaining|ago|later|earlier|to go)$/.test(head.lower) || UNITS.test(head.lower)) continue;
    // "that's been": the verb is contracted onto the pronoun and cannot open a sentence.
    if (!isFiniteVerb(tokens, i + 1) || /^['’]/.test(tokens[i + 1].text)) continue;
    const before = tokens.slice(0, i).filter(isWord).length;
    const after = tokens.slice(i + 1).filter(isWord).length;
    if (before < MIN_HALF || after < MIN_HALF) continue;
    const noun = antecedent(tokens, i - 1);
    if (!noun || !agrees(noun, tokens[i + 1])) continue;
    // ("voted to suspend a rate increase that took effect Nov. 1 [and to refund the difference ...]":
    // a second infinitive of the main clause ends the relative and stays with the news, panel AJ.)
    const infinitive = tokens.slice(0, i).some((u, k) => u.lower === 'to' && tokens[k + 1]?.pos === 'VERB');
    const and = infinitive
      ? tokens.findIndex(
          (u, k) => k > i + 1 && u.lower === 'and' && tokens[k + 1]?.lower === 'to' && tokens[k + 2]?.pos === 'VERB',
        )
      : -1;
    const first =
      and > 0
        ? `${text.slice(0, head.end)} ${text.slice(tokens[and].start)}`
        : `${text.slice(0, head.end).replace(/,$/, '')}.`;
    const second =
      and > 0
        ? `The ${noun.text} ${text.slice(tokens[i + 1].start, tokens[and - 1].end).replace(/,$/, '')}.`
        : `The ${noun.text} ${text.slice(tokens[i + 1].start)}`;
    if (fragmentReason(first) || fragmentReason(second)) continue;
    if (and > 0) return [first, second];
    return [first, ...splitAtRelative(second, maxWords)];
  }
  return [text];
}

const UNITS =
  /^(?:mph|percent|inches|inch|feet|foot|miles?|degrees?|tons?|pounds?|gallons?|acres?|cents?|dollars?|points?|votes?|yards?)$/;
const TIME_NOUNS = /^(?:year|years|season|month|months|week|weeks|day|days|decade|term|quarter|semester)$/;

/**
 * The noun a "that" clause hangs off, when it is certain: the noun right before "that", unless it
 * ends a phrase after another noun ("a budget for the coming fiscal year that raises"), where the
 * clause could belong to either.
 */
function antecedent(tokens: Token[], i: number): Token | undefined {
  // "a crash last year that killed ...": a time phrase never acts, and the noun before it is a guess.
  if (TIME_NOUNS.test(tokens[i].lower) && /^(?:last|this|next|past|that|each|every)$/.test(tokens[i - 1]?.lower ?? ''))
    return undefined;
  let j = i;
  const inPhrase = (k: number): boolean =>
    /^(?:DET|ADJ|NOUN|PROPN|NUM|PART)$/.test(tokens[k].pos) ||
    // "the coming fiscal year": a participle used as an adjective, after a determiner.
    (tokens[k].pos === 'VERB' && /(?:ing|ed)$/.test(tokens[k].lower) && tokens[k - 1]?.pos === 'DET');
  while (j > 0 && inPhrase(j - 1) && tokens[j - 1].text !== ',') j--;
  const before = tokens[j - 1];
  // (Any preposition: "a column of black smoke over the city that could be seen for miles" is the smoke's.)
  if (!before || before.pos !== 'ADP') return tokens[i];
  const outer = tokens[j - 2];
  if (!outer) return undefined;
  // "a drop in births that will leave mothers facing drives": the clause may belong to the drop,
  // the births or the whole story. Guessing wrong states a false cause, so a noun inside a phrase
  // after another noun is never repeated; the sentence stays whole.
  // A span of time does not act ("a budget for the coming fiscal year that raises"): the head does.
  if (outer.pos === 'NOUN' && TIME_NOUNS.test(tokens[i].lower)) return outer;
  return outer.pos === 'VERB' || outer.pos === 'AUX' ? tokens[i] : undefined;
}

/** "The births will leave" is fine; "The year raises" or "The homes has" is the wrong antecedent. */
function agrees(noun: Token, verb: Token): boolean {
  const plural = /[^su]s$/.test(noun.lower);
  if (/^(?:is|was|has)$/.test(verb.lower) || (verb.pos === 'VERB' && /[^s]s$/.test(verb.lower))) return !plural;
  if (/^(?:are|were|have)$/.test(verb.lower)) return plural;
  return true;
}

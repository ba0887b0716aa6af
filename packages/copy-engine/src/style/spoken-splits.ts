/**
 * Two splits a broadcast writer makes to turn one long written sentence into two spoken ones, for
 * the conversational tone. Both only move the source's words and add a pronoun or "is"/"was" for
 * the person already named, so no fact is added; both halves must parse as whole sentences.
 *
 * - An accusation hanging off a person becomes its own sentence: "a 19-year-old man accused of
 *   carjacking a driver led officers on a chase" -> "a 19-year-old man led officers on a chase. He's
 *   accused of carjacking a driver."
 * - A clause after "after" becomes its own sentence, in the order things happened: "Cleanup is
 *   under way along Miller Creek after more than five inches of rain fell" -> "Cleanup is under way
 *   along Miller Creek. More than five inches of rain fell". The second sentence then reads as what
 *   came before, which is what "after" said.
 */
import { fragmentReason, isFiniteVerb, tag } from '../parse';
import { isWord } from '../parse/grammar';
import { keepsCapital } from '../parse/attribution';
import type { Token } from '../parse';
import { countSpokenWords } from '../text/read-time';

const MIN_HALF = 5;

/** A person noun and how the next sentence picks it up. */
const PERSON: Record<string, { pronoun: string; be: 'is' | 'are' }> = {
  man: { pronoun: 'He', be: 'is' },
  boy: { pronoun: 'He', be: 'is' },
  woman: { pronoun: 'She', be: 'is' },
  girl: { pronoun: 'She', be: 'is' },
  men: { pronoun: 'They', be: 'are' },
  women: { pronoun: 'They', be: 'are' },
  teens: { pronoun: 'They', be: 'are' },
  people: { pronoun: 'They', be: 'are' },
};
const CONTRACTED: Record<string, string> = { 'He is': "He's", 'She is': "She's", 'They are': "They're" };

/** Participles that state where a case stands, now ("is accused") or done ("was convicted"). */
const STANDING = /^(?:accused|charged|suspected|wanted)$/;
const DONE = /^(?:convicted|sentenced)$/;

const words = (s: string): number => tag(s).filter(isWord).length;
const whole = (s: string): boolean => fragmentReason(s) === undefined && words(s) >= MIN_HALF;
const sentenceCase = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "a man accused of X led police on a chase" -> ["a man led police on a chase.", "He's accused of X."] */
export function splitAccusation(sentence: string, contract = true): string[] {
  const text = sentence.trim();
  if (/["“”]/.test(text)) return [text];
  const tokens = tag(text);
  for (let i = 1; i < tokens.length - 2; i++) {
    const [head, verb, prep] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    const person = PERSON[head.lower];
    if (!person || head.pos !== 'NOUN' || !(STANDING.test(verb.lower) || DONE.test(verb.lower))) continue;
    if (!/^(?:of|in|with|for)$/.test(prep.lower)) continue;
    const be = DONE.test(verb.lower) ? (person.be === 'is' ? 'was' : 'were') : person.be;
    const opener = `${person.pronoun} ${be}`;
    const lead = contract && CONTRACTED[opener] ? CONTRACTED[opener] : opener;
    const main = mainVerbAfter(tokens, i + 2);
    const end = /[.!?]$/.test(text) ? text.slice(-1) : '.';
    const first =
      main === undefined
        ? `${text.slice(0, head.end)}${end}`
        : `${text.slice(0, head.end)} ${text.slice(tokens[main].start)}`;
    const asideEnd = main === undefined ? text.replace(/[.!?]$/, '').length : tokens[main - 1].end;
    const aside = `${lead} ${text.slice(verb.start, asideEnd).replace(/,$/, '')}${end}`;
    return whole(first) && whole(aside) ? [first, aside] : [text];
  }
  return [text];
}

/** The sentence's own verb after an aside that starts at `from`, past a comma or not. */
function mainVerbAfter(tokens: Token[], from: number): number | undefined {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    // A clause inside the aside ("accused of stealing what he sold") has its own subject first.
    if (/^(?:who|that|which|because|when|while|if|where|as|before|after)$/.test(t.lower)) return undefined;
    // ("40 vehicles parked at church lots ... were arrested": a participle describing the noun before
    // it, with the sentence's own verb still to come, panel Z.)
    const describing =
      t.pos === 'VERB' &&
      /ed$/.test(t.lower) &&
      tokens[j + 1]?.pos === 'ADP' &&
      tokens.slice(j + 2).some((u) => u.pos === 'AUX' && /^(?:was|were|is|are|has|have|had|will)$/.test(u.lower));
    if (describing) continue;
    if ((t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.lower) && isFiniteVerb(tokens, j)) {
      return tokens[j - 1].pos === 'NOUN' || tokens[j - 1].pos === 'PROPN' || tokens[j - 1].text === ','
        ? j
        : undefined;
    }
  }
  return undefined;
}

/** Words that make a span of "after" ("eight months after"), never a joint. */
const TIME_SPANS = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|moments?|shortly|soon)$/;

/** The clause's own verb after its subject's relative clause, which opens at `verb`. */
function verbAfterRelative(tokens: readonly Token[], verb: number): boolean {
  for (let k = verb + 1; k <= verb + 8 && k < tokens.length; k++) {
    if (/^(?:and|or|when|while|because|if|as|until|before|after)$/.test(tokens[k].lower) || tokens[k].text === ',')
      return false;
    // (Inflected: "a traffic stop/VERB" is a noun the tagger read as a verb.)
    const inflected = tokens[k].pos === 'AUX' || tokens[k].lower !== tokens[k].lemma;
    // (The parser may call a past after a participle no finite verb: "been vaccinated tested".)
    const finite = isFiniteVerb(tokens, k) || (tokens[k].pos === 'VERB' && /ed$/.test(tokens[k].lower));
    if (inflected && finite && /^(?:NOUN|PROPN|VERB|ADV|ADJ)$/.test(tokens[k - 1].pos)) return true;
  }
  return false;
}

/** "X happened after Y did" -> ["X happened.", "Y did."], when Y is a whole clause. */
export function splitAtAfter(sentence: string, maxWords: number): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords || /["“”]/.test(text)) return [text];
  const tokens = tag(text);
  for (let i = 4; i < tokens.length - 3; i++) {
    const t = tokens[i];
    if (t.lower !== 'after' || tokens[i - 1].text === ',') continue;
    // "even after", "eight months after", "shortly after": the words before belong to "after".
    if (/^(?:ADV|NUM)$/.test(tokens[i - 1].pos) || TIME_SPANS.test(tokens[i - 1].lower)) continue;
    // A clause: its own subject and finite verb within a few words ("after a neighbor pounded").
    const verb = tokens.findIndex((u, k) => k > i + 1 && k <= i + 8 && isFiniteVerb(tokens, k));
    if (verb < 0 || !/^(?:DET|NOUN|PROPN|PRON|NUM|ADJ|ADV)$/.test(tokens[i + 1].pos)) continue;
    if (tokens.slice(i + 1, verb).some((u) => u.text === ',')) continue;
    // ("after a chase that began with a traffic stop ...": the verb is the relative clause's; what
    // follows "after" is a noun phrase, never a sentence.)
    // (A relative that describes the subject, its verb after it, is a clause: "after a traveler who
    // had not been vaccinated tested positive".)
    if (tokens.slice(i + 1, verb).some((u) => /^(?:that|which|who)$/.test(u.lower)) && !verbAfterRelative(tokens, verb))
      continue;
    const first = `${text.slice(0, tokens[i - 1].end)}.`;
    const second = sentenceCase(text.slice(tokens[i + 1].start));
    // "after he ran" -> "He ran": a pronoun subject keeps its referent from the first half.
    return whole(first) && whole(second) ? [first, second] : [text];
  }
  return [text];
}

/**
 * The conversational ear's second breath (panel AF read conversational and concise as one):
 * "... will add 140 jobs over the next two years as part of a $22 million expansion" -> "... over
 * the next two years." + "It's part of a 22-million-dollar expansion ..."; "... threw for 212 yards
 * and two touchdowns, including a 41-yard strike ..." -> "... two touchdowns." + "That included a
 * 41-yard strike ...". Only the writer's words and "It's"/"That included" are added.
 */
export function splitAtPartOf(sentence: string, maxWords: number): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords || /["“”]/.test(text)) return [text];
  // (What follows runs to the sentence's end: ", including five three-pointers, and was named MVP"
  // goes on with the main clause and stays whole.)
  const part = /^(.{30,}?)\s+as part of\s+([^,]{8,})$/.exec(text);
  const including = /^(.{30,}?),\s+including\s+([^,]{8,})$/.exec(text);
  const m = part ?? including;
  if (!m) return [text];
  const first = `${m[1].replace(/[,\s]+$/, '')}.`;
  // The first half's tense: "threw ..., including" -> "That included"; "needs ..." -> "That includes".
  const tokens = tag(m[1]);
  const verb = tokens.find((_, k) => isFiniteVerb(tokens, k));
  const past = !!verb && verb.pos === 'VERB' && verb.lower !== verb.lemma && !/s$/.test(verb.lower);
  const second = part
    ? `It's part of ${m[2]}`
    : `That ${past || /^(?:was|were|had)$/.test(verb?.lower ?? '') ? 'included' : 'includes'} ${m[2]}`;
  return whole(first) && whole(second) ? [first, second] : [text];
}

/** Things a long subject can be that the next sentence picks up as "It". */
const PROPOSALS = /^(?:plan|proposal|bill|measure|project|effort|program|request|push)$/;

/**
 * "A plan to build 96 apartments on the former Delmar Lanes bowling alley site drew more than 150
 * people to a ... hearing" -> "There's a plan to build 96 apartments on the former Delmar Lanes
 * bowling alley site." + "It drew more than 150 people to a ... hearing": the conversational ear
 * hears the thing first, then what it did (panel AI read conversational as concise).
 */
export function splitLongSubject(sentence: string, maxWords: number): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords || /["“”]/.test(text)) return [text];
  const tokens = tag(text);
  if (!/^(?:a|an)$/.test(tokens[0]?.lower ?? '') || !PROPOSALS.test(tokens[1]?.lower ?? '')) return [text];
  if (!/^(?:to|for)$/.test(tokens[2]?.lower ?? '')) return [text];
  const verb = tokens.findIndex(
    (t, i) => i > 3 && t.pos !== 'PART' && isFiniteVerb(tokens, i) && !/ing$/.test(t.lower),
  );
  if (verb < 0 || tokens.slice(0, verb).some((t) => t.text === ',' || /^(?:who|that|which)$/.test(t.lower)))
    return [text];
  if (tokens.slice(0, verb).filter(isWord).length < 7 || !/^(?:NOUN|PROPN)$/.test(tokens[verb - 1].pos)) return [text];
  // (What the thing did, never what was done to it: "It was approved by the school board" reads
  // as a plan that was there first.)
  if (tokens[verb].pos === 'AUX') return [text];
  const first = `There's ${text.charAt(0).toLowerCase()}${text.slice(1, tokens[verb - 1].end)}.`;
  const second = `It ${text.slice(tokens[verb].start)}`;
  return whole(first) && whole(second) ? [first, second] : [text];
}

/** A trailing "according to ..." with no comma or quotation inside it: the source of a claim. */
const ACCORDING_TO = /^([^"“”]+?),\s+according to ([^,"“”]+?)([.!?])$/;

/**
 * "Tafoya won with 52 percent of the vote, according to unofficial results." -> "According to
 * unofficial results, Tafoya won with 52 percent of the vote.": the listener hears whose word it is
 * before the claim, as with "police say".
 */
export function sourceFirst(sentence: string): string {
  const m = ACCORDING_TO.exec(sentence.trim());
  if (!m) return sentence;
  const [, claim, source, stop] = m;
  // The claim's first word keeps its capital only when it is a name ("City Council", not "All").
  // ("Third graders in the Pinecastle School District": read with its words, panel AD.)
  const [first, ...rest] = claim.split(' ');
  const name = tag(claim)[0]?.pos === 'PROPN' && (/^[A-Z]/.test(rest[0] ?? '') || keepsCapital(first, rest.join(' ')));
  const opener = name ? claim : claim.charAt(0).toLowerCase() + claim.slice(1);
  return `According to ${source}, ${opener}${stop}`;
}

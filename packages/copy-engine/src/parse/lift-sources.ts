/**
 * The sources of a wire lede, read so that its news can be lifted into short sentences and no claim
 * ever loses who makes it:
 *
 * - a closing source: ", according to Fire Chief Daniel Marsh, who said crews ... spent nearly five
 *   hours ..." -> the news "..., according to Fire Chief Daniel Marsh" and "Marsh says crews ...
 *   spent nearly five hours ...";
 * - a source that goes on speaking: ", county health officials said Tuesday, adding that both
 *   facilities have suspended visits" -> "..., county health officials said Tuesday" and "County
 *   health officials also say both facilities have suspended visits.";
 * - a source that opens the claim: "Police say a ... man who was arrested Sunday ... stole ...": the
 *   claim is lifted on its own and every sentence taken from it says "Police say" again.
 *
 * Only the source's own words are used; "also", "That's" and a verb's present form are added.
 */
import { isFiniteVerb, isSpeechVerb } from './grammar';
import { presentOf } from './verb-forms';
import { tag } from './tagger';
import type { Token } from './tagger';
import { asSentence, capitalise } from '../text/strings';
import { TITLES } from '../text/names-quotes';

export interface ClosingSource {
  /** The claim, its closing source out. */
  claim: string;
  /** ", the company told city officials Wednesday", "according to a criminal complaint filed Monday". */
  attribution?: string;
  /** What the source said or did besides ("Marsh says crews ... spent nearly five hours ..."). */
  satellites: string[];
}

/**
 * A verb of a clause of its own; not a participle after its noun ("figures released Wednesday",
 * "a criminal complaint filed Monday"), which names the source.
 */
const clauseVerb = (tokens: readonly Token[], i: number): boolean =>
  isFiniteVerb(tokens, i) && (tokens[i].pos === 'AUX' || !/ed$/.test(tokens[i].lower) || tokens[i - 1]?.pos === 'PRON');
/** "adding that ...", "warning that ...": a source that goes on speaking. */
const SPEAKING_ON: Record<string, string> = {
  adding: 'say',
  saying: 'say',
  warning: 'warn',
  noting: 'note',
  explaining: 'explain',
  cautioning: 'caution',
  stressing: 'stress',
  citing: 'cite',
  calling: 'call',
};
/** Going on with a noun phrase, not a clause: "citing falling orders and the cost of ...". */
const NAMING_ON = new Set(['citing', 'calling']);
/** The words of a source's noun phrase: "the state labor department", "Fire Chief Daniel Marsh". */
const NOUN_PHRASE = /^(?:DET|ADJ|NOUN|PROPN|PART|NUM)$/;

/**
 * A word of a source's name: "the Sutter Valley Association of Realtors", "fire officials in Marrow
 * Bend" (panel AI), never "officials in the area".
 */
const inName = (t: Token, k: number, words: readonly Token[]): boolean =>
  NOUN_PHRASE.test(t.pos) ||
  (k > 0 && (t.lower === 'of' || (/^(?:in|for)$/.test(t.lower) && words[k + 1]?.pos === 'PROPN')));

/** Whether a source's head is plural: "officials", "police", "residents" (never "Service", "Jones"). */
function pluralSource(head: Token): boolean {
  if (/^(?:police|people|staff|crews)$/.test(head.lower)) return true;
  return head.pos === 'NOUN' && head.lower !== head.lemma && /[^su]s$/.test(head.lower);
}

/** The source's words, split off at the end of a claim, with what it said besides as sentences. */
export function splitClosingSource(body: string): ClosingSource {
  const tokens = tag(body);
  return (
    speakingOn(body, tokens) ?? middleSource(body, tokens) ?? accordingTo(body, tokens) ?? closingSpeech(body, tokens)
  );
}

/**
 * "..., snapping tree limbs ..., Northvale Electric Cooperative said Tuesday, leaving more than
 * 14,000 customers without electricity ...": a source set between the news and the rest of its
 * participles. What the news left is the news's, not the source's words: the claim goes on without
 * the source, which closes it (panel AD).
 */
function middleSource(body: string, tokens: readonly Token[]): ClosingSource | undefined {
  for (let c = tokens.length - 4; c > 2; c--) {
    const next = tokens[c + 1];
    if (tokens[c].text !== ',' || !/ing$/.test(next.lower) || SPEAKING_ON[next.lower] || next.lower === 'according')
      continue;
    if (!/^(?:VERB|ADJ)$/.test(next.pos)) continue;
    const open = tokens
      .slice(0, c)
      .map((t) => t.text)
      .lastIndexOf(',');
    if (open < 1) return undefined;
    const source = tokens.slice(open + 1, c);
    const speech = source.findIndex(isSpeechVerb);
    if (speech < 1 || speech > 8 || !source.slice(0, speech).every(inName) || source.length > speech + 4)
      return undefined;
    // Only the day or the means after the verb: "said Tuesday", "said in a statement".
    if (source.slice(speech + 1).some((t) => /^(?:VERB|AUX)$/.test(t.pos) || t.lower === 'that')) return undefined;
    const head = tokens.slice(0, open);
    if (!head.some((_, i) => isFiniteVerb(head, i))) return undefined;
    return {
      claim: `${body.slice(0, tokens[open].start).trim()}${body.slice(tokens[c].start)}`,
      attribution: body.slice(source[0].start, source[source.length - 1].end),
      satellites: [],
    };
  }
  return undefined;
}

/** ", the company told city officials Wednesday" at the end of a claim. */
function closingSpeech(body: string, tokens: readonly Token[]): ClosingSource {
  for (let c = tokens.length - 2; c > 0; c--) {
    if (tokens[c].text !== ',') continue;
    const rest = tokens.slice(c + 1);
    if (rest.length > 9) break;
    const speech = rest.findIndex(isSpeechVerb);
    if (speech < 0 || rest.some((t, i) => i !== speech && isFiniteVerb(rest, i))) continue;
    if (!rest.slice(0, speech).every((t) => /^(?:DET|ADJ|NOUN|PROPN|PART)$/.test(t.pos))) continue;
    return {
      claim: body.slice(0, tokens[c].start).trim(),
      attribution: body.slice(rest[0].start).trim(),
      satellites: [],
    };
  }
  return { claim: body, satellites: [] };
}

/** Titles in lower case that name a person's job: "company president", "volunteer coordinator". */
const OTHER_TITLES =
  /^(?:director|spokes(?:man|woman|person)|owner|manager|coordinator|administrator|chair(?:man|woman)?|secretary|treasurer|clerk|engineer|inspector|supervisor|president|chief)$/;

const FUTURE_RESULT: Record<string, string> = {
  leaving: 'leave',
  forcing: 'force',
  putting: 'put',
  costing: 'cost',
  affecting: 'affect',
  eliminating: 'eliminate',
};

/**
 * "..., the National Weather Service said Monday, warning that bands of heavy snow ... could drop
 * visibility ..." -> the claim, "the National Weather Service said Monday", and "The National
 * Weather Service also warns bands of heavy snow ... could drop visibility ...".
 */
function speakingOn(body: string, tokens: readonly Token[]): ClosingSource | undefined {
  for (let c = tokens.length - 4; c > 2; c--) {
    if (tokens[c].text !== ',' || !SPEAKING_ON[tokens[c + 1].lower]) continue;
    const commas = tokens
      .slice(0, c)
      .map((t, i) => (t.text === ',' ? i : -1))
      .filter((i) => i > 0);
    let open = commas[commas.length - 1] ?? -1;
    if (open < 1) return undefined;
    // (", Tallgrass Valley Electric Cooperative, the area's largest utility, said in a statement,
    // warning ...": the source is named before its appositive; panel AC.)
    let name: Token[] | undefined;
    if (isSpeechVerb(tokens[open + 1]) && commas.length >= 3) {
      const [nameOpen, appositiveOpen] = commas.slice(-3);
      const appositive = tokens.slice(appositiveOpen + 1, open);
      name = tokens.slice(nameOpen + 1, appositiveOpen);
      const named = name.length > 0 && name.every(inName) && name.some((t) => t.pos === 'PROPN');
      if (!named || !/^(?:the|a|an)$/.test(appositive[0]?.lower ?? '') || !appositive.every(inName)) return undefined;
      open = nameOpen;
    }
    const source = tokens.slice(open + 1, c);
    const speech = source.findIndex(isSpeechVerb);
    // ("the company told state labor officials in a notice filed Monday": who heard it, and where.)
    if (
      speech < 1 ||
      (source.length > 14 && !name) ||
      !source.slice(0, speech).every((t, k, words) => inName(t, k, words) || !!name)
    )
      return undefined;
    const saidStart = tokens[c + 2]?.lower === 'that' ? c + 3 : c + 2;
    const said = tokens.slice(saidStart);
    const namesOnly = NAMING_ON.has(tokens[c + 1].lower);
    if (said.length < 4 || (!namesOnly && !said.some((_, i) => isFiniteVerb(said, i)))) return undefined;
    // A person the claim's attribution has just named in full goes by surname ("Pruitt also says").
    const named = name ?? source.slice(0, speech);
    // (A title marks the person: "company president Walter Pruitt", never "the National Weather Service".)
    const person =
      named.length >= 3 &&
      named.slice(-2).every((t) => t.pos === 'PROPN' && /^[A-Z][a-z]/.test(t.text)) &&
      named.slice(0, -2).some((t) => TITLES.has(capitalise(t.lower)) || OTHER_TITLES.test(t.lower));
    const who = person ? named[named.length - 1].text : body.slice(named[0].start, named[named.length - 1].end);
    // (The head is the noun before a name's "of" or "in": "fire officials in Marrow Bend also say".)
    const joint = named.findIndex((t, k) => k > 0 && /^(?:of|in|for)$/.test(t.lower));
    const head = named[(joint > 0 ? joint : named.length) - 1];
    const verb = presentOf(SPEAKING_ON[tokens[c + 1].lower], pluralSource(head));
    const claim = body.slice(0, tokens[open].start).trim();
    let words = body.slice(said[0].start);
    // "will close ..., adding that costs had made it impossible, leaving 190 workers looking for
    // jobs": the closing leaves them, and it is still to come ("That will leave"), never "That left".
    const result = / *, *(leaving|forcing|putting|costing|affecting|eliminating) (.+)$/.exec(words);
    const after = result && /\bwill\b/.test(claim) ? `That will ${FUTURE_RESULT[result[1]]} ${result[2]}` : undefined;
    if (after && result) words = words.slice(0, result.index);
    return {
      claim,
      attribution: body.slice(source[0].start, tokens[c].start).trim(),
      // (What a source cites is its reason, not more it said: "The company cites falling orders".)
      satellites: [
        asSentence(`${capitalise(who)}${namesOnly ? '' : ' also'} ${verb} ${words}`),
        ...(after ? [asSentence(after)] : []),
      ],
    };
  }
  return undefined;
}

/**
 * "..., according to figures released Wednesday by the state labor department, which credited
 * steady hiring ..." -> the claim, "according to figures released Wednesday by the state labor
 * department", and "The state labor department credited steady hiring ...". A person who said more
 * is named by surname: "Marsh says crews ...".
 */
function accordingTo(body: string, tokens: readonly Token[]): ClosingSource | undefined {
  const at = tokens.findIndex(
    (t, i) => i > 3 && tokens[i - 1].text === ',' && t.lower === 'according' && tokens[i + 1]?.lower === 'to',
  );
  if (at < 0) return undefined;
  const claim = body.slice(0, tokens[at - 1].start).trim();
  const rest = tokens.slice(at + 2);
  const comma = rest.findIndex((t) => t.text === ',');
  if (comma < 0) {
    // The source is the sentence's last words, with no clause of its own.
    if (rest.some((_, i) => i > 0 && clauseVerb(rest, i))) return undefined;
    return { claim, attribution: body.slice(tokens[at].start).trim(), satellites: [] };
  }
  const relative = rest[comma + 1];
  if (!relative || !/^(?:who|which)$/.test(relative.lower) || !isFiniteVerb(rest, comma + 2)) return undefined;
  const source = rest.slice(0, comma);
  // (The tagger may read the word after "according to" as a verb: "figures released ...".)
  if (source.some((_, i) => i > 0 && clauseVerb(source, i))) return undefined;
  // The relative clause's antecedent: the source's last noun phrase ("the state labor department").
  let first = source.length - 1;
  while (first > 0 && NOUN_PHRASE.test(source[first - 1].pos)) first--;
  const phrase = source.slice(first);
  if (!phrase.some((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) return undefined;
  const person = relative.lower === 'who' && phrase.every((t) => t.pos === 'PROPN');
  if (relative.lower === 'who' && !person) return undefined;
  const verb = rest[comma + 2];
  const said = person && isSpeechVerb(verb) && verb.lemma === 'say';
  // ("who said that crews ...": what was said starts after its "that"; "who said." says nothing.)
  const claimed = rest[comma + 3]?.lower === 'that' ? rest[comma + 4] : rest[comma + 3];
  if (said && !claimed) return undefined;
  const subject = person
    ? phrase[phrase.length - 1].text
    : capitalise(body.slice(phrase[0].start, phrase[phrase.length - 1].end));
  const predicate = said && claimed ? `says ${body.slice(claimed.start)}` : body.slice(verb.start);
  return {
    claim,
    attribution: body.slice(tokens[at].start, source[source.length - 1].end).trim(),
    satellites: [asSentence(`${subject} ${predicate}`)],
  };
}

export interface OpeningSource {
  /** "Police say ", as written. */
  source: string;
  /** "Police say", for each sentence lifted out of the claim. */
  says: string;
  /** The claim after it: "a 29-year-old Saxby Heights man who ... stole ...". */
  claim: string;
}

/**
 * "Police say a ... man ... stole ...": the source that opens a claim, so that the claim's asides
 * can be lifted out and each still carry it ("Police say the man was arrested Sunday ...").
 */
export function openingSource(text: string): OpeningSource | undefined {
  const tokens = tag(text);
  const v = tokens.findIndex(isSpeechVerb);
  if (v < 1 || v > 5 || !/^(?:say|says|said)$/.test(tokens[v].lower)) return undefined;
  if (!tokens.slice(0, v).every((t) => NOUN_PHRASE.test(t.pos))) return undefined;
  const next = tokens[v + 1]?.lower === 'that' ? v + 2 : v + 1;
  if (!tokens[next] || !/^(?:DET|NOUN|PROPN|NUM)$/.test(tokens[next].pos)) return undefined;
  const says = `${text.slice(0, tokens[v - 1].end)} ${presentOf('say', pluralSource(tokens[v - 1]))}`;
  return { source: text.slice(0, tokens[next].start), says, claim: text.slice(tokens[next].start) };
}

/** "The man was arrested ..." as its source tells it: "Police say the man was arrested ...". */
export function withSource(says: string, lifted: string): string {
  const inner = /^(?:The|He|She|They|It|That)\b/.test(lifted)
    ? lifted.charAt(0).toLowerCase() + lifted.slice(1)
    : lifted;
  return `${says} ${inner}`;
}

/**
 * Splitting a long sentence at its natural joints, for the ear: ", and", ", but", ", which", ";"
 * and a single " — ". A joint is used only when the words after it can stand as a sentence (they
 * open with a subject we recognise), never inside a quotation or crew text, and only when both
 * halves keep at least MIN_HALF spoken words.
 */
import { countSpokenWords } from '../text/read-time';
import { insideAny, protectedSpans } from './protect';
import { capitalise } from '../text/strings';

const MIN_HALF = 6;
/** Words that can open a clause as its subject: "..., and police say" -> "Police say". Not "that":
 * in "officials say ..., and that ..." it continues the reported speech. */
const SUBJECT = new RegExp(
  '^(?:(?:he|she|they|it|we|i|you|the|this|those|these|his|her|their|our|police|officials|officers|' +
    'investigators|detectives|deputies|crews|firefighters|parents|students|residents|neighbors|drivers|' +
    'voters|people|witnesses|doctors|teachers|prosecutors|lawyers|fans|players)\\b|[A-Z][a-z])',
);
const WHICH_VERB = /^(?:is|was|has|had|will|would|could|can|may|means|meant|[a-z]+(?:s|ed))\b/;

interface Joint {
  start: number;
  end: number;
  /** The second sentence's opening, rebuilt from the words after the joint. */
  rest: string;
}

function jointAt(sentence: string, m: RegExpExecArray): Joint | undefined {
  const start = m.index ?? 0;
  const end = start + m[0].length;
  const after = sentence.slice(end);
  const kind = m[0].trim().replace(/^,\s*/, '');
  if (kind === 'which') {
    // "..., which means ..." -> "That means ...": only before a plain verb, where "That" reads right.
    // Not when the which-clause closes with a comma and the sentence goes on: that is an aside.
    return WHICH_VERB.test(after) && !after.includes(',') ? { start, end, rest: `That ${after}` } : undefined;
  }
  if (kind === 'but') return SUBJECT.test(after) ? { start, end, rest: `But ${after}` } : undefined;
  if (kind === ';') return { start, end, rest: capitalise(after) };
  // ", and" and " — " join a second clause only when a subject follows; otherwise it is a list or an aside.
  if (kind === '—' && (sentence.match(/—/g) ?? []).length !== 1) return undefined;
  // "Devon Price, 27, and Kyle Amundsen, 31, were arrested": people listed with their ages are one subject.
  if (kind === 'and' && /\b[A-Z][a-z]+,\s*\d{1,3}$/.test(sentence.slice(0, start))) return undefined;
  return SUBJECT.test(after) ? { start, end, rest: capitalise(after) } : undefined;
}

/** The sentence as one or more sentences of at most about `maxWords` spoken words each. */
export function splitLongSentence(sentence: string, maxWords = 20): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords) return [text];
  const joints = Array.from(text.matchAll(/,\s+(?:and|but|which)\s+|;\s+|\s+—\s+/g), (m) =>
    jointAt(text, m as RegExpExecArray),
  );
  const best = middleJoint(text, joints, (_joint, head, total) => total - head);
  if (!best) return [text];
  return [...splitLongSentence(headSentence(text, best), maxWords), ...splitLongSentence(best.rest, maxWords)];
}

/**
 * Of the candidate joints outside quotations and crew text, the one nearest the middle of the
 * sentence that leaves both halves at least MIN_HALF spoken words (`restWords` counts the second).
 */
function middleJoint(
  text: string,
  joints: readonly (Joint | undefined)[],
  restWords: (joint: Joint, head: number, total: number) => number,
): Joint | undefined {
  const spans = protectedSpans(text);
  const total = countSpokenWords(text);
  let best: Joint | undefined;
  let bestScore = Infinity;
  for (const joint of joints) {
    if (!joint || insideAny(spans, joint.start, joint.end)) continue;
    const head = countSpokenWords(text.slice(0, joint.start));
    if (head < MIN_HALF || restWords(joint, head, total) < MIN_HALF) continue;
    const score = Math.abs(head - total / 2);
    if (score < bestScore) [best, bestScore] = [joint, score];
  }
  return best;
}

/** The words before the joint, as a sentence of their own. */
function headSentence(text: string, joint: Joint): string {
  const head = text.slice(0, joint.start).replace(/[,;]$/, '');
  return `${head}${/[.?!]$/.test(head) ? '' : '.'}`;
}

/**
 * Result participles a broadcast writer turns into their own sentence, with the past form the new
 * sentence takes: "..., stranding a dozen drivers" -> "That stranded a dozen drivers." Only verbs
 * that report a consequence of the event, so "That" reads as "what just happened".
 */
const RESULT_PAST: Record<string, string> = {
  stranding: 'stranded',
  forcing: 'forced',
  sending: 'sent',
  leaving: 'left',
  flooding: 'flooded',
  knocking: 'knocked',
  closing: 'closed',
  causing: 'caused',
  killing: 'killed',
  injuring: 'injured',
  sparking: 'sparked',
  prompting: 'prompted',
  blocking: 'blocked',
  damaging: 'damaged',
  destroying: 'destroyed',
  trapping: 'trapped',
  snarling: 'snarled',
  ending: 'ended',
  triggering: 'triggered',
  displacing: 'displaced',
  delaying: 'delayed',
  halting: 'halted',
  marking: 'marked',
  cutting: 'cut',
  shutting: 'shut',
  toppling: 'toppled',
  wiping: 'wiped',
};
const RESULT = Object.keys(RESULT_PAST).join('|');
/** A sentence-final appositive about the whole clause: ", the second closing this year". */
/** An appositive's ranking word, after which its noun says how many: "the first [meters]". */
const RANKED = /(?:first|second|third|fourth|fifth|largest|biggest|highest|lowest|worst|best|latest|fewest)$/i;
const CLAUSE_APPOSITIVE =
  /^(?:a|an|the)\s+(?:[\w'-]+\s+){0,3}?(?:margin|increase|decrease|drop|decline|rise|jump|cut|hike|gain|loss|record|first|second|third|fourth|fifth|largest|biggest|highest|lowest|worst|best|latest|fewest|step|move|sign|result|change|setback|blow|win|victory|defeat)\b/i;
/** The speaker of an attribution that closes the head: "..., the hospital announced Wednesday". */
const HEAD_ATTRIBUTION =
  /,\s+((?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,4}?)\s+(said|announced|says|announces)(?:\s+(?:today|tonight|yesterday|[A-Z][a-z]+day))?$/;
const SPEECH_END = /\b(?:said|says|say|announced|told|added|reported)(?:\s+[\w'-]+){0,5}$/;
const DAYS = /^(?:today|tonight|yesterday|[A-Z][a-z]+day)$/;

/** "stranding X, forcing Y and sending Z" -> "stranded X, forced Y and sent Z". */
function toPast(participles: string): string {
  return participles.replace(
    new RegExp(`(^|,\\s+|,?\\s+and\\s+)(${RESULT})\\b`, 'g'),
    (_m: string, lead: string, verb: string) => lead + RESULT_PAST[verb],
  );
}

function earJointAt(text: string, m: RegExpExecArray): Joint | undefined {
  const start = m.index ?? 0;
  const end = start + m[0].length;
  const after = text.slice(end);
  const head = text.slice(0, start);
  const word = m[1].toLowerCase();
  if (word === 'before') return { start, end, rest: `Then ${after}` };
  if (word === 'because') return { start, end, rest: `That is because ${after}` };
  // ", down from 4.6 percent a year ago" -> "That is down from 4.6 percent a year ago."
  if (word === 'up' || word === 'down') return { start, end, rest: `That is ${word} ${after}` };
  if (word === 'citing') {
    const speaker = HEAD_ATTRIBUTION.exec(head);
    if (!speaker || DAYS.test(speaker[1])) return undefined;
    const verb = /^(?:says|announces)$/.test(speaker[2]) ? 'cites' : 'cited';
    return { start, end, rest: `${capitalise(speaker[1])} ${verb} ${after}` };
  }
  if (RESULT_PAST[word]) {
    // After a speech verb the participle belongs to the speaker ("police said, adding"), not the event.
    // In a chain ("stranding X, forcing Y and sending Z") only the first participle is a joint.
    if (new RegExp(`,\\s+(?:${RESULT})\\s[^,]*$`).test(head)) return undefined;
    // A list of options ("include a hiring freeze, delaying X and raising Y"): the participles are
    // items, not the event's result; any other -ing after "and"/"or" shows the same.
    if (/\binclud(?:e|es|ed|ing)\b/.test(head)) return undefined;
    // An event still to come ("will close the plant by June 30, ending 70 years") did not end anything.
    if (/\b(?:will|would|plans? to|(?:is|are) going to|is set to|are set to)\b/i.test(head)) return undefined;
    // Nor a decision about the future ("voted to raise rates by 18% starting July 1, forcing the
    // average household to pay more"): the vote forced nothing yet.
    if (/\b(?:starting|beginning|effective)\b/i.test(head)) return undefined;
    if (/\b(?:vote[sd]?|agree[sd]?|decide[sd]?|approve[sd]?|moved?)\b[^,]*\bto\s+[a-z]+/i.test(head)) return undefined;
    const others = [...after.matchAll(/(?:,|\band|\bor)\s+(\w+ing)\b/g)].map((x) => x[1].toLowerCase());
    if (others.some((w) => !RESULT_PAST[w])) return undefined;
    if (SPEECH_END.test(head) || (word === 'leaving' && /\bbehind\b|^leaving\s+(?:his|her|their)\b/.test(after))) {
      return undefined;
    }
    return { start, end, rest: `That ${toPast(`${word} ${after}`)}` };
  }
  // A closing appositive: the rest of the sentence, with no comma of its own.
  // ("the first meters in the town's history": a plural noun takes "Those are", never "That is".)
  const appositive = CLAUSE_APPOSITIVE.exec(after);
  if (appositive && !/[,;]/.test(after)) {
    const noun = after.slice(appositive[0].length).trim().split(/\s+/)[0] ?? '';
    const plural = RANKED.test(appositive[0]) && /^[a-z]+[^s']s$/.test(noun);
    return { start, end, rest: `${plural ? 'Those are' : 'That is'} ${after}` };
  }
  return undefined;
}

/**
 * Splits a long sentence at the joints a broadcast writer rewrites rather than cuts: a result
 * participle (", stranding a dozen drivers" -> "That stranded a dozen drivers."), a closing
 * appositive about the whole clause (", the second closing this year" -> "That is the second
 * closing this year."), ", citing" after an attribution ("The hospital cited ...") and "before he"
 * ("Then he ..."). Each half keeps at least MIN_HALF words; quotations and crew text are never
 * split. The caller checks that both halves parse as sentences.
 */
export function splitAtEarJoints(sentence: string, maxWords = 20): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords) return [text];
  const pattern = new RegExp(
    `,\\s+(${RESULT}|citing)\\s+|\\s+(before)\\s+(?=(?:he|she|they|we)\\s)|\\s+(because)\\s+(?=(?:he|she|they|we|it|the|a|an|[A-Z][a-z]+)\\s)|,\\s+(?=(a|an|the)\\s)|,\\s+(up|down)\\s+(?=from\\s)`,
    'gi',
  );
  const joints = Array.from(text.matchAll(pattern), (m) => {
    const match = m as RegExpExecArray;
    match[1] ??= match[2] ?? match[3] ?? match[4] ?? match[5];
    return earJointAt(text, match);
  });
  // The rest gains its opening ("That is"), so a short one still reads as a sentence.
  const best = middleJoint(text, joints, (joint) => countSpokenWords(joint.rest));
  if (!best) return [text];
  return [...splitAtEarJoints(headSentence(text, best), maxWords), ...splitAtEarJoints(best.rest, maxWords)];
}

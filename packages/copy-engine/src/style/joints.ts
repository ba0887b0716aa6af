/**
 * Splitting a long sentence at its natural joints, for the ear: ", and", ", but", ", which", ";"
 * and a single " — ". A joint is used only when the words after it can stand as a sentence (they
 * open with a subject we recognise), never inside a quotation or crew text, and only when both
 * halves keep at least MIN_HALF spoken words.
 */
import { countSpokenWords } from '../text/read-time';
import { capitalise, insideAny, protectedSpans } from './protect';

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
  return SUBJECT.test(after) ? { start, end, rest: capitalise(after) } : undefined;
}

/** The sentence as one or more sentences of at most about `maxWords` spoken words each. */
export function splitLongSentence(sentence: string, maxWords = 20): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords) return [text];
  const spans = protectedSpans(text);
  const total = countSpokenWords(text);
  let best: Joint | undefined;
  let bestScore = Infinity;
  for (const m of text.matchAll(/,\s+(?:and|but|which)\s+|;\s+|\s+—\s+/g)) {
    const joint = jointAt(text, m as RegExpExecArray);
    if (!joint || insideAny(spans, joint.start, joint.end)) continue;
    const head = countSpokenWords(text.slice(0, joint.start));
    if (head < MIN_HALF || total - head < MIN_HALF) continue;
    const score = Math.abs(head - total / 2);
    if (score < bestScore) [best, bestScore] = [joint, score];
  }
  if (!best) return [text];
  const head = text.slice(0, best.start).replace(/[,;]$/, '');
  const first = `${head}${/[.?!]$/.test(head) ? '' : '.'}`;
  return [...splitLongSentence(first, maxWords), ...splitLongSentence(best.rest, maxWords)];
}

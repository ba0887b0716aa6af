/**
 * Broadcast form: the layout an anchor reads from the prompter.
 *
 * - One sentence a line; a quotation of several sentences stays whole on one line. Sentences over
 *   `maxWords` spoken words are split at natural joints (see joints.ts), never inside a quotation.
 *   "at 9 p.m. Tuesday." stays one sentence (the splitter reads "p.m." before a capital as an end).
 * - Crew text that stands on its own ([SOT: ...], (PRONOUNCER ...)) stays untouched on its own line.
 * - Marks (on by default, `marks: false` turns them off), applied conservatively:
 *   - ` // ` is a breath pause, placed after at most one comma in a sentence of more than
 *     `pauseWords` spoken words, at the comma nearest the middle with at least five words either side, only
 *     before a new clause or phrase (conjunction, preposition, article, participle), never in a list.
 *   - `*word*` is emphasis: only in the lead sentence, only once, on its first figure (not a year,
 *     date, time or phone number) or, failing that, its first name. Never inside a quotation.
 */
import { findNumbers } from '../numbers/number-values';
import { findNames } from '../text/names-quotes';
import { countSpokenWords } from '../text/read-time';
import { splitSentences } from '../text/sentences';
import { splitLongSentence } from './joints';
import { insideAny, protectedSpans } from './protect';

export interface BroadcastFormOptions {
  /** Split sentences longer than this many spoken words. Default 20. */
  maxWords?: number;
  /** Mark a breath pause in sentences longer than this many spoken words. Default 12. */
  pauseWords?: number;
  /** Pause and emphasis marks. Default true. */
  marks?: boolean;
}

export const PAUSE_MARK = ' // ';
const MIN_PAUSE_SIDE = 5;
/** A pause goes before a new clause or phrase, not between the items of a list ("food, clothing"). */
const PAUSE_OPENER =
  /^(?:and|but|or|so|while|because|as|after|before|when|where|which|who|with|from|up|down|nearly|about|most|a|an|the|(?!(?:clothing|housing|bedding|building|evening|morning|nothing|something|everything)\b)[a-z]{3,}(?:ing|ed))\b/;
const LIST_ITEM_WORDS = 4;

const isCrewLine = (s: string): boolean => /^[[(][^\])]*[\])]$/.test(s.trim());

/** A comma with a short stretch on either side, among two or more commas, separates list items. */
function inList(sentence: string, at: number): boolean {
  const parts = sentence.split(',');
  if (parts.length < 3) return false;
  const before = sentence.slice(0, at).split(',').pop() ?? '';
  const after = sentence.slice(at + 1).split(',')[0];
  return [before, after].some((p) => countSpokenWords(p) <= LIST_ITEM_WORDS);
}

/** Puts ` // ` after the comma nearest the middle of a long sentence. */
export function markPause(sentence: string, pauseWords = 12): string {
  const total = countSpokenWords(sentence);
  if (total <= pauseWords) return sentence;
  const spans = protectedSpans(sentence);
  let best = -1;
  let bestScore = Infinity;
  for (const m of sentence.matchAll(/,\s+/g)) {
    const at = m.index ?? 0;
    if (insideAny(spans, at) || !PAUSE_OPENER.test(sentence.slice(at + m[0].length))) continue;
    if (inList(sentence, at)) continue;
    const head = countSpokenWords(sentence.slice(0, at));
    if (head < MIN_PAUSE_SIDE || total - head < MIN_PAUSE_SIDE) continue;
    const score = Math.abs(head - total / 2);
    if (score < bestScore) [best, bestScore] = [at, score];
  }
  if (best < 0) return sentence;
  return `${sentence.slice(0, best + 1)}${PAUSE_MARK}${sentence.slice(best + 1).trimStart()}`;
}

/** Wraps the sentence's key figure, or else its first name, in `*...*`. */
export function markEmphasis(sentence: string): string {
  const spans = protectedSpans(sentence);
  const figure = findNumbers(sentence).find(
    (n) => (n.kind === 'number' || n.kind === 'ordinal') && !insideAny(spans, n.start, n.end),
  );
  const name = findNames(sentence).find((n) => !insideAny(spans, n.start, n.end));
  const key = figure ?? name;
  if (!key) return sentence;
  return `${sentence.slice(0, key.start)}*${sentence.slice(key.start, key.end)}*${sentence.slice(key.end)}`;
}

/** Odd count of straight quotes, or an opening curly quote left unclosed. */
export const opensQuote = (s: string): boolean =>
  (s.match(/"/g) ?? []).length % 2 === 1 || (s.match(/“/g) ?? []).length > (s.match(/”/g) ?? []).length;

/** A "sentence" that is only the day after a time ("after 9 p.m. Tuesday."): it belongs to the time. */
export const AFTER_TIME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?: (?:morning|afternoon|evening|night))?[.!?]$/;

/** Sentences, with the pieces of a quotation of several sentences joined back: a quote is never split. */
export function readableSentences(text: string): string[] {
  const out: string[] = [];
  let open = '';
  for (const { text: sentence } of splitSentences(text)) {
    // "after 9 p.m. Tuesday.": the day belongs to the time, not to a sentence of its own.
    if (/\b[ap]\.m\.$/.test(out[out.length - 1] ?? '') && AFTER_TIME.test(sentence)) {
      out[out.length - 1] += ` ${sentence}`;
      continue;
    }
    const joined = open ? `${open} ${sentence}` : sentence;
    if (opensQuote(joined) && !isCrewLine(sentence)) {
      open = joined;
    } else {
      out.push(joined);
      open = '';
    }
  }
  if (open) out.push(open);
  return out;
}

export function toBroadcastForm(text: string, options: BroadcastFormOptions = {}): string {
  const { maxWords = 20, pauseWords = 12, marks = true } = options;
  const lines: string[] = [];
  let leadDone = false;
  for (const sentence of readableSentences(text)) {
    if (isCrewLine(sentence)) {
      lines.push(sentence.trim());
      continue;
    }
    for (const piece of splitLongSentence(sentence.replace(/\s+/g, ' '), maxWords)) {
      let line = piece;
      if (marks) {
        line = markPause(line, pauseWords);
        if (!leadDone) line = markEmphasis(line);
      }
      leadDone = true;
      lines.push(line);
    }
  }
  return lines.join('\n');
}

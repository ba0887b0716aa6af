/**
 * The source as the VOSOT writer sees it: spoken sentences with their offsets into the script (so a
 * quotation found in the script can be matched to the sentences it touches), each in broadcast
 * number style. Crew text is blanked, not removed, so offsets still point into the original.
 */
import { toBroadcastNumbers } from '../../numbers';
import { countSpokenWords } from '../../text/read-time';
import { splitSentences } from '../../text/sentences';
import type { Quotation } from '../../text/names-quotes';
import { AFTER_TIME, opensQuote } from '../../style/broadcast-form';

export interface SourceSentence {
  /** Position among the spoken sentences (0 = the lead). */
  index: number;
  start: number;
  end: number;
  /** The sentence as written, whitespace collapsed, crew text out. */
  written: string;
  /** The same in broadcast number style: what the anchor would read. */
  broadcast: string;
  /** Indexes (into the script's quotations) of the quotations this sentence holds or touches. */
  quotes: number[];
  /** The sentence has quotation marks of any kind (a scare quote included). */
  quoted: boolean;
}

/** Blanks crew text with spaces of the same length, so offsets still point into the original. */
export const blankCrewText = (text: string): string =>
  text.replace(/\[[^\]]*\]|\([^)]*\)/g, (m) => ' '.repeat(m.length));

/**
 * The script's spoken sentences in order. "after 9 p.m. Tuesday." stays one sentence, and the
 * sentences of a quotation that runs over several are joined, so a quotation is never split.
 */
export function sourceSentences(script: string, quotes: readonly Quotation[]): SourceSentence[] {
  const readable = blankCrewText(script);
  const merged: Array<{ start: number; end: number }> = [];
  let open: { start: number; end: number } | undefined;
  for (const s of splitSentences(readable)) {
    if (countSpokenWords(s.text) === 0) continue;
    const previous = merged[merged.length - 1];
    const text = s.text.replace(/\s+/g, ' ').trim();
    if (!open && previous && /\b[ap]\.m\.$/.test(readable.slice(previous.start, previous.end).trim())) {
      if (AFTER_TIME.test(text)) {
        previous.end = s.end;
        continue;
      }
    }
    const span = open ? { start: open.start, end: s.end } : { start: s.start, end: s.end };
    if (opensQuote(readable.slice(span.start, span.end))) {
      open = span;
      continue;
    }
    open = undefined;
    merged.push(span);
  }
  if (open) merged.push(open);
  return merged.map((span, index) => {
    const written = readable.slice(span.start, span.end).replace(/\s+/g, ' ').trim();
    const touched = quotes.flatMap((q, i) => (q.start < span.end && q.end > span.start ? [i] : []));
    return {
      index,
      ...span,
      written,
      broadcast: toBroadcastNumbers(written),
      quotes: touched,
      quoted: /["“”]/.test(written),
    };
  });
}

/** Each sentence's words, once: every bite tried is checked against every sentence. */
const wordLists = new Map<string, readonly string[]>();
const words = (text: string): readonly string[] => {
  let list = wordLists.get(text);
  if (!list) {
    if (wordLists.size > 5000) wordLists.clear();
    list = text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .split(/[^\w']+/)
      .filter(Boolean);
    wordLists.set(text, list);
  }
  return list;
};

/** Quoted stretches inside a sentence (scare quotes and partial quotes included). */
const quotedStretches = (text: string): string[] => [...text.matchAll(/["“]([^"“”]+)["”]/g)].map((m) => m[1]);

/**
 * True when `sentence` repeats any part of the bite: a quoted stretch of it that appears in the
 * bite, or a run of five words in a row that the bite says too. The anchor must not read what the
 * tape is about to say, not even a piece of it.
 */
/** The bite's words, spaced for a search: one bite is checked against every sentence of a script. */
let lastBite: { bite: string; said: string } | undefined;

export function repeatsBite(sentence: string, bite: string): boolean {
  if (lastBite?.bite !== bite) lastBite = { bite, said: ` ${words(bite).join(' ')} ` };
  const said = lastBite.said;
  for (const stretch of quotedStretches(sentence)) {
    const w = words(stretch);
    if (w.length > 0 && said.includes(` ${w.join(' ')} `)) return true;
  }
  const w = words(sentence);
  for (let i = 0; i + 5 <= w.length; i++) {
    if (said.includes(` ${w.slice(i, i + 5).join(' ')} `)) return true;
  }
  return false;
}

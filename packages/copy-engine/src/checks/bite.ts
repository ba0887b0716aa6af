/**
 * The check of a VOSOT's sound on tape: the speaker must be someone the source names, and the
 * quote one of the source's quotations, whole and said by that speaker. A bite put in the wrong
 * mouth or cut mid-thought airs as the source's words when it is not.
 */
import { findNames, TITLES } from '../text/names-quotes';
import { matchQuotation, normaliseForMatch, sourceQuotations } from './facts';
import type { FactIssue } from './facts';

export interface Bite {
  speaker: string;
  quote: string;
}

const TITLE_WORDS = new Set([...TITLES].map((t) => t.replace(/\.$/, '')));
const CONNECTORS = new Set(['de', 'la', 'del', 'van', 'von', 'da']);

/**
 * The words of the person's name in a super: the capitalised run at its end, so a role before it
 * ("Fire Chief", "Junior guard", "parent") and one after a comma (", fire chief") go.
 */
function nameWords(speaker: string): string[] {
  const words = speaker.split(',')[0].trim().split(/\s+/).filter(Boolean);
  let first = words.length;
  while (first > 0) {
    const word = words[first - 1].replace(/[.,]+$/, '');
    const inName = (/^[A-Z]/.test(word) && !TITLE_WORDS.has(word)) || (CONNECTORS.has(word) && first < words.length);
    if (!inName) break;
    first -= 1;
  }
  return normaliseForMatch(words.slice(first).join(' ')).split(' ').filter(Boolean);
}

/**
 * Whether the source names the person: the super as the source writes it ("Lt. Col. Marcus
 * Heller", "quarterback Jaylen Brooks"), or every word of the name in one source name ("Ortiz" for
 * "Mayor Jane Ortiz").
 */
function named(speaker: string, source: string): boolean {
  const words = nameWords(speaker);
  if (!words.length) return false;
  const phrase = normaliseForMatch(speaker.split(',')[0]);
  if (` ${normaliseForMatch(source)} `.includes(` ${phrase} `)) return true;
  return findNames(source).some((n) => {
    const name = normaliseForMatch(n.text).split(' ');
    return words.every((w) => name.includes(w));
  });
}

/** The same person: one's name words all in the other's ("Ortiz" and "Mayor Jane Ortiz"). */
function samePerson(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  return x.length > 0 && y.length > 0 && (x.every((w) => y.includes(w)) || y.every((w) => x.includes(w)));
}

/** Speaker and quote of a bite against the source; offsets are within the speaker or quote string. */
export function checkBite(bite: Bite, source: string): FactIssue[] {
  const issues: FactIssue[] = [];
  const speaker = bite.speaker.trim();
  const speakerAt = bite.speaker.indexOf(speaker);
  const speakerIssue = (detail?: string): FactIssue => ({
    kind: 'speaker',
    text: speaker,
    start: speakerAt,
    end: speakerAt + speaker.length,
    ...(detail ? { detail } : {}),
  });
  const isNamed = named(speaker, source);
  if (!isNamed) issues.push(speakerIssue());
  const match = matchQuotation(bite.quote, sourceQuotations(source));
  const quote = bite.quote.trim();
  const quoteAt = bite.quote.indexOf(quote);
  if (!match?.whole) {
    const detail = match ? 'partial' : 'not-in-source';
    issues.push({ kind: 'quotation', text: quote, start: quoteAt, end: quoteAt + quote.length, detail });
  }
  const said = match?.quotation.speaker;
  if (said && isNamed && !samePerson(speaker, said)) issues.push(speakerIssue('not-their-words'));
  return issues;
}

/**
 * The whole source quotation that holds `fragment` (normalised), with its speaker when the source
 * states one: what a repair puts back when a model cut a quotation short. Undefined when none does.
 */
export function sourceQuotation(fragment: string, source: string): { text: string; speaker?: string } | undefined {
  const match = matchQuotation(fragment, sourceQuotations(source));
  if (!match) return undefined;
  const { text, speaker } = match.quotation;
  return speaker ? { text, speaker } : { text };
}

/**
 * The fact check: every number, name and quotation in an output must be found in the source, in
 * any of its written forms. Anything new is flagged with where it is, because an invented figure
 * or name on air is the worst mistake a copy desk can make.
 *
 * The source is also compared in its broadcast form (toBroadcastNumbers), because that rewrite
 * legitimately changes how facts are written ("Sgt." -> "Sergeant", "Ga." -> "Georgia") without
 * changing the facts.
 */
import { findNumbers, toBroadcastNumbers } from '../numbers';
import type { FoundNumber } from '../numbers';
import { findNames, findQuotations } from '../text/names-quotes';

export type FactKind = 'number' | 'name' | 'quotation';

export interface FactIssue {
  kind: FactKind;
  text: string;
  start: number;
  end: number;
}

/** Lower case, curly quotes straightened, punctuation dropped, whitespace collapsed. */
export function normaliseForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\w\s']|_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Two numbers are the same fact when value and unit agree ("$6,000,000" = "six-million dollars"). */
const numberKey = (n: FoundNumber): string => `${n.value}|${n.unit ?? ''}`;

function sourceForms(source: string): string[] {
  const broadcast = toBroadcastNumbers(source);
  return broadcast === source ? [source] : [source, broadcast];
}

/** A source read once: the facts of its every written form, for checking many outputs against it. */
export interface SourceFacts {
  /** Numbers, names and quotations in `output` that the source does not contain, in order of position. */
  issues(output: string): FactIssue[];
  /** Whether `output` holds nothing the source does not (no issues). */
  clean(output: string): boolean;
}

/**
 * The fact check with the source read once. A writer that checks a dozen candidate lines against
 * one script would otherwise re-read the script's numbers and names on every line, which alone can
 * cost more than a writer's time budget on a long script. Same rules as checkFacts.
 */
export function factChecker(source: string): SourceFacts {
  const forms = sourceForms(source);
  const numbers = new Set(forms.flatMap((f) => findNumbers(f).map(numberKey)));
  const haystacks = forms.map(normaliseForMatch);
  const padded = haystacks.map((h) => ` ${h} `);
  const sourceNames = forms.flatMap((f) => findNames(f).map((n) => normaliseForMatch(n.text).split(' ')));
  const inventedName = (text: string): boolean => {
    const words = normaliseForMatch(text);
    if (padded.some((h) => h.includes(` ${words} `))) return false;
    // "Ortiz" for "Mayor Jane Ortiz": every word of the output name is part of one source name.
    const parts = words.split(' ');
    return !sourceNames.some((src) => parts.every((p) => src.includes(p)));
  };
  const issues = (output: string): FactIssue[] =>
    [
      ...findNumbers(output)
        .filter((n) => !numbers.has(numberKey(n)))
        .map((n) => ({ kind: 'number' as const, text: n.text, start: n.start, end: n.end })),
      ...findNames(output)
        .filter((n) => inventedName(n.text))
        .map((n) => ({ kind: 'name' as const, text: n.text, start: n.start, end: n.end })),
      ...findQuotations(output)
        .filter((q) => !haystacks.some((h) => h.includes(normaliseForMatch(q.text))))
        .map((q) => ({ kind: 'quotation' as const, text: q.text, start: q.start, end: q.end })),
    ].sort((a, b) => a.start - b.start);
  const verdicts = new Map<string, boolean>();
  const clean = (output: string): boolean => {
    let verdict = verdicts.get(output);
    if (verdict === undefined) {
      verdict = issues(output).length === 0;
      verdicts.set(output, verdict);
    }
    return verdict;
  };
  return { issues, clean };
}

/** Numbers, names and quotations in `output` that `source` does not contain, in order of position. */
export function checkFacts(output: string, source: string): FactIssue[] {
  return factChecker(source).issues(output);
}

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

function numberIssues(output: string, forms: string[]): FactIssue[] {
  const known = new Set(forms.flatMap((f) => findNumbers(f).map(numberKey)));
  return findNumbers(output)
    .filter((n) => !known.has(numberKey(n)))
    .map((n) => ({ kind: 'number' as const, text: n.text, start: n.start, end: n.end }));
}

function nameIssues(output: string, forms: string[]): FactIssue[] {
  const haystacks = forms.map((f) => ` ${normaliseForMatch(f)} `);
  const sourceNames = forms.flatMap((f) => findNames(f).map((n) => normaliseForMatch(n.text).split(' ')));
  return findNames(output)
    .filter((name) => {
      const words = normaliseForMatch(name.text);
      if (haystacks.some((h) => h.includes(` ${words} `))) return false;
      // "Ortiz" for "Mayor Jane Ortiz": every word of the output name is part of one source name.
      const parts = words.split(' ');
      return !sourceNames.some((src) => parts.every((p) => src.includes(p)));
    })
    .map((n) => ({ kind: 'name' as const, text: n.text, start: n.start, end: n.end }));
}

function quotationIssues(output: string, forms: string[]): FactIssue[] {
  const haystacks = forms.map(normaliseForMatch);
  return findQuotations(output)
    .filter((q) => !haystacks.some((h) => h.includes(normaliseForMatch(q.text))))
    .map((q) => ({ kind: 'quotation' as const, text: q.text, start: q.start, end: q.end }));
}

/** Numbers, names and quotations in `output` that `source` does not contain, in order of position. */
export function checkFacts(output: string, source: string): FactIssue[] {
  const forms = sourceForms(source);
  return [...numberIssues(output, forms), ...nameIssues(output, forms), ...quotationIssues(output, forms)].sort(
    (a, b) => a.start - b.start,
  );
}

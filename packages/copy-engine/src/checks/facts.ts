/**
 * The fact check: every number, name and quotation in an output must be found in the source, in
 * any of its written forms. Anything new is flagged with where it is, because an invented figure
 * or name on air is the worst mistake a copy desk can make. A quotation must be one of the
 * source's quotations whole, not a piece cut from a longer one, and a high-stakes claim (a death,
 * an arrest ... see claims.ts) must be one the source makes.
 *
 * The source is also compared in its broadcast form (toBroadcastNumbers), because that rewrite
 * legitimately changes how facts are written ("Sgt." -> "Sergeant", "Ga." -> "Georgia") without
 * changing the facts.
 */
import { findNumbers, toBroadcastNumbers } from '../numbers';
import type { FoundNumber } from '../numbers';
import { findNames, findQuotations } from '../text/names-quotes';
import { findClaims, sourceClaims, supported } from './claims';

export type FactKind = 'number' | 'name' | 'quotation' | 'claim' | 'speaker';

export interface FactIssue {
  kind: FactKind;
  text: string;
  start: number;
  end: number;
  /**
   * claim: what is claimed ('death', 'arrest' ...); quotation: 'partial' when cut from a longer
   * one, 'not-in-source' when not the source's words; speaker: 'not-their-words' when the source
   * gives the quotation to someone else.
   */
  detail?: string;
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

/** A quotation of the source, as written, and its words normalised for matching. */
export interface SourceQuotation {
  text: string;
  speaker?: string;
  /** Normalised, as written and with its numbers in broadcast form (as a bite is read). */
  forms: string[];
}

const quotationsIn = (forms: readonly string[]): SourceQuotation[] =>
  forms.flatMap((form) =>
    findQuotations(form).map((q) => ({
      ...q,
      forms: [...new Set([q.text, toBroadcastNumbers(q.text)].map(normaliseForMatch))],
    })),
  );

/** The source's quotations in each of its written forms. */
export const sourceQuotations = (source: string): SourceQuotation[] => quotationsIn(sourceForms(source));

/** The source quotation that `quote` is, whole, or else the longer one it was cut from. */
export function matchQuotation(
  quote: string,
  quotations: readonly SourceQuotation[],
): { quotation: SourceQuotation; whole: boolean } | undefined {
  const words = normaliseForMatch(quote);
  if (!words) return undefined;
  const exact = quotations.find((q) => q.forms.includes(words));
  if (exact) return { quotation: exact, whole: true };
  const longer = quotations.find((q) => q.forms.some((f) => ` ${f} `.includes(` ${words} `)));
  return longer ? { quotation: longer, whole: false } : undefined;
}

/** A source read once: the facts of its every written form, for checking many outputs against it. */
export interface SourceFacts {
  /** Numbers, names, quotations and claims in `output` that the source does not hold, in order of position. */
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
  const padded = forms.map((f) => ` ${normaliseForMatch(f)} `);
  const sourceNames = forms.flatMap((f) => findNames(f).map((n) => normaliseForMatch(n.text).split(' ')));
  const inventedName = (text: string): boolean => {
    const words = normaliseForMatch(text);
    if (padded.some((h) => h.includes(` ${words} `))) return false;
    // "Ortiz" for "Mayor Jane Ortiz": every word of the output name is part of one source name.
    const parts = words.split(' ');
    return !sourceNames.some((src) => parts.every((p) => src.includes(p)));
  };
  const quotations = quotationsIn(forms);
  const claims = sourceClaims(source);
  const quotationIssue = (text: string): string | undefined => {
    const match = matchQuotation(text, quotations);
    if (match?.whole) return undefined;
    return match ? 'partial' : 'not-in-source';
  };
  const issues = (output: string): FactIssue[] =>
    [
      ...findNumbers(output)
        .filter((n) => !numbers.has(numberKey(n)))
        .map((n) => ({ kind: 'number' as const, text: n.text, start: n.start, end: n.end })),
      ...findNames(output)
        .filter((n) => inventedName(n.text))
        .map((n) => ({ kind: 'name' as const, text: n.text, start: n.start, end: n.end })),
      ...findQuotations(output).flatMap((q) => {
        const detail = quotationIssue(q.text);
        return detail ? [{ kind: 'quotation' as const, text: q.text, start: q.start, end: q.end, detail }] : [];
      }),
      ...findClaims(output)
        .filter((c) => !supported(c, claims))
        .map((c) => ({ kind: 'claim' as const, text: c.text, start: c.start, end: c.end, detail: c.claim })),
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

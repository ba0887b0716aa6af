/**
 * High-stakes claims in copy (a death, an arrest, a charge ... see claim-words.ts), and whether
 * the copy states or denies each one. The fact check needs both: "Three people were killed." must
 * not air over a source that says "No one was hurt.", and "No one was hurt." must not air over a
 * source that never mentions injuries.
 *
 * Negated means the clause does not assert the claim: denied ("no one was hurt", "was not
 * arrested", "no injuries", "unhurt") or left open ("whether anyone was hurt"). Leaning that way
 * is the safe side for a source: an open question in it supports no claim in an output.
 */
import { CLAIM_WORDS, CLAUSE_BREAK, NEGATORS } from './claim-words';

export interface FoundClaim {
  /** What is claimed: 'death', 'injury', 'arrest' ... */
  claim: string;
  text: string;
  start: number;
  end: number;
  negated: boolean;
}

/** Every claim the copy desk treats as high stakes, by name. */
export const HIGH_STAKES_CLAIMS: readonly string[] = CLAIM_WORDS.map((c) => c.claim);

const whole = (forms: readonly string[]): RegExp =>
  new RegExp(`(?<![\\w-])(?:${forms.map((f) => f.replace(/ /g, '\\s+')).join('|')})(?![\\w-])`, 'gi');

const MATCHERS = CLAIM_WORDS.map(({ claim, forms, denials = [], not = [] }) => ({
  claim,
  forms: whole(forms),
  denials: denials.length ? whole(denials) : undefined,
  not: not.length ? whole(not) : undefined,
}));

// "no" denies only what is right after it ("no serious injuries", "no reports of injuries") or a
// person it names ("no one in the house was hurt"), not a claim further on ("no criminal record
// was arrested" says nothing against the arrest).
const PEOPLE = new Set(
  'one body person people persons residents students workers employees children kids officers firefighters deputies passengers drivers occupants customers patients others other'.split(
    ' ',
  ),
);
/** Nouns a later "were not reported" denies: "Injuries were not reported." */
const DENIABLE_NOUNS = new Set(
  'deaths fatalities injuries injury arrests arrest charges evacuations closures layoffs homicides lawsuits'.split(' '),
);
const NEGATED_AFTER =
  /^\s*(?:(?:were|was|are|is|have|has|had|will)(?:\s+been|\s+be)?\s+not\b|(?:weren|wasn|aren|isn|haven|hasn|hadn|won)['’]t\b)/i;
// "was not arrested until Tuesday" states the arrest.
const UNTIL_AFTER = /^\s+(?:[\w'’-]+\s+){0,3}?until\b/i;
/** Words of the clause before a claim that a "not" or "whether" can reach. */
const REACH = 6;
const NEGATED_WITHIN = new RegExp(NEGATORS.source, 'i');
const LIST_LINK = /^\s*(?:,\s*)?(?:(?:or|nor)\s+(?:[\w-]+\s+)?)?$/i;

const spans = (pattern: RegExp | undefined, text: string): Array<[number, number]> =>
  pattern ? [...text.matchAll(pattern)].map((m) => [m.index!, m.index! + m[0].length]) : [];

const overlaps = (start: number, end: number, ranges: Array<[number, number]>): boolean =>
  ranges.some(([s, e]) => start < e && s < end);

/** Where the clause holding `at` starts: after the last break (punctuation, a conjunction) before it. */
function clauseStart(text: string, at: number): number {
  let start = 0;
  const before = text.slice(0, at);
  for (const m of before.matchAll(CLAUSE_BREAK)) start = m.index! + m[0].length;
  for (const m of before.matchAll(/[.!?]["”’)]?\s|\n/g)) start = Math.max(start, m.index! + m[0].length);
  return start;
}

/** Whether the words before a claim (from its clause start) deny it or leave it open. */
function deniedBefore(window: string): boolean {
  for (const m of window.matchAll(NEGATORS)) {
    const word = m[0].toLowerCase();
    const after = window
      .slice(m.index! + m[0].length)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (word === 'no') {
      if (after.length <= 2 || PEOPLE.has(after[0]?.toLowerCase() ?? '')) return true;
    } else if (after.length < REACH) return true;
  }
  return false;
}

/** High-stakes claims in `text`, in order, each with whether its clause denies it. */
export function findClaims(text: string): FoundClaim[] {
  const found: Array<Omit<FoundClaim, 'negated'> & { denial: boolean }> = [];
  for (const { claim, forms, denials, not } of MATCHERS) {
    const excluded = spans(not, text);
    const denied = spans(denials, text);
    for (const [start, end] of denied) found.push({ claim, text: text.slice(start, end), start, end, denial: true });
    for (const [start, end] of spans(forms, text)) {
      if (overlaps(start, end, excluded) || overlaps(start, end, denied)) continue;
      found.push({ claim, text: text.slice(start, end), start, end, denial: false });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const claims: FoundClaim[] = [];
  for (const { denial, ...c } of found) {
    const previous = claims[claims.length - 1];
    const from = clauseStart(text, c.start);
    const sinceLast = previous ? text.slice(previous.end, c.start) : undefined;
    let negated: boolean;
    // A denial, or a negator inside the claim's own words ("charges have not been filed").
    if (denial || NEGATED_WITHIN.test(c.text)) negated = true;
    // "no injuries or deaths", "hurt or killed": a list shares its negation.
    else if (sinceLast !== undefined && LIST_LINK.test(sinceLast)) negated = previous.negated;
    else {
      // A negator belongs to the first claim after it ("no charges against the man arrested").
      const window = text.slice(Math.max(from, previous?.end ?? 0), c.start);
      const after = text.slice(c.end);
      const lastWord = c.text.toLowerCase().split(/\s+/).pop() ?? '';
      negated =
        (deniedBefore(window) && !UNTIL_AFTER.test(after)) ||
        (DENIABLE_NOUNS.has(lastWord) && NEGATED_AFTER.test(after));
    }
    claims.push({ ...c, negated });
  }
  return claims;
}

/** The claims a source supports: those it states, and every one it mentions at all. */
export interface SourceClaims {
  stated: ReadonlySet<string>;
  mentioned: ReadonlySet<string>;
}

export function sourceClaims(source: string): SourceClaims {
  const claims = findClaims(source);
  return {
    stated: new Set(claims.filter((c) => !c.negated).map((c) => c.claim)),
    mentioned: new Set(claims.map((c) => c.claim)),
  };
}

/** Whether the source supports a claim: a stated one needs it stated, a denied one needs it mentioned. */
export const supported = (claim: FoundClaim, source: SourceClaims): boolean =>
  (claim.negated ? source.mentioned : source.stated).has(claim.claim);

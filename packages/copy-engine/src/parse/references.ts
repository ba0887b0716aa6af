/**
 * First references. News copy names a person in full once ("Public Works Director Andrea
 * Feldman") and by surname after ("Feldman said"). When a writer drops the sentence with the full
 * reference but keeps a later one, the listener hears a surname from nowhere: an orphan. These
 * helpers find orphans and put the full reference back at the first surviving mention.
 */
import { findNames, findQuotations, PRONOUN_SAID } from '../text/names-quotes';
import { escapeRegExp } from '../text/strings';

export interface PersonReference {
  surname: string;
  /** The source's fullest form, title included when the source gives one. */
  full: string;
}

export interface Orphan {
  surname: string;
  start: number;
  end: number;
  full: string;
}

/** Every standalone occurrence of `word` (whole word), as offsets. */
function occurrences(text: string, word: string): Array<[number, number]> {
  return [...text.matchAll(new RegExp(`(?<![\\w'-])${escapeRegExp(word)}(?![\\w-])`, 'g'))].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + word.length,
  ]);
}

/**
 * Whether the source also writes the word in lower case: "Hospital" of "Verity Hollow Regional
 * Hospital" is a common noun ("hospital leaders said"), never a person's surname.
 */
export function writtenAsCommonNoun(word: string, source: string): boolean {
  return occurrences(source, word.toLowerCase()).length > 0;
}

/** True when the surname at `start` ends the full reference ("Andrea Feldman"), not a bare mention. */
function partOfFullName(text: string, start: number, full: string): boolean {
  const words = full.split(/\s+/);
  const given = words[words.length - 2];
  return (
    given !== undefined && new RegExp(`${escapeRegExp(given)}\\s+$`).test(text.slice(Math.max(0, start - 40), start))
  );
}

/**
 * People the source refers to by surname after a full reference: a name of two to five words
 * whose last word later stands alone ("Feldman said"), or that carries a title. Places ("Marlow
 * Springs") are rarely shortened that way.
 */
export function personReferences(source: string): PersonReference[] {
  const refs = new Map<string, PersonReference>();
  for (const n of findNames(source)) {
    // "Jalen Pruitt of Corrigan": the person is the part before "of", the rest is where they are from.
    const words = n.text.split(/\s+of\s+/)[0].split(/\s+/);
    if (words.length < 2 || words.length > 5) continue;
    const surname = words[words.length - 1].replace(/[^A-Za-z'-]/g, '');
    if (!/^[A-Z][a-z]/.test(surname)) continue;
    // Two people of one name ("Mateo Quintanilla" and his mother, "Rosalind Quintanilla"): a surname
    // alone could be either, so neither is restored.
    // ("Jane Ortiz" and "Mayor Jane Ortiz" are one person: one name ends the other.)
    const known = refs.get(surname);
    const full = words.join(' ');
    if (known) {
      if (known.full && !known.full.endsWith(full) && !full.endsWith(known.full))
        refs.set(surname, { ...known, full: '' });
      else if (known.full && full.length > known.full.length) refs.set(surname, { ...known, full });
      continue;
    }
    if (writtenAsCommonNoun(surname, source)) continue;
    const alone = occurrences(source, surname).some(([a]) => a > n.start && !partOfFullName(source, a, n.text));
    if (alone || n.title) refs.set(surname, { surname, full: words.join(' ') });
  }
  return [...refs.values()].filter((r) => r.full !== '');
}

/** Ranges of text inside quotation marks: a speaker's words are never rewritten. */
function quotedRanges(text: string): Array<[number, number]> {
  return [...text.matchAll(/["“][^"“”]*["”]/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

const DAY_OR_MONTH =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/**
 * True when the surname ending at `end` begins a longer name ("Oyelaran Hardware", "Feldman Park"):
 * a business or a place named for the family, not the person ("Pruitt Tuesday" is still Pruitt).
 */
function namesSomethingElse(text: string, end: number): boolean {
  // ("Ferrand's Feed and Hardware": a business in the family's name, panel AB.)
  const next = /^(?:['’]s)?\s+([A-Z][a-z]+)/.exec(text.slice(end));
  return next !== null && !DAY_OR_MONTH.test(next[1]);
}

/**
 * True when the surname at `start` ends another person's name ("Rosalind Quintanilla" beside
 * "Mateo Quintanilla"): a capitalised given name mid-sentence before it.
 */
function endsAnotherName(text: string, start: number): boolean {
  const given = /([A-Z][a-z]+)\s+$/.exec(text.slice(0, start));
  if (!given) return false;
  // (Not a word that opens the sentence: "Quintanilla" after "Later," is no one's given name.)
  const before = text.slice(0, given.index).trimEnd();
  return before !== '' && !/[.!?"“:]$/.test(before);
}

/** Surname-only mentions in `output` with no full reference before them. */
export function findOrphanReferences(output: string, source: string): Orphan[] {
  const quoted = quotedRanges(output);
  const orphans: Orphan[] = [];
  for (const ref of personReferences(source)) {
    const first = occurrences(output, ref.surname).find(
      ([a, b]) =>
        !quoted.some(([q, r]) => a >= q && b <= r) &&
        !namesSomethingElse(output, b) &&
        (partOfFullName(output, a, ref.full) || !endsAnotherName(output, a)),
    );
    if (first && !partOfFullName(output, first[0], ref.full)) {
      orphans.push({ surname: ref.surname, start: first[0], end: first[1], full: ref.full });
    }
  }
  return orphans.sort((a, b) => a.start - b.start);
}

/** `output` with each orphan's first mention given the source's full reference. */
export function restoreFirstReferences(output: string, source: string): string {
  let out = output;
  for (const o of findOrphanReferences(output, source).reverse()) {
    out = out.slice(0, o.start) + o.full + out.slice(o.end);
  }
  return out;
}

/**
 * `"Nobody is against paying attention," he said.` kept after another speaker's line: the pronoun
 * would give the quote to the wrong person, so it becomes the source's speaker ("Talbot said"),
 * whose full first reference `restoreFirstReferences` then puts back.
 */
export function namePronounSpeakers(output: string, source: string): string {
  if (!/["“]/.test(output)) return output;
  const said = findQuotations(source);
  let out = output;
  for (const q of findQuotations(output).reverse()) {
    if (!PRONOUN_SAID.test(out.slice(q.end, q.end + 30))) continue;
    const own = said.find((s) => s.text === q.text)?.speaker;
    const surname = own?.split(/\s+/).pop();
    // The person the output named last before the quote is the one "he" points to.
    const before = findNames(out.slice(0, q.start)).filter((n) => n.text.split(/\s+/).length >= 2);
    if (!surname || before.at(-1)?.text.split(/\s+/).pop() === surname) continue;
    const m = /^([\s,]*)(he|she)\b/.exec(out.slice(q.end)) as RegExpExecArray;
    const at = q.end + m[1].length;
    // The full name the first time the output names the speaker ("Owen Talbot said"), then the surname.
    const name = own && out.slice(0, q.start).includes(own) ? surname : (own ?? surname);
    out = out.slice(0, at) + name + out.slice(at + m[2].length);
  }
  return out;
}

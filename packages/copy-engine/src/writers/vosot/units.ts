/**
 * Narration units: the source sentences as the anchor may air them, a sentence that cannot stand
 * alone kept with the one it leans on. "The public is welcome." airs only after the ceremony it
 * invites to, "It has 41 openings" only after the agency it names, and "Relief is on the way."
 * only before its payoff: a unit airs from its start, and a lead-in never without what it leads to.
 */
import type { SourceSentence } from './source';
import { PEOPLE_NOUNS, PERSON_NOUNS } from '../../parse/people';

export interface Unit {
  /** Source sentence indexes, in order. */
  sentences: number[];
  /** The unit's lines for the anchor, in order. */
  lines: string[];
  /** For each line, the source sentence it comes from. */
  lineSentence: number[];
  /** Fewest lines a cut from the top may keep: a lead-in keeps the first line of its payoff. */
  minLines: number;
  /** Lines of a lead-in ("Relief is on the way."), which may be left out but never air alone. */
  leadIn: number;
}

/** Opens on words that point back: "It has 41 openings", "The other three were treated and released". */
const POINTS_BACK =
  /^(?:It|It's|They|He|She|This|That|That's|These|Those|Its|Their|His|Her|Then|Until then|The other|Another|The rest|Both|Neither)\b/;
/** An object pronoun in a short line leans on the sentence before: "The work is free to them." */
const LEANS_BACK = /\b(?:them|it)\b/i;
/** A short line that stands alone: a figure, or everyone/no one ("Nobody was hurt.", "Four people were hurt."). */
const STANDS_ALONE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|^(?:Nobody|No one|Everyone|Everybody|None|No)\b/i;
/** A negation answers something said before it: "The jury did not agree." */
const NEGATION = /\b(?:not|never)\b|n't\b/i;

const spokenWords = (text: string): number => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

type Lean = 'back' | 'forward' | 'none';

/**
 * "The traffic study is due in January." after "... until a city traffic study is finished": a
 * thing a sentence just before introduced, named again. Told as the source introduced it ("A city
 * traffic study is due in January."), the line stands alone (panel AI aired "The traffic study"
 * with nothing before it). The sentence's opening and its introduction, or undefined.
 */
function reintroduced(text: string, earlier: string): { the: string; a: string } | undefined {
  const named = /^The ((?:[a-z-]+ )?[a-z-]+) /.exec(text)?.[1];
  // (Never a person: "A 34-year-old man was charged" after "... arrested a 34-year-old man" is a second man.)
  const head = named?.split(' ').pop() ?? '';
  if (PERSON_NOUNS.test(head) || PEOPLE_NOUNS.test(head)) return undefined;
  const a = named ? new RegExp(`\\b(an?) ((?:[\\w-]+ ){0,3})${named}\\b`).exec(earlier) : null;
  return a && named ? { the: `The ${named}`, a: `${a[1] === 'an' ? 'An' : 'A'} ${a[2]}${named}` } : undefined;
}

/**
 * How a sentence leans: back on the one before it (a pronoun, a short elliptical line, a short
 * negation), forward onto the next in its paragraph (a short lead-in), or not at all.
 */
function leanOf(s: SourceSentence, sameLineBefore: boolean, sameLineAfter: boolean): Lean {
  const text = s.written;
  const words = spokenWords(text);
  if (POINTS_BACK.test(text)) return 'back';
  if (words <= 8 && LEANS_BACK.test(text) && !/^(?:If|When)\b/.test(text)) return 'back';
  if (words > 5 || STANDS_ALONE.test(text)) return 'none';
  if (sameLineBefore || NEGATION.test(text)) return 'back';
  return sameLineAfter ? 'forward' : 'back';
}

/**
 * The units of `pool` (sentences the narration may use, in source order). `all` is every spoken
 * sentence of the source and `script` its text, to tell which sentences share a paragraph line.
 * A sentence that leans on one outside the pool (a quotation, the lead) is its own unit when it
 * leans on the lead, which always airs first, and is left out otherwise.
 */
export function buildUnits(
  pool: readonly SourceSentence[],
  all: readonly SourceSentence[],
  script: string,
  linesOf: (s: SourceSentence) => string[],
  leadIndex: number,
): Unit[] {
  const inPool = new Set(pool.map((s) => s.index));
  const sameLine = (a: SourceSentence | undefined, b: SourceSentence | undefined): boolean =>
    !!a && !!b && !script.slice(a.end, b.start).includes('\n');
  const units: Unit[] = [];
  const unitOf = new Map<number, Unit>();
  let pendingLeadIn: Unit | undefined;
  for (const s of pool) {
    // (What it names again may be two sentences up, a quotation between.)
    const earlier = all
      .slice(Math.max(0, s.index - 2), s.index)
      .map((x) => x.written)
      .join(' ');
    const again = reintroduced(s.written, earlier);
    const lines = again ? linesOf(s).map((l) => l.replace(again.the, again.a)) : linesOf(s);
    const before = all[s.index - 1];
    const after = all[s.index + 1];
    const lean = leanOf(s, sameLine(before, s), sameLine(s, after) && inPool.has(after.index));
    const add = (unit: Unit): void => {
      unit.sentences.push(s.index);
      unit.lines.push(...lines);
      unit.lineSentence.push(...lines.map(() => s.index));
      unitOf.set(s.index, unit);
    };
    if (pendingLeadIn) {
      const unit = pendingLeadIn;
      pendingLeadIn = undefined;
      add(unit);
      unit.leadIn = unit.lines.length - lines.length;
      unit.minLines = unit.leadIn + 1;
      continue;
    }
    if (lean === 'back' && before && before.index !== leadIndex) {
      const host = unitOf.get(before.index);
      if (host && host === units[units.length - 1]) add(host);
      continue;
    }
    const unit: Unit = { sentences: [], lines: [], lineSentence: [], minLines: 1, leadIn: 0 };
    add(unit);
    units.push(unit);
    if (lean === 'forward') pendingLeadIn = unit;
  }
  // A lead-in whose payoff never came airs with nothing to lead to: it goes.
  return units.filter((u) => u !== pendingLeadIn);
}

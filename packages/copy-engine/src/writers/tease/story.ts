/**
 * What a tease needs to know about a story: its lead clause (the event), the names that say which
 * story it is, and whether a later sentence can stand for the story on its own.
 */
import { mainClause, newsSentences, renderUnits, units } from '../../parse/headline';
import type { Clause, Unit } from '../../parse/headline';
import { findNames } from '../../text/names-quotes';
import { DAY_OR_MONTH } from '../../text/calendar';
import { CHARGING_PAPERS, winOutright } from '../social/forms';
import { heldBack, tellClause } from './clause';
import type { ToldClause } from './clause';

export interface Lead {
  /** The lead's clause, when the parse reads one. */
  clause?: Clause;
  told?: ToldClause;
  /** The first sentence as written up to its first comma, when the parse reads no clause. */
  raw?: string;
  /** "a study" for "..., according to a study released today": a finding keeps its source. */
  source?: string;
}

/**
 * Findings a tease must attribute: "according to a study" -> "A study says ...". A charging paper's
 * word is a claim: "A criminal complaint says a former treasurer used the league's debit card."
 */
const FINDINGS = new RegExp(
  `^(?:a|an|the)\\s+(?:new\\s+)?(?:study|report|survey|poll|analysis|audit|review|${CHARGING_PAPERS})\\b`,
  'i',
);
/** "Her", "Its students", "They": a sentence that needs the one before it. */
const ORPHAN_OPENING = /^(?:its|their|his|her|they|he|she|it|this|that|these|those|there|the same)\b/i;

/**
 * A long trailing attribution mainClause keeps ("..., the company told state officials in a notice
 * filed Tuesday, the second ..."): the sentence up to it, and its source when that is a finding.
 */
function withoutLongAttribution(sentence: string): { text: string; source?: string } | undefined {
  const m =
    /^(.+?),\s+(?:according to\s+(.+?)(?:,|\.|$)|(?:the\s+)?[\w'.-]+(?:\s+[\w'.-]+){0,3}\s+(?:told|said|says|announced|reported)\b)/i.exec(
      sentence,
    );
  if (!m) return undefined;
  const finding = m[2] ? FINDINGS.exec(m[2])?.[0] : undefined;
  return { text: `${m[1]}.`, ...(finding ? { source: finding } : {}) };
}

/** The clause of a sentence, its long attribution out when mainClause cannot read it whole. */
export function clauseOf(sentence: string): { clause: Clause; source?: string } | undefined {
  // ("..., according to a criminal complaint": the clause may read whole, and its source still goes with it.)
  const cut = withoutLongAttribution(sentence);
  const clause = mainClause(sentence);
  if (clause) return { clause, ...(cut?.source ? { source: cut.source } : {}) };
  const inner = cut ? mainClause(cut.text) : undefined;
  return inner && cut ? { clause: inner, ...(cut.source ? { source: cut.source } : {}) } : undefined;
}

/** "It will feel like 108 degrees ...": a sentence with no subject of its own gives way to the next. */
const NO_SUBJECT = /^(?:it|there|this|that|here)\b/i;

/**
 * The story's event: the first sentence's clause (the second's when the first has no subject of
 * its own), or the first sentence as written up to its first comma when the parse cannot read it.
 */
export function leadOf(script: string): Lead | undefined {
  const [first, second] = newsSentences(script);
  const opening = first && NO_SUBJECT.test(first) && second ? second : first;
  if (!opening) return undefined;
  // ("Bramhall State used a 14-2 run ... to pull away from Tennick College and win 71-58": the
  // game's result said outright, so the tease says who played, panel AE.)
  const sentence = (opening === first && winOutright(opening, 'past')) || opening;
  const found = clauseOf(sentence);
  if (found) return { clause: found.clause, told: tellClause(found.clause, script), source: found.source };
  const cut = withoutLongAttribution(sentence);
  const upToComma = (cut?.text ?? sentence).split(/,\s/)[0];
  // "... by the end of March and lay off all 412 workers": the first verb's clause only.
  const list = units(upToComma);
  const and = list.findIndex((u, i) => u.pos === 'CCONJ' && list[i + 1]?.pos === 'VERB');
  const raw = (and > 0 ? upToComma.slice(0, list[and].start) : upToComma).replace(/[.\s]+$/, '');
  return { raw: `${raw}.`, source: cut?.source };
}

/** The lead as a sentence, a finding with its source: "A study says Ketterly needs far more housing ...". */
export function leadText(lead: Lead): string | undefined {
  const text = lead.told?.text ?? lead.raw;
  if (!text) return undefined;
  if (!lead.source) return text;
  const source = lead.source.replace(/^the\s/i, 'a ');
  const inner = lead.told ? `${lead.told.inner} ${lead.told.predicate}.` : text;
  return `${source.charAt(0).toUpperCase()}${source.slice(1)} says ${inner}`;
}

/** The lower-case words of the names that say which story this is: the lead sentence's own. */
export function storyNames(script: string, lead: Lead | undefined): Set<string> {
  const text = lead?.clause?.sentence ?? lead?.raw ?? newsSentences(script)[0] ?? '';
  const words = findNames(text).flatMap((n) => n.text.toLowerCase().split(/\s+/));
  return new Set(words.map((w) => w.replace(/[^a-z0-9'-]/g, '')).filter((w) => w.length > 2 && !DAY_OR_MONTH.test(w)));
}

/**
 * Whether a later sentence says which story it is on its own: it names a person, place or thing
 * from the lead ("Harvest Fresh Market", "Cullen Avenue") and does not open on a word that points
 * back ("Its students ...").
 */
export function carriesStory(text: string, names: Set<string>): boolean {
  if (ORPHAN_OPENING.test(text)) return false;
  return findNames(text).some((n) =>
    n.text
      .toLowerCase()
      .split(/\s+/)
      .some((w) => names.has(w.replace(/[^a-z0-9'-]/g, ''))),
  );
}

/**
 * Noun phrases the story is about, in the source's words, for a story with no clause to tell:
 * the first noun phrases of its first sentences ("the coffee chain", "Main Street"), figures out.
 */
/** Participles of motion after a noun: "a storm moving in", "a front pushing through". */
const MOTION = /^(?:moving|heading|coming|rolling|sweeping|pushing|drifting|spreading|bearing|blowing)$/;

export function topicPhrases(script: string): string[] {
  const out: string[] = [];
  for (const sentence of newsSentences(script).slice(0, 2)) {
    let run: Unit[] = [];
    const flush = (): void => {
      while (run.length && !/^(?:NOUN|PROPN)$/.test(run[run.length - 1].pos)) run.pop();
      const kept = run.length ? heldBack(run) : undefined;
      if (kept && kept.length >= 2 && kept.some((u) => /^(?:NOUN|PROPN)$/.test(u.pos))) {
        const text = renderUnits(
          kept.filter((u) => !/^(?:a|an|the)$/i.test(u.text)),
          false,
        );
        const named = kept.every((u) => u.pos === 'PROPN' && /^[A-Z]/.test(u.text));
        // Only a common noun that opened the sentence loses its capital ("the hollins Creek" never).
        const at = kept.findIndex((u) => !/^(?:a|an|the)$/i.test(u.text));
        const common = kept[at]?.start === 0 && !/^[A-Z]/.test(kept[at + 1]?.text ?? '');
        out.push(named ? text : `the ${common ? text.charAt(0).toLowerCase() + text.slice(1) : text}`);
      }
      run = [];
    };
    for (const u of units(sentence)) {
      // ("A winter storm moving in from the west": a participle the tagger read as a noun ends the
      // phrase, never "the winter storm moving", panel AI.)
      const moving = MOTION.test(u.lower) && run.length > 0;
      if (!moving && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(u.pos) && !/^(?:this|that|these|those)$/.test(u.lower))
        run.push(u);
      else flush();
    }
    flush();
  }
  return [...new Set(out)];
}

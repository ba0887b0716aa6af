/**
 * A clause told for a tease: the source's subject and verb phrase, its figures held back, or
 * nothing when holding them back would leave a cut sentence ("Troopers expect the lanes.", "The new
 * jobs pay an average.", "Kiara Benton is due back.").
 *
 * A road or district number is part of a name, not a figure ("Interstate 70"); a measure after the
 * verb goes and the sentence goes on ("fell to 3.8% in October" -> "fell in October"); a dollar
 * object is told as "money"; and a clause whose complement is lost is refused.
 */
import { renderUnits, units, withoutFigures } from '../../parse/headline';
import type { Clause, Unit } from '../../parse/headline';
import { integerToWords, MONTH_PATTERN, NUMBERED_NAME_WORDS } from '../../numbers';
import { capitalise, escapeRegExp } from '../../text/strings';
import { keepsCapital } from '../../parse/attribution';

export interface ToldClause {
  /** "A water main break on Cullen Avenue" (the source's words, figures out). */
  subject: string;
  /** "has left homes and businesses in Dunmore Heights under a boil-water advisory". */
  predicate: string;
  /** The subject as it reads inside a sentence ("a former road supervisor", "Jane Ortiz"). */
  inner: string;
  /** The subject core with its place phrase and an article: "the water main break on Cullen Avenue". */
  definite: string;
  /** The whole sentence, capitalised and closed; undefined when only the subject can be told. */
  text?: string;
  /** The verb is plainly finite ("has confirmed", "swamped"), whatever a tagger reads in the short sentence. */
  finite?: boolean;
}

const DETERMINERS = /^(?:a|an|the|every|each|all|some|any|no|this|that|these|those|its|their|his|her|our|your|my)$/;
const RELATIVES = /^(?:who|that|which|whose|whom)$/;
const TIME_WORDS =
  /^(?:today|tonight|yesterday|tomorrow|overnight|now|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|this|last|early|late|already|still|again|just|right)$/;
/** "earlier", "late": a phrase of its own that carries the news ("will start earlier", "getting to school late"). */
const COMPARATIVE_TIME = /^(?:earlier|later|early|late)$/;
/** Words that number a name, not a quantity: "Interstate 70", "Exit 41", "District 4", "Local 1187". */
const NUMBERED_NAMES = new RegExp(`^(?:${NUMBERED_NAME_WORDS.join('|')})$`);
/**
 * A spelled number joined to a word that names a kind, not a quantity: "from one-way to two-way
 * traffic", "a four-way stop", "a three-alarm fire". Told whole; digits ("a 24-inch main") are figures.
 */
export const KIND_COMPOUND = /\b(?:one|two|three|four|five|six)-(?:way|lane|alarm|on-one|time|stop|story|day)\b/gi;
const WHOLE_KIND_COMPOUND = new RegExp(`^${KIND_COMPOUND.source}$`, 'i');
const isKindCompound = (text: string) => WHOLE_KIND_COMPOUND.test(text);
/** A word that starts the next phrase rather than naming the kind's noun. */
const PHRASE_START = /^(?:to|and|or|but|from|in|on|at|for|with|by|of|after|before|until|through)$/i;
/** A noun left empty when its "of <figure>" goes: "an average of $27" is not "an average". */
const QUANTITY_NOUNS =
  /^(?:average|total|number|share|majority|rate|amount|part|range|most|lot|half|maximum|minimum|fraction|percentage)$/;
/** Verbs whose object needs the infinitive after it: "expect the lanes to stay closed". */
const NEEDS_INFINITIVE = new Set([
  'expect',
  'ask',
  'want',
  'allow',
  'force',
  'urge',
  'tell',
  'require',
  'order',
  'encourage',
]);

/**
 * A road or district number belongs to its name, said in words up to eleven as broadcast copy
 * says it ("District Four", "Interstate 70"); a score after a team's name goes ("Central 28-14").
 */
function withNamedNumbers(list: Unit[]): Unit[] {
  const out = list.map((u, i) => {
    if (u.num && isKindCompound(u.text)) return { ...u, num: false };
    const before = list[i - 1];
    const named = u.num && /^\d+$/.test(u.text) && before !== undefined && NUMBERED_NAMES.test(before.text);
    if (named && Number(u.text) <= 11) return { ...u, text: capitalise(integerToWords(Number(u.text))), num: false };
    return named || /^(?:I|US|SR)-\d+$/.test(u.text) ? { ...u, num: false } : u;
  });
  const last = out[out.length - 1];
  if (last?.num && /^\d+-\d+$/.test(last.text) && out[out.length - 2]?.pos === 'PROPN') out.pop();
  return out;
}

/** A month as a date starts: "Dec.", "Sept.", "March" (the pattern the number rules use). */
const MONTH = new RegExp(`^${MONTH_PATTERN}$`);

/**
 * A date the parser glued into a phrase goes with its day, year and preposition: "a taproom Dec. 6"
 * -> "a taproom", "its Dec. 12 opening" -> "its opening", "fees through Dec. 14" -> "fees". A tease keeps no date (its day is a time
 * phrase, told apart when it is the news), and the day's number is no figure to leave behind.
 */
function withoutDates(list: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < list.length; i++) {
    if (MONTH.test(list[i].text) && list[i + 1]?.num && /^\d{1,2}(?:st|nd|rd|th)?$/.test(list[i + 1].text)) {
      // Its preposition goes with it: "waiving fees through Dec. 14" is never "waiving fees through".
      if (out[out.length - 1]?.pos === 'ADP') out.pop();
      i += 1;
      // ", 2026" after the day goes too.
      if (list[i + 1]?.text === ',' && /^\d{4}$/.test(list[i + 2]?.text ?? '')) i += 2;
      continue;
    }
    out.push(list[i]);
  }
  return out;
}

/**
 * The units with their figures held back, road numbers kept, or undefined (see withoutFigures).
 * "one win from a title" cannot lose its "one": a singular noun left bare reads "are win from".
 */
export const heldBack = (list: Unit[]): Unit[] | undefined => {
  const undated = withoutDates(list);
  if (undated.length === 0) return undefined; // the phrase was its date
  const named = withNamedNumbers(undated);
  const lone = named.some(
    (u, i) =>
      u.lower === 'one' &&
      named[i + 1]?.pos === 'NOUN' &&
      !/s$/.test(named[i + 1].lower) &&
      named[i - 1]?.pos !== 'DET',
  );
  // A count after a preposition or "about" leaves garble when it goes: "from departments", "About
  // soldiers". Such a phrase is not used.
  const stranded = named.some(
    (u, i) => u.num && i > 0 && /^(?:ADP|ADV)$/.test(named[i - 1].pos) && !/-year-old$/i.test(u.text),
  );
  return lone || stranded ? undefined : withoutFigures(named);
};

/** A verb or phrase left without the measure it needed: "the bill will go", "Moorehouse led", "by the end". */
export const endsBare = (text: string): boolean =>
  /\bby the end[.\s]*$|\b(?:go|goes|went|sit|sits|stay|stays|hover|hovers|rise|rises|fall|falls|climb|climbs|drop|drops|grow|grows|led|leads|run|runs|threw|throws|scored|scores|rushed|caught|made|makes|had|has|took|takes|got|gets|gave|gives|set|sets|broke|breaks|hit|hits)[.\s]*$/.test(
    text,
  );

/** A phrase cut before the preposition that brings its figure: "the lanes of Interstate" never, "the lanes". */
function beforeFigure(list: Unit[]): Unit[] | undefined {
  const first = list.findIndex((u) => u.num);
  for (let i = first - 1; i > 0; i--) {
    if (list[i].pos !== 'ADP') continue;
    const kept = heldBack(list.slice(0, i));
    const head = kept?.[kept.length - 1];
    // "for at least the next two weeks" leaves "for": a preposition with no noun is no phrase.
    const noun = head && /^(?:NOUN|PROPN)$/.test(head.pos);
    return noun && !QUANTITY_NOUNS.test(head.lower) ? kept : undefined;
  }
  return undefined;
}

/** The sentence's first word in lower case unless it is a name the script capitalises mid-sentence. */
function lowerOpening(list: Unit[], script: string): Unit[] {
  return list.map((u, i) => {
    if (u.start !== 0 || !/^[A-Z]/.test(u.text) || /^[A-Z]{2,}/.test(u.text)) return u;
    if (u.pos === 'DET') return { ...u, text: u.text.toLowerCase() };
    const nextCapital = /^[A-Z]/.test(list[i + 1]?.text ?? '');
    const midSentence = new RegExp(`[a-z,;]\\s+${escapeRegExp(u.text)}\\b`).test(script);
    // ("when Ridgeview will face ...": a name the script only ever opens sentences with stays one.)
    // ("Residents and businesses ...": a common word the tagger calls a name at a sentence's start is none.)
    const name =
      u.pos === 'PROPN' &&
      keepsCapital(
        u.text,
        list
          .slice(i + 1)
          .map((w) => w.text)
          .join(' '),
      ) &&
      !new RegExp(`\\b${escapeRegExp(u.text.toLowerCase())}\\b`).test(script);
    return nextCapital || midSentence || name ? u : { ...u, text: u.text.toLowerCase() };
  });
}

/** The subject for a sentence: a relative clause or participle stays only when it is short. */
function trimSubject(subject: Unit[]): Unit[] {
  const rel = subject.findIndex(
    (u, i) =>
      i > 0 &&
      (RELATIVES.test(u.lower) ||
        (u.pos === 'VERB' && u.lower !== u.lemma && !/ing$/.test(u.lower) && subject[i + 1]?.pos === 'ADP')),
  );
  if (rel < 0) return subject.length > 14 ? subject.slice(0, 14) : subject;
  return subject.length - rel > 9 ? subject.slice(0, rel) : subject;
}

/** "the water main break on Cullen Avenue", "Jane Ortiz": the subject as a question names it. */
function definiteOf(clause: Clause, script: string): string | undefined {
  // ("A winter storm moving in from the west": the participle's phrase is cut to its verb, so the
  // subject ends before it; never "the winter storm moving", panel AI.)
  const participle = clause.subject.findIndex((u, i) => i > 0 && u.pos === 'VERB' && /ing$/.test(u.lower));
  const own = participle > 0 ? clause.subject.slice(0, participle) : clause.subject;
  const core = heldBack(own.filter((u) => !DETERMINERS.test(u.lower)));
  if (!core?.length) return undefined;
  const bare = lowerOpening(core, script);
  // "Route Nine": a road number said in words is part of the name.
  const named = bare.every((u) => (u.pos === 'PROPN' || !u.num) && /^[A-Z]/.test(u.text));
  const modifier = clause.subjectModifiers[0];
  // "between Oak Hill" without its "and Millers Ferry" names half a road.
  const half = modifier?.[0]?.lower === 'between' && !modifier.some((u) => u.lower === 'and');
  const place = modifier && !half ? heldBack(modifier) : undefined;
  const text = [renderUnits(bare, false), place ? renderUnits(place, false) : ''].filter(Boolean).join(' ');
  return named ? text : `the ${text}`;
}

const CHANGE_VERBS = new Set([
  'fall',
  'rise',
  'drop',
  'climb',
  'jump',
  'increase',
  'decrease',
  'dip',
  'soar',
  'plunge',
  'grow',
  'shrink',
  'slip',
  'surge',
]);

/** Verbs whose object is a count: "has nine members", "totals 412", "numbers 30". */
const COUNT_VERBS = new Set(['have', 'total', 'number', 'count', 'employ', 'enroll', 'serve']);

/** The words right after a unit in the clause's sentence. */
const after = (clause: Clause, u: Unit | undefined): string => (u ? clause.sentence.slice(u.end) : '');

/**
 * A clause as a tease can say it, or undefined when it cannot be told whole. Its day goes ("takes
 * effect tonight") unless `keepTime`: a next step is told with its day ("starts Saturday").
 */
export function tellClause(clause: Clause, script: string, maxWords = 20, keepTime = false): ToldClause | undefined {
  const subjectUnits =
    heldBack(trimSubject(clause.subjectFull)) ??
    heldBack([...clause.subject, ...(clause.subjectModifiers[0] ?? [])]) ??
    heldBack(clause.subject);
  if (!subjectUnits) return undefined;
  const verb = withoutFigures(clause.verbUnits.filter((u) => !(u.pos === 'ADV' && TIME_WORDS.test(u.lower)) && !u.num));
  if (!verb) return undefined;
  const subject = renderUnits(lowerOpening(subjectUnits, script), false);
  const subjectOnly = {
    subject: capitalise(subject),
    predicate: '',
    inner: subject,
    definite: definiteOf(clause, script) ?? subject,
  };
  const kept: string[] = [];
  let last: Unit | undefined = verb[verb.length - 1];
  let skipped = false;
  let words = `${subject} ${renderUnits(verb, false)}`.split(/\s+/).length;
  for (const p of clause.phrases) {
    const comparative = p.units.length === 1 && COMPARATIVE_TIME.test(p.units[0].lower);
    if (p.role === 'time' && !comparative && !keepTime) continue;
    // "has [just nine] active members": what a count-verb has is its count; held back, nothing is said.
    if (p.role === 'object' && COUNT_VERBS.has(clause.lemma) && p.units.some((u) => u.num))
      return { ...subjectOnly, text: undefined };
    let units = heldBack(p.units) ?? beforeFigure(p.units);
    // A day kept for a next step names its day ("Saturday", "next week"), never a bare "just".
    if (p.role === 'time' && !comparative && units && !units.some((u) => /^(?:NOUN|PROPN)$/.test(u.pos))) continue;
    if (
      units &&
      QUANTITY_NOUNS.test(units[units.length - 1].lower) &&
      /^\s*of\b/.test(after(clause, units[units.length - 1]))
    )
      units = undefined;
    if (!units) {
      const money = p.role === 'object' && clause.lemma !== 'be' && p.units.length === 1 && /^\$/.test(p.units[0].text);
      const measure = /^(?:to|by|from|up|down|for)$/.test(p.units[0]?.lower ?? '');
      if (money) {
        kept.push('money');
        last = p.units[0];
        continue;
      }
      // The figure is the object ("will spend 12 years"): the verb cannot be told without it.
      // "have fallen 31 cents a gallon": a change without its size is the tease ("Gas prices have fallen").
      if (p.role === 'object' && !measure && !CHANGE_VERBS.has(clause.lemma))
        return { ...subjectOnly, text: undefined };
      skipped = true;
      continue;
    }
    let text = renderUnits(units, false);
    // "into a four-way" needs its noun, which the parse may leave out of the phrase ("stop");
    // "from one-way" before "to two-way traffic" is whole.
    const end = units[units.length - 1];
    if (isKindCompound(end.text)) {
      const next = /^\s+([A-Za-z]+)\b/.exec(after(clause, end))?.[1];
      if (!next) {
        skipped = true;
        continue;
      }
      if (!PHRASE_START.test(next)) text = `${text} ${next}`;
    }
    const n = text.split(/\s+/).length;
    if (kept.length > 0 && words + n > maxWords) break;
    kept.push(text);
    last = units[units.length - 1];
    words += n;
  }
  // "is due back" with its "in court Jan. 14" gone: a copula or a particle needs what came after it.
  const verbEnd = verb[verb.length - 1];
  // "is backed up" is whole: its particle follows a participle.
  const particleVerb = /^(?:ADV|ADP)$/.test(verbEnd.pos) && verb[verb.length - 2]?.pos === 'VERB';
  if (kept.length === 0 && skipped && !particleVerb && (clause.lemma === 'be' || /^(?:ADJ|ADV|ADP)$/.test(verbEnd.pos)))
    return subjectOnly;
  if (NEEDS_INFINITIVE.has(clause.lemma) && /^\s*to\s+[a-z]/.test(after(clause, last))) return subjectOnly;
  const purpose = purposeAfter(clause, last, maxWords - words);
  const predicate = [renderUnits(verb, false), ...kept, purpose].join(' ').trim();
  const finite = verb[0].pos === 'AUX' || (verb[0].pos === 'VERB' && /ed$/.test(verb[0].lower));
  const text = `${capitalise(`${subject} ${predicate}`.replace(/[\s,.;:]+$/, ''))}.`;
  return { ...subjectOnly, predicate, text, finite };
}

/**
 * The purpose the clause ends on, figures out: "will get $4.2 million from the EPA to replace lead
 * water lines under about 900 homes" goes on "to replace lead water lines under homes", and "will
 * close ... so crews can replace a culvert" on "so crews can replace a culvert".
 */
function purposeAfter(clause: Clause, last: Unit | undefined, room: number): string {
  const rest = after(clause, last);
  // "threw for 214 yards and ran for a third score ... to break a tie": a purpose after a second,
  // coordinated verb is that verb's, never the told one's ("threw to break a tie" is not the story).
  const ahead = units(rest.replace(/\.$/, ''));
  const secondVerb = ahead.findIndex((u, i) => u.pos === 'CCONJ' && /^(?:VERB|AUX)$/.test(ahead[i + 1]?.pos ?? ''));
  const purposeAt = ahead.findIndex((u) => u.lower === 'to' || u.lower === 'so');
  if (secondVerb >= 0 && (purposeAt < 0 || secondVerb < purposeAt)) return '';
  // "will close for three weeks so crews can replace a culvert": the reason goes on, its figures out.
  const so = /^[^,;.]*?\bso (?:that )?([a-z][^,;]*)/.exec(rest);
  if (so && room >= 4) {
    const reason = heldBack(units(so[1].replace(/\.$/, '')));
    const finite = reason?.some((u) => u.pos === 'AUX' || u.pos === 'VERB');
    if (reason && finite && reason.length <= room) return `so ${renderUnits(reason, false)}`;
  }
  const m = /^[^,;.]*?\bto ([a-z][^,;]*)/.exec(rest);
  if (!m || room < 4) return '';
  // "after failing to hire nurses": the infinitive of a clause the tease has cut, not a purpose.
  const before = rest.slice(0, m.index + m[0].indexOf(' to ') + 1);
  if (/\b(?:after|before|because|while|when|until|since|without)\b|\b[a-z]+ing\s*$/i.test(before)) return '';
  const list = units(`to ${m[1].replace(/\.$/, '')}`);
  if (list[1]?.pos !== 'VERB') return '';
  // ("and" ends it before a verb, not inside "labor and delivery nurses")
  const stop = list.findIndex(
    (u, i) =>
      i > 1 &&
      (/^(?:that|which|who|while|after|before|because)$/.test(u.lower) ||
        u.pos === 'SCONJ' ||
        (u.lower === 'and' && /^(?:VERB|AUX)$/.test(list[i + 1]?.pos ?? ''))),
  );
  const kept = heldBack(stop > 0 ? list.slice(0, stop) : list);
  return kept && kept.length > 2 && kept.length <= room ? renderUnits(kept, false) : '';
}

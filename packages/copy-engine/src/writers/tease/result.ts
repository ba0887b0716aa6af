/**
 * Result stories (a verdict, a sentence, a vote, a game): the tease says what was decided and by
 * whom, never how. A plea, an arraignment or a record is no result to hold back: it is the story.
 */
import { KIND_MEASURE, mainClause, renderUnits, units } from '../../parse/headline';
import type { Clause, Unit } from '../../parse/headline';
import { capitalise } from '../../text/strings';
import { heldBack } from './clause';
import type { ToldClause } from './clause';
import type { Hook } from './hooks';

/** Words that give a result away: a tease about a result never says them. */
export const RESULT_WORDS =
  /\b(?:guilty|innocent|verdict|convict\w*|acquit\w*|sentenced|prison|jail|probation|won|wins?|winning|beat|beats|defeat\w*|lost|loses?|upset|approv\w*|reject\w*|passed|turned down|elected|unseat\w*|re-elected|champions?|upheld|uphold\w*|sided|dismiss\w*)\b/i;
const RESULT_LEMMAS = new Set([
  'upset',
  'win',
  'beat',
  'defeat',
  'find',
  'convict',
  'acquit',
  'sentence',
  'approve',
  'reject',
  'pass',
  'elect',
  'unseat',
  'vote',
  'uphold',
  'side',
  'rule',
]);
const DECIDERS = /^(?:jury|judge|court|jurors|justices|panel)$/;
const VOTERS = /^(?:voters|board|council|commission|commissioners|committee|members|residents)$/;

/** A game's result told after a player's line: "Mateo Vasquez scored three goals ... as Thornbury beat Glenhaven 5-4". */
const AS_WON =
  /\bas ((?:the )?[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*) (?:beat|defeated|topped|edged|downed|upset) ((?:the )?(?:[A-Z][\w'.-]*)(?: [A-Z][\w'.-]*)*) \d+-\d+/;

export function isResult(clause: Clause): boolean {
  if (AS_WON.test(clause.sentence)) return true;
  const first = clause.sentence.split(/[,;]/)[0];
  if (/\bpleaded (?:not )?guilty\b/i.test(first)) return false;
  if (clause.lemma === 'turn') return /\bturned down\b/i.test(first);
  if (clause.lemma === 'spend') return /\b(?:prison|jail)\b/i.test(first);
  return (
    RESULT_LEMMAS.has(resultLemma(clause)) ||
    /\b(?:guilty|verdict|convicted|acquitted|sentenced|champions?)\b/i.test(first)
  );
}

/** A comeback's verb, whose result follows as "to beat": "rallied from a 14-point deficit to beat". */
const COMEBACK = /^(?:rally|come|hold|pull|storm|battle|fight|hang|surge|roll|erase|overcome|score)$/;
const TO_RESULT = /\bto (beat|defeat|win|upset)\b/i;

/** The verb of the result: "beat" of "came back to beat" and of "rallied from a deficit to beat". */
const resultLemma = (clause: Clause): string =>
  clause.verbUnits.find((u) => u.pos === 'VERB' && /^(?:beat|defeat|win|upset)$/.test(u.lemma))?.lemma ??
  (COMEBACK.test(clause.lemma) ? TO_RESULT.exec(clause.sentence.split(/[,;]/)[0])?.[1].toLowerCase() : undefined) ??
  clause.lemma;

const text = (list: Unit[] | undefined): string => (list ? renderUnits(list, false) : '');
const objectOf = (clause: Clause): Unit[] | undefined => {
  const object = clause.phrases.find((p) => p.role === 'object' && p.units[0]?.pos !== 'ADP');
  if (!object) return undefined;
  // "a 10-year parks levy": what was decided, told without its term ("a parks levy").
  const kindless = object.units.filter((u) => !(u.num && KIND_MEASURE.test(u.text)));
  return heldBack(object.units) ?? (kindless.length < object.units.length ? heldBack(kindless) : undefined);
};
const has = (clause: Clause): string => (clause.plural ? 'have' : 'has');

/** The words after "to" in the sentence ("voted 5-2 Monday night to close Lincoln Elementary ..."), figures out. */
function infinitiveAfter(clause: Clause, verb: RegExp): { then: string; timed: boolean } | undefined {
  const m = new RegExp(`\\b${verb.source}\\b[^,.;]*?\\bto ([a-z][^,;]*)`, 'i').exec(clause.sentence);
  if (!m) return undefined;
  const list = units(m[1].replace(/\.$/, ''));
  // (Also at a figure after the thing decided, "raise water rates [11% starting in February]", and at a
  // comma's aside: what was decided, without how much.)
  const stop = list.findIndex(
    (u, i) =>
      /^(?:that|which|who|while|after|before|because|,)$/.test(u.lower) ||
      (i > 1 && u.num && !/^(?:NOUN|ADJ)$/.test(list[i + 1]?.pos ?? '') && list[i - 1].pos === 'NOUN'),
  );
  let cut = stop > 0 ? list.slice(0, stop) : list;
  // "to start classes [at 8:45 a.m. next fall]": a clock time is what was decided, told as "when to".
  const clock = cut.findIndex((u, i) => u.pos === 'ADP' && /^[ap]\.m\.$/.test(cut[i + 2]?.lower ?? ''));
  const timed = clock > 0;
  if (timed) cut = cut.slice(0, clock);
  // "to raise parking meter rates [from $1 to $1.75 an hour]": the range is what a tease holds back.
  const range = cut.findIndex((u, i) => u.lower === 'from' && cut[i + 1]?.num);
  if (range > 0) cut = cut.slice(0, range);
  // "to move the start of the school year to" before "after Labor Day": the clause ends on its last noun.
  while (cut.length && !/^(?:NOUN|PROPN|ADJ)$/.test(cut[cut.length - 1].pos)) cut.pop();
  const kept = heldBack(cut);
  return kept && kept.length > 1 ? { then: text(kept), timed } : undefined;
}

/** "in its fight over a proposed gravel quarry" after "sided with Fairhaven": "in Fairhaven's fight over ...". */
function disputeOf(clause: Clause): string | undefined {
  const [first, ...rest] = clause.phrases.filter((p) => p.role !== 'time');
  if (!first || !/^(?:with|against)$/.test(first.units[0]?.lower ?? '')) return undefined;
  const party = text(first.units.slice(1));
  const tail = rest.map((p) => text(heldBack(p.units))).join(' ');
  return /^in (?:its|their) /.test(tail) ? tail.replace(/^in (?:its|their) /, `in ${party}'s `) : undefined;
}

/**
 * "They beat Lakeshore 61-57 in overtime in the Division 3 final." after "The Pine Hollow Lady Hawks
 * are state champions.": the game the next sentence names, told without its score.
 */
function gameAfter(next: string | undefined, who: string): string | undefined {
  // The pronoun stands for the lead's subject; the parse reads the sentence with it named.
  // ("The Coyotes beat ..." after "The Sablewood Coyotes are state champions": the team by its
  // mascot, panel AC.)
  const mascot = who.split(/\s+/).pop() ?? '';
  const byMascot = mascot.length > 2 && new RegExp(`^The ${mascot}\\s`).test(next ?? '');
  if (!next || (!/^(?:They|He|She|It)\s/.test(next) && !byMascot)) return undefined;
  const clause = mainClause(
    byMascot ? next.replace(new RegExp(`^The ${mascot}`), capitalise(who)) : next.replace(/^\w+/, capitalise(who)),
  );
  if (!clause) return undefined;
  if (clause.lemma !== 'beat' && clause.lemma !== 'defeat') return undefined;
  const object = objectOf(clause);
  const named = clause.phrases
    .filter((p) => p.role === 'phrase' && p.units.some((u) => u.pos === 'PROPN'))
    .map((p) => heldBack(p.units))
    .filter((u): u is Unit[] => !!u);
  if (!object) return undefined;
  const stake = named.length ? ` ${text(named[named.length - 1])}` : '';
  return `We now know how ${who} did against ${text(object)}${stake}.`;
}

/** The lead of a result story, saying what was decided but not how. */
export function resultSentence(
  clause: Clause,
  told: ToldClause,
  kind: string,
  news: string[] = [],
): string | undefined {
  // The team's result, not the player's line: "We now know how Thornbury did against Glenhaven."
  const game = AS_WON.exec(clause.sentence);
  if (game) return `We now know how ${game[1]} did against ${game[2]}.`;
  const who = told.inner;
  const head = clause.subject[clause.subject.length - 1]?.lower ?? '';
  const object = objectOf(clause);
  if (DECIDERS.test(head)) {
    const against = object ? text(object).replace(/\s+(?:not\s+)?guilty\b.*$/i, '') : '';
    const dispute = disputeOf(clause);
    if (against && clause.lemma !== 'sentence') return `We now know how ${who} ruled in the case against ${against}.`;
    if (clause.lemma === 'sentence' && against) return `${capitalise(against)} has been sentenced.`;
    return `We now know how ${who} ruled${dispute ? ` ${dispute}` : ''}.`;
  }
  if (clause.lemma === 'spend' || clause.lemma === 'sentence') {
    const reason = clause.phrases.find((p) => p.units[0]?.lower === 'for' && heldBack(p.units));
    return `${told.subject} has been sentenced${reason ? ` ${text(heldBack(reason.units))}` : ''}.`;
  }
  if (clause.lemma === 'vote') {
    const after = infinitiveAfter(clause, /voted/);
    if (!after) return undefined;
    return `${told.subject} ${has(clause)} voted on ${after.timed ? 'when' : 'whether'} to ${after.then}.`;
  }
  if (/^(?:approve|reject|pass|turn)$/.test(clause.lemma) && object) {
    const how = head === 'voters' ? 'decided on' : VOTERS.test(head) ? 'voted on' : 'made a decision on';
    return `${told.subject} ${has(clause)} ${how} ${text(object)}.`;
  }
  // ("rallied from a 14-point deficit [to beat Ashmont] 35-31": the opponent is the infinitive's.)
  const toBeat = /\bto (?:beat|defeat|upset) ((?:the )?(?:[A-Z][\w'.-]*)(?: [A-Z][\w'.-]*)*)/.exec(
    clause.sentence.split(/[,;]/)[0],
  )?.[1];
  const against = toBeat ?? (object ? text(object) : undefined);
  if (/^(?:beat|defeat|upset)$/.test(resultLemma(clause)) && against) {
    const won = /\bto win ([^,.;]+?)(\s+since\s+\d+)?(?:[,.;]|$)/i.exec(clause.sentence);
    // "their first conference title since 2009" is not their first: without the year, no "first".
    const title = won?.[2] ? won[1].replace(/^(?:(?:their|its|his|her|the)\s+)?first\s+/i, 'a ') : won?.[1];
    const stake = title ? heldBack(units(title)) : undefined;
    if (stake && kind === 'sports') return `${told.subject} played ${against} with ${text(stake)} on the line.`;
    // (A team's name stays a name: "Kessington", which the tagger may read as a common noun.)
    const team =
      clause.subject.length > 0 && clause.subject.every((u) => /^[A-Z]/.test(u.text))
        ? text(clause.subject).replace(/^The\b/, 'the')
        : who;
    return `We now know how ${team} did against ${against}.`;
  }
  // "won its first Class 2A boys soccer state championship Saturday, beating Tollbridge Catholic 2-1":
  // the game it won (panel X).
  const beating =
    /,\s+(?:beating|defeating|topping|edging|downing) ((?:[A-Z][\w'.-]*)(?: [A-Z][\w'.-]*)*) \d+-\d+/.exec(
      clause.sentence,
    )?.[1];
  if (clause.lemma === 'win' && beating && kind === 'sports') return `We now know how ${who} did against ${beating}.`;
  if (clause.lemma === 'win' && object) {
    const rest = clause.phrases
      .filter((p) => p.role === 'phrase')
      .map((p) => heldBack(p.units))
      .filter((u): u is Unit[] => !!u)
      .map(text);
    if (kind === 'sports') return `We now know how ${who} did in ${text(object)}.`;
    return `We now know whether ${who} won ${[text(object), ...rest].join(' ')}.`;
  }
  return gameAfter(news[1], who) ?? `We now know how it turned out for ${who}.`;
}

/** What a result story holds back, as a hook: "the verdict", "the final score". */
export function resultHook(clause: Clause, script: string, kind: string): Hook {
  const head = clause.subject[clause.subject.length - 1]?.lower ?? '';
  const hook = (what: string): Hook => ({ kind: 'result', what, ask: (s) => `How did it turn out for ${s}?` });
  if (head === 'jury' || head === 'jurors') return hook('the verdict');
  if (clause.lemma === 'spend' || clause.lemma === 'sentence') return hook('the sentence');
  if (DECIDERS.test(head)) return hook('the ruling');
  const game = kind === 'sports' || /\b(?:champions?|beat|won|title|game|final)\b/i.test(clause.sentence);
  if (game && /\b\d+-\d+\b/.test(script)) return hook('the final score');
  if (kind === 'election') return hook('the results');
  if (/^(?:vote|approve|reject|pass|turn)$/.test(clause.lemma)) return hook('how the vote went');
  return hook('how it turned out');
}

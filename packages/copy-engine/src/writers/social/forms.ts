/**
 * Shorter complete forms of a source sentence, for posts with a hard character ceiling. Every form
 * is made by taking words away (an aside, a trailing phrase, a clock time, a clause after a comma or
 * a conjunction) or by moving the attribution to the front, never by writing new words, and every
 * form is a complete sentence (fragmentReason finds nothing). A post is never cut with "…": when a
 * sentence is too long, a shorter complete form of it is used, or another sentence.
 *
 * Here too: a sentence's main verb (mainVerbIndex) and its main clause alone (mainClause), which
 * banners and teases read a lede by.
 */
import {
  attributionFirst,
  liftAsides,
  compressSentence,
  findTrailingAttribution,
  fragmentReason,
  hasFiniteVerb,
  inCompound,
  isFiniteVerb,
  isNounish,
  SPEECH_VERBS,
  splitForEar,
  tag,
} from '../../parse';
import type { LiftedSentence, Token } from '../../parse';
import { DITRANSITIVE, RESTRICTIVE_PARTICIPLES } from '../../parse/headline';
import { ADJECTIVE_VERBS } from '../../parse/tagger';
import { SEEN_EVENT_NOUNS } from '../../parse/events';
import { PERSON_NOUNS } from '../../parse/people';
import { keepsCapital, sayFor } from '../../parse/attribution';
import { pastOf, presentOf } from '../../parse/verb-forms';
import { endsOnModifier } from '../../parse/modifier';
import { innerAccordingTo } from '../../parse/lift';
import { xLength } from '../../fit/chars';
import { splitSentences } from '../../text/sentences';
import { asSentence, capitalise, endWithPeriod, escapeRegExp } from '../../text/strings';
import { IMPACT, LEAD_UP, dropsImpact, impactFirst, tookToDo } from './recast';
import { MONTH_PATTERN } from '../../numbers';
import { findClaims } from '../../checks/claims';

/** Labels a producer writes into the copy, not news: "Breaking news right now in ...". */
const LABEL =
  /^(?:breaking news|breaking|just in|happening now|developing(?: story)?)(?:\s+(?:right now|this hour|tonight))?\s*[:,—–-]?\s*/i;

/** Clauses a sentence can end before and still say what it said first. "if" and "unless" change it. */
// (A closing relative clause on a thing may go too: "a solar farm [that could power about 1,100 homes]".)
const CLAUSE_JOINTS =
  /\s+(?:and|before|after|as|while|when|because|but|then)\s+|,\s+|\s+that\s+(?=(?:could|would|will|can|may|might|has|have|had|is|are|was|were)\b)/g;

/** A clock time a post can drop when a day or part of day stays: "just after 9 p.m.". */
const CLOCK_TIME =
  /\s+(?:(?:just|shortly|sometime)\s+)?(?:at|after|before|around|about|near)\s+(?:about\s+)?\d{1,2}(?::\d{2})?\s*[ap]\.m\.(?=[\s,.])/g;

/** A span of clock times a post can drop when the day stays: "from 1 a.m. to 9 a.m. Thursday". */
const CLOCK_RANGE =
  /\s+from\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.m\.)?\s+(?:to|until)\s+\d{1,2}(?::\d{2})?\s*[ap]\.m\.(?=\s+(?:today|tonight|tomorrow|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)/g;

/** Where a closing phrase of place or time can start: "at her arraignment this morning". */
const PHRASE_JOINTS =
  /\s+(?:in|at|on|for|from|to|through|during|near|along|across|inside|outside|in front of|with|under|over)\s+/g;

const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';

/**
 * Text that ends on a day or a part of one: after it, "with free coffee ..." (of "marks 100 years
 * Saturday") and "to win the state title" (of "beat the Bobcats 3-1 Saturday") are phrases a post can lose.
 */
const ENDS_ON_DAY = new RegExp(`\\b(?:${WEEKDAYS}|today|tonight|tomorrow|morning|afternoon|evening|night|weekend)$`);

/** How long: "nearly three hours", "more than 10 days". */
const DURATION =
  /^(?:(?:nearly|about|almost|roughly|more than|less than|at least)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few)\s+(?:minutes|hours|days|weeks)\b/;

/** The last word of a head a closing phrase can leave: a thing, a name, a figure or a state ("not guilty"). */
const PHRASE_HEAD_END = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ']);

/**
 * Verbs whose object needs the phrase after it: "will spend four years [in prison]", "forcing 23
 * people [from their homes]", "has left 3,200 homes [under a boil-water advisory]", "led officers
 * [on a chase]". Cut there, the sentence says something else.
 */
const COMPLEMENT_VERBS = new Set([
  'spend',
  'force',
  'leave',
  'put',
  'place',
  'send',
  'keep',
  'move',
  'bring',
  'take',
  'turn',
  'lead',
  'drive',
  'push',
  'sentence',
  'order',
  'lock',
  'ban',
  'bar',
  'return',
  'remove',
  'trap',
  'allow',
  // a verb of giving needs what it gives: "giving police and families [somewhere to take people]"
  ...DITRANSITIVE,
]);

/** Verbs whose infinitive says what they are about: "voted to approve", "expects the trial to last". */
const CONTENT_INFINITIVE =
  /^(?:expect|ask|allow|urge|want|need|tell|force|require|encourage|order|help|cause|lead|get|invite|warn|advise|remind|vote|agree|decide|plan|move|fail|refuse|try|seek|promise|threaten|vow|hope|aim|choose|wait|continue|begin|start|struggle|fight|use|have|be|go|intend|prepare|propose|offer|hire|train|schedule|set)$/;

/** "to about 1,100 customers", "to $3,500": how much or how many a verb reached. */
const AMOUNT_AHEAD = /^(?:(?:about|around|nearly|almost|roughly|more than|at least|up to)\s+)?[$\d]/;

/** A rank needs its field: "the leading scorer [in school history]", "the biggest crowd [of the season]". */
const RANK = /^(?:leading|top|first|last|only|most|least|best|worst|record|all-time)$/;

/** A change needs what changed: "a steep drop [in births]", "a 6% rise [in rents]". */
const CHANGE_NOUNS =
  /^(?:drop|drops|rise|rises|increase|increases|decrease|decline|jump|spike|surge|dip|gain|gains|loss|losses|growth|shortage|cut|cuts|change|changes|share|rate|number)$/;

/** A phrase that limits or states a condition: "in more neighborhoods", "in prison", "in custody". */
const LIMITING_PHRASE = /^(?:more|fewer|less|all|every|each|most|only|other|both|prison|jail|custody|history)\b/i;

/**
 * Whether the closing phrase after `head` completes it rather than adds to it, so cutting it would
 * change what the sentence says ("will spend four years.", "is now the leading scorer.", "and riders.").
 */
function phraseCompletes(head: readonly Token[], joint: string, phrase: string): boolean {
  if (LIMITING_PHRASE.test(phrase)) return true;
  // "garbage [from haulers based outside the county]": a phrase that says which ones limits the news.
  if (
    tag(phrase)
      .slice(1, 3)
      .some((t) => RESTRICTIVE_PARTICIPLES.test(t.lower))
  )
    return true;
  // "to" opens a phrase only before a noun or a gerund ("pleaded guilty Thursday to stealing"): not
  // an infinitive ("expects the trial to last"), a figure ("to $3,500") or the end of a span ("from ... to").
  if (joint.trim() === 'to') {
    const next = tag(phrase.split(/\s+/)[0] ?? '')[0];
    const infinitive = next?.pos === 'VERB' && !/ing$/.test(next.lower);
    if (AMOUNT_AHEAD.test(phrase) || head.slice(-5).some((t) => t.lower === 'from')) return true;
    // An infinitive of purpose can go ("packed the meeting tonight [to speak out]"); what a verb
    // of wanting, deciding or asking wants, decides or asks cannot ("voted 6-1 [to approve a budget]").
    const lastVerb = [...head].reverse().find((t) => t.pos === 'VERB' || t.pos === 'AUX');
    // ("beat the Bobcats 3-1 Saturday [to win the state title]": after the day the purpose can go too.)
    const endsOnThing = head.at(-1)?.pos === 'NOUN' || ENDS_ON_DAY.test(head.at(-1)?.text ?? '');
    if (infinitive && (!lastVerb || CONTENT_INFINITIVE.test(lastVerb.lemma) || !endsOnThing)) return true;
  }
  // "voted 4 to 3 to start classes [at 8:45 a.m. next fall]": a figure in what was decided is the decision.
  const decided = head.findIndex(
    (t, i) =>
      t.lower === 'to' &&
      head[i + 1]?.pos === 'VERB' &&
      head.slice(0, i).some((v) => v.pos === 'VERB' && CONTENT_INFINITIVE.test(v.lemma)),
  );
  if (decided >= 0 && /\d/.test(phrase.split(/,\s+/)[0])) return true;
  const verbAt = head.map((t) => t.pos === 'VERB' || t.pos === 'AUX').lastIndexOf(true);
  const verb = head[verbAt];
  const object = head.slice(verbAt + 1);
  // A rank at the end of the head: "the leading scorer", "four cases of measles, the first".
  if (head.slice(-3).some((t) => RANK.test(t.lower) || (t.pos === 'ADJ' && /est$/.test(t.lower)))) return true;
  const last = head[head.length - 1];
  if (joint.trim() === 'in' && last && CHANGE_NOUNS.test(last.lower)) return true;
  // ", and riders [on the west side will feel it most]": the clause after the comma lost its verb.
  const clause = /,\s+(?:and|but|or|so|yet)\s+(?!.*,\s+(?:and|but|or|so|yet)\s)(.*)$/.exec(
    head
      .map((t) => t.text)
      .join(' ')
      .replace(/\s+,/g, ','),
  );
  if (clause !== null && !hasFiniteVerb(tag(clause[1]))) return true;
  // Once a phrase follows the object ("four years in prison"), what comes next is an addition.
  if (object.some((t) => t.pos === 'ADP')) return false;
  return verb !== undefined && COMPLEMENT_VERBS.has(verb.lemma);
}

/** The last phrase of a sentence when it opens on a preposition and "the" and holds no name or figure. */
const LOOSE_TAIL = /\s+(?:for|in|on|at|along|across|around|near|during|over)\s+the(?:\s+[a-z][a-z'-]*){1,5}\.$/;

/**
 * "shortly" or "just" whose clock time was cut ("[Shortly] Thursday, a fire ..."): it said how near
 * to the clock, so it goes with it.
 */
export const withoutLoneTimeAdverb = (text: string): string =>
  text.replace(
    /(^|\s)(?:shortly|just|sometime)\s+(?=(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tonight)\b|[,.])/gi,
    '$1',
  );

const tidy = (text: string): string =>
  withoutLoneTimeAdverb(text)
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/,\./g, '.')
    // ("until 11 p.m.." where a cut closed a sentence on the clock's own period)
    .replace(/\b([ap])\.m\.\./g, '$1.m.')
    .replace(/\s+/g, ' ')
    .trim();
const hasQuotation = (s: string): boolean => /["“”]/.test(s);
const wordCount = (s: string): number => s.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

// The writers call these on the same sentences for every platform, tone and length: remember them.
const completeCache = new Map<string, boolean>();
const formsCache = new Map<string, string[]>();
const CACHE_LIMIT = 20000;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  if (cache.size > CACHE_LIMIT) cache.clear();
  const value = make();
  cache.set(key, value);
  return value;
}

/**
 * Sentences as a reader meets them. splitSentences ends a sentence at "9 p.m." before "Tuesday";
 * a piece under three words goes back onto the sentence before it rather than standing alone.
 */
export function readSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of splitSentences(text).map((x) => tidy(x.text))) {
    if (out.length && s.split(' ').length < 3 && !/^["“]/.test(s)) out[out.length - 1] += ` ${s}`;
    else if (/[a-z]/i.test(s)) out.push(s);
  }
  return out;
}

/** A complete sentence: ends on . ! or ?, and the parser finds no fragment in it. */
export function isComplete(sentence: string): boolean {
  return remember(
    completeCache,
    sentence,
    () => /[.!?]["”’]?$/.test(sentence.trim()) && fragmentReason(sentence) === undefined && !onlyAnAside(sentence),
  );
}

/**
 * "Sagebrook Family Clinic, the only walk-in medical clinic within 60 miles of Tule Flats.": a
 * subject and its aside with no verb after them. (The fragment test finds a verb inside the aside.)
 */
function onlyAnAside(sentence: string): boolean {
  // After "Police say" or "According to a report," the claim is what must hold a verb.
  const said = /^[^,]{1,60}?\b(?:says?|said)\s+(.+)$/.exec(sentence) ?? /^According to [^,]+,\s+(.+)$/.exec(sentence);
  if (said && said[1] !== sentence) return onlyAnAside(said[1]);
  const tokens = tag(sentence);
  const open = tokens.findIndex((t) => t.text === ',');
  if (open < 1) return false;
  const subject = tokens.slice(0, open);
  const named = subject.every((t) => /^[A-Z]/.test(t.text) || /^(?:and|of|the|&)$/.test(t.lower));
  if (!named && (subject.some((t, i) => isFiniteVerb(subject, i)) || !/^(?:NOUN|PROPN)$/.test(subject[open - 1].pos)))
    return false;
  // ("..., accused of stealing more than $212,000.": an aside that opens on its participle, panel AB.)
  const participle = tokens[open + 1]?.pos === 'VERB' && /(?:ed|en)$/.test(tokens[open + 1].lower);
  if (!/^(?:DET|ADJ|NUM)$/.test(tokens[open + 1]?.pos ?? '') && !participle) return false;
  // With no second comma the words after the first are the aside itself, unless they hold the verb
  // ("In Redstone Junction, a fire has just broken out").
  const close = tokens.findIndex((t, i) => i > open && t.text === ',');
  const from = close < 0 ? open + (participle ? 1 : 0) : close;
  // ("walk" in "walk-in" is no verb.)
  const compound = (i: number): boolean => inCompound(tokens, i);
  return !tokens.some((t, i) => i > from && !compound(i) && (isFiniteVerb(tokens, i) || t.pos === 'AUX'));
}

/**
 * Drops a label the source opens with ("Breaking news right now in Redstone Junction, where a fire
 * has just broken out ...") and keeps the news: "In Redstone Junction, a fire has just broken out ...".
 */
export function withoutLabel(sentence: string): string {
  const text = sentence.trim();
  if (!LABEL.test(text)) return text;
  const rest = text.replace(LABEL, '');
  const where = /^in ([A-Z][^,]{1,60}), where (.+)$/i.exec(rest);
  const out = where ? `In ${where[1]}, ${where[2]}` : capitalise(rest);
  return isComplete(out) ? out : text;
}

/** Words a shortened sentence cannot end on, beyond the parser's: "at gunpoint just." */
const LOOSE_END =
  /\b(?:just|shortly|only|nearly|almost|about|around|roughly|more|less|least|most|very|not|also|still|even|so|some|all|both|each|every|no|up|down|including|such)$/i;

/**
 * Whether the words after a joint are a clause or a modifier the sentence can lose, rather than the
 * rest of a list: "3,200 homes and businesses in Dunmore Heights" cut at "and" would say something
 * else ("has left about 3,200 homes"), and "robbery, fleeing police and possession" would drop a charge.
 */
function canLose(joint: string, head: string, tail: string): boolean {
  // ", according to unofficial results": a claim keeps its source.
  if (/^according to\b/i.test(tail)) return false;
  // ", 50 minutes later than they start now": a comparison on the news, which can go.
  const comparison =
    /^[\d,.]+\s+[a-z]+\s+(?:later|earlier|sooner|longer|shorter|more|less|fewer|higher|lower)\s+than\b/.test(tail);
  if (/^\d/.test(tail) && !(comparison && joint.trim() === ',')) return false;
  // The head must end in a clause of its own: "said the suspect, Jalen Pruitt of Corrigan" cut before
  // ", faces charges" is an aside with its sentence cut away.
  // "between Exit seven" needs its "and Exit 12".
  if (/\bbetween\s+(?:(?!\band\b)[^,])*$/i.test(head)) return false;
  const lastSegment = head.slice(head.lastIndexOf(',') + 1);
  if (/^\s*(?:who|which|whose|whom|where|that|when)\b/i.test(lastSegment)) return false;
  // ", eliminating 214 jobs" closes a clause before it: the head ends on that clause's consequence.
  const segment = tag(lastSegment);
  const consequence =
    segment[0]?.pos === 'VERB' &&
    /ing$/.test(segment[0].lower) &&
    hasFiniteVerb(tag(head.slice(0, head.lastIndexOf(','))));
  if (!consequence && !hasFiniteVerb(segment)) return false;
  const tokens = tag(tail);
  const clause = hasFiniteVerb(tokens);
  const word = joint.trim();
  // "all 412 hourly and salaried workers": a describing word before "and" shares the noun after it.
  const headLast = tag(head).at(-1);
  if (word === 'and' && headLast?.pos === 'ADJ') return false;
  // "and", "but", "as", "when": only before a clause ("routes will run as double runs" is not one).
  // "adds 11 police officers [and eight firefighters], and sets aside ...": the clause must start
  // at the joint, not after the next item of a list.
  // "will stop accepting ambulances overnight [because of a shortage of doctors]": a cause phrase may go.
  if (word === 'because' && /^of\b/.test(tail)) return true;
  if (/^(?:and|but|then|as|when|while|because)$/.test(word)) {
    // Read in its sentence: "Sunday beer and [wine sales]" alone reads "sales" as a verb.
    const joined = `${head} ${word} ${tail}`;
    const inContext = tag(joined);
    const from = inContext.findIndex((t) => t.start >= head.length + word.length + 1);
    const comma = inContext.findIndex((t, i) => i >= from && t.text === ',');
    const span = inContext.slice(from, comma < 0 ? undefined : comma);
    // ... and before any phrase of the list's last item: "of Old Millpond Road and [Sibley Church
    // Road into a four-way stop ... after three crashes]" is one road, not a clause.
    const verb = span.findIndex((t) => isFiniteVerb(inContext, t.index));
    const listGoesOn = word === 'and' && span.slice(0, verb).some((t) => t.pos === 'ADP');
    return from >= 0 && verb >= 0 && !listGoesOn;
  }
  if (word !== ',') return true;
  // ", but the family got out safely": the joint is the coordinator after the comma.
  const coordinated = /^(but|and|yet|so)\s+(.*)$/i.exec(tail);
  if (coordinated) return canLose(` ${coordinated[1].toLowerCase()} `, head, coordinated[2]);
  // "collecting new, unwrapped toys": describing words before their noun are one phrase.
  if (headLast?.pos === 'ADJ') return false;
  const first = tokens[0];
  if (first === undefined) return false;
  // ", showed a handgun and demanded cash": the next action; the first one stands.
  if (first.pos === 'VERB' && /ed$/.test(first.lower)) return true;
  if (clause) return true;
  // A list goes on with "and"/"or" and no verb of its own ("robbery, fleeing police and
  // possession"); a modifier opens on a preposition, an adverb or a participle: ", down from 4.6%
  // a year ago", ", forcing 23 people from their homes".
  if (/\b(?:and|or)\b/.test(tail)) return false;
  // ", the first in the county since 2019": an aside on the thing before it.
  if (first.lower === 'the' && RANK.test(tokens[1]?.lower ?? '')) return true;
  return first.pos === 'ADP' || first.pos === 'ADV' || first.pos === 'VERB';
}

/** The sentence up to each clause joint, as a sentence of its own: the first facts come first. */
function clausePrefixes(sentence: string): string[] {
  if (hasQuotation(sentence)) return [];
  const out: string[] = [];
  for (const m of sentence.matchAll(CLAUSE_JOINTS)) {
    const head = sentence.slice(0, m.index).replace(/[\s,;:—–-]+$/, '');
    const tail = sentence.slice((m.index ?? 0) + m[0].length);
    if (LOOSE_END.test(head) || !canLose(m[0], head, tail)) continue;
    const prefix = endWithPeriod(head);
    if (wordCount(prefix) >= 5) out.push(prefix);
  }
  return out;
}

/**
 * The sentence up to a closing phrase of place or time, for a post that has no room for it: "A
 * Bellhaven woman ... pleaded not guilty at her arraignment this morning" becomes "... pleaded not
 * guilty." The head must end on a thing, a name, a figure or a state, so the
 * verb keeps what it needs ("is in effect" is not cut to "is", "is due back in court" not to "due back").
 */
function phrasePrefixes(sentence: string, firstPass = true): string[] {
  const keepMoney = firstPass;
  if (hasQuotation(sentence)) return [];
  const out: string[] = [];
  for (const m of sentence.matchAll(PHRASE_JOINTS)) {
    const head = sentence.slice(0, m.index).replace(/[\s,;:—–-]+$/, '');
    // ("a $2.4 million contract [with Lakeshire Ambulance Service]": only when cut again for an alert.)
    if (m[0].trim() === 'with' && !ENDS_ON_DAY.test(head) && firstPass) continue;
    // "[over the next two years]", "[under a $6.4 million expansion]": only when cut again for an alert.
    if (firstPass && /^(?:under|over)$/.test(m[0].trim())) continue;
    // A sum of money is a key fact: "remains free on a $15,000 bond" is not "remains free".
    const phrase = sentence.slice((m.index ?? 0) + m[0].length).split(/,\s+/)[0];
    // (A wire lede cut again for an alert may lose the cost of a plan, never a bond.)
    if (keepMoney ? /^(?:an?\s+)?\$|^[\d.,]+%|\b(?:bond|bail)\b/i.test(phrase) : /\b(?:bond|bail)\b/i.test(phrase))
      continue;
    if (wordCount(head) < 6 || LOOSE_END.test(head) || /\b(?:between|from|back|due)$/i.test(head)) continue;
    // "in grades six [through 12]", "from 9 a.m. [to 3 p.m.]": a span keeps both ends.
    if (
      /^(?:through|to)$/.test(m[0].trim()) &&
      /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))$/i.test(head)
    )
      continue;
    // A claim keeps its source: a phrase is cut only from a sentence with no trailing attribution.
    if (findTrailingAttribution(sentence)) continue;
    const tokens = tag(head);
    const last = tokens[tokens.length - 1];
    // isComplete (in shorterForms) decides whether the head is a sentence; the tagger can read a
    // verb as a noun ("a coffee chain plans to open").
    const phraseText = sentence.slice((m.index ?? 0) + m[0].length);
    // (Cut again for an alert, how long a state lasted: "were ordered to stay indoors [for nearly
    // three hours]", panel AI.)
    const lasted = !firstPass && last?.pos === 'ADV' && m[0].trim() === 'for' && DURATION.test(phraseText);
    if (!last || (!PHRASE_HEAD_END.has(last.pos) && !lasted)) continue;
    // Cut again for an alert, "from [more than 40 vehicles]" is a count the alert can do without.
    // ... and a vote's hours or season ("to ban overnight parking [from Nov. 15 through March 31]").
    // ... and a change's range ("to raise parking meter rates [from $1 to $1.75 an hour]").
    const count =
      !firstPass &&
      (/^(?:more|fewer|less) than (?:\d|a dozen\b|two|three|four|five|six|seven|eight|nine|ten|a hundred\b)/.test(
        phraseText,
      ) ||
        (m[0].trim() === 'from' &&
          /^\$?\d[\d,.]*%?(?:\s+(?:million|billion|percent))?\s+to\s+\$?\d/.test(phraseText)) ||
        (m[0].trim() === 'from' &&
          /^(?:\d{1,2}(?::\d\d)?\s*[ap]\.m\.|[A-Z][a-z]+\.? \d{1,2})\s+(?:to|through|until)\s/.test(phraseText)));
    if (!count && phraseCompletes(tokens, m[0], phraseText)) continue;
    out.push(endWithPeriod(head));
  }
  return out;
}

/** "accused" in "a man accused of carjacking ... led officers": a participle describing the noun before it. */
function describesNoun(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  return (
    t.pos === 'VERB' &&
    /(?:ed|en|wn|ne)$/.test(t.lower) &&
    t.lower !== t.lemma &&
    before !== undefined &&
    /^(?:NOUN|PROPN)$/.test(before.pos) &&
    tokens[i + 1]?.pos === 'ADP'
  );
}

/** Words that open a clause of their own, whose verb is never the sentence's main one. */
const SUBORDINATE_OPENERS = /^(?:before|after|until|while|because|when|since|although|though|unless|once)$/;

/**
 * The sentence's main verb: its first finite verb, passing over a verb of saying ("Police say")
 * and a participle describing a noun ("a man accused of carjacking ... led officers") when another
 * finite verb comes after them without "and" or a comma (which would make it the next action:
 * "the man walked into the store, showed a handgun").
 */
export function mainVerbIndex(tokens: readonly Token[]): number | undefined {
  // Nothing between ", which" (or who, whose) and the next comma is the main clause: the
  // tagger can read a noun there as a verb ("between downtown and the city's north side").
  const aside = new Set<number>();
  // Nor an appositive's (", a family-owned maker ... that has operated on Kessel Street since 1961,").
  // ("On the edge of downtown Corvell Springs, a former department store ... will become": the
  // comma that closes an opening phrase starts the subject, not an appositive; panel T.)
  const firstComma = tokens.findIndex((t) => t.text === ',');
  const openingPhrase =
    firstComma > 0 &&
    /^(?:ADP|ADV|SCONJ)$/.test(tokens[0].pos) &&
    !tokens.slice(0, firstComma).some((_, i) => isFiniteVerb(tokens, i));
  tokens.forEach((t, i) => {
    if (openingPhrase && i === firstComma) return;
    // (", where the median price has climbed past $310,000,": a place's own clause, panel T.)
    const relative = /^(?:who|which|whose|where)$/.test(tokens[i + 1]?.lower ?? '');
    const appositive =
      /^(?:a|an|the)$/.test(tokens[i + 1]?.lower ?? '') && /^(?:NOUN|PROPN|VERB)$/.test(tokens[i - 1]?.pos ?? '');
    // (", accused of stealing more than $212,000 ...,": a participle's aside after the subject, panel AB.)
    const participle =
      tokens[i + 1]?.pos === 'VERB' &&
      /(?:ed|en)$/.test(tokens[i + 1].lower) &&
      tokens[i + 2]?.pos === 'ADP' &&
      /^(?:NOUN|PROPN)$/.test(tokens[i - 1]?.pos ?? '') &&
      !tokens.slice(0, i).some((_, k) => isFiniteVerb(tokens, k));
    if (t.text !== ',' || !(relative || appositive || participle)) return;
    for (let j = i + 1; j < tokens.length && tokens[j].text !== ','; j++) aside.add(j);
  });
  // A capitalised word mid-sentence is part of a name, whatever the tagger says ("Tool and Die").
  const named = (i: number): boolean => i > 0 && /^[A-Z]/.test(tokens[i].text) && tokens[i].pos === 'VERB';
  // ("run" in "volunteer-run" is half a describing word.)
  const finite = tokens
    .map((_, i) => i)
    .filter((i) => !aside.has(i) && !named(i) && !inCompound(tokens, i) && isFiniteVerb(tokens, i));
  return finite.find((i, k) => {
    const next = finite[k + 1];
    if (next === undefined) return true;
    // "Anyone who visited the emergency room ... should call": the relative clause's verb is not the main one.
    // (Its auxiliaries first: "that [has] served".)
    let before = i - 1;
    while (before > 0 && /^(?:AUX|ADV|PART)$/.test(tokens[before].pos)) before--;
    if (SPEECH_VERBS.has(tokens[i].lemma) || /^(?:who|which|that)$/.test(tokens[before]?.lower ?? '')) return false;
    // "People who are not vaccinated [and develop] a fever ... are asked": the relative clause's second verb.
    const relativeBefore = tokens.slice(0, i).some((t) => /^(?:who|which|that)$/.test(t.lower));
    if (/^(?:and|or)$/.test(tokens[i - 1]?.lower ?? '') && relativeBefore) return false;
    const joined = tokens[next - 1].text === ',' || tokens[next - 1].pos === 'CCONJ';
    // "home projects [he never finished] pleaded": a clause with no "that" after its noun (panel W).
    const contact =
      /^(?:he|she|they|we|it|i|you)$/.test(tokens[before]?.lower ?? '') &&
      /^(?:NOUN|PROPN)$/.test(tokens[before - 1]?.pos ?? '');
    if (contact && !joined) return false;
    // ("A two-alarm fire burned for more than four hours before crews ... brought it under control":
    // the next verb is the "before" clause's, so this one is the main verb, panel AJ.)
    // (Only a clause with its own subject, no comma before its verb: "since August, according to
    // ..., were arrested" is a time phrase, and "were" the main verb.)
    const opener = tokens.findIndex((t, k) => k > i && k < next && SUBORDINATE_OPENERS.test(t.lower));
    const clause =
      opener > 0 &&
      // (A common subject: "since August were arrested" is a date, not a clause.)
      /^(?:DET|PRON|NOUN)$/.test(tokens[opener + 1]?.pos ?? '') &&
      !tokens.slice(opener, next).some((t) => t.text === ',');
    if (clause) return true;
    return !(describesNoun(tokens, i) && !joined);
  });
}

function mainVerb(sentence: string): string | undefined {
  if (hasQuotation(sentence)) return undefined;
  const tokens = tag(sentence);
  const at = mainVerbIndex(tokens);
  return at === undefined ? undefined : tokens[at].lower;
}

/**
 * The sentence with less said about its subject, for a post with no room: first without the
 * phrases of time and place inside it ("A man accused of carjacking a driver [at gunpoint outside a
 * store Tuesday night] led officers ..."), then without the words that describe it at all ("A crash
 * [involving a tractor-trailer and three cars] has shut down ..."). The subject's noun and the rest
 * of the sentence stay.
 */
/** Prepositions of time and place a subject can lose: "a man ... [at gunpoint outside a store]". */
const SUBJECT_PHRASE = /^(?:at|in|on|near|outside|inside|along|across|during)$/;

function lighterSubjects(sentence: string): string[] {
  if (hasQuotation(sentence)) return [];
  const tokens = tag(sentence);
  const verb = mainVerbIndex(tokens);
  if (verb === undefined) return [];
  const subject = tokens.slice(0, verb);
  const head = subject.findIndex((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  if (head < 0) return [];
  const isNoun = (t: Token | undefined): boolean => t?.pos === 'NOUN' || t?.pos === 'PROPN';
  // A participle that describes the subject: "A crash involving ...", "a man accused of ...". Only
  // after a determiner or a figure: "Flash flooding" is one noun.
  const determined = /^(?:DET|NUM)$/.test(subject[0].pos);
  const described = subject.findIndex(
    (t, i) => i > head && t.pos === 'VERB' && /(?:ing|ed|en|wn|ne)$/.test(t.lower) && isNoun(subject[i - 1]),
  );
  // "A spokesperson says written comments can be sent": not a subject but a clause of its own.
  // (A clause inside the participle's phrase goes with it: "accused of taking deposits for projects
  // he never finished".)
  const own = determined && described > 0 ? subject.slice(0, described) : subject;
  if (own.some((t, i) => t.text === ',' || (isFiniteVerb(tokens, i) && !describesNoun(tokens, i)))) return [];
  const without = (from: number): string =>
    `${sentence.slice(0, tokens[from].start).trimEnd()} ${sentence.slice(tokens[verb].start)}`;
  const out: string[] = [];
  // A phrase of time or place after the subject's words ("at gunpoint outside ..."), not a bare
  // place name ("in Maple Falls") and not a phrase the words before need ("setting fire to her truck").
  // An alert ranks the forms that keep more names first.
  const phrase = subject.findIndex(
    (t, i) => i > head && SUBJECT_PHRASE.test(t.lower) && isNoun(subject[i - 1]) && subject[i + 1]?.pos !== 'PROPN',
  );
  // ("Junior outside hitter Brynn Halloway led": a role and a name after the word the tagger read as
  // a preposition is the subject itself, panel AB.)
  const last = subject.length - 1;
  const named =
    subject[last]?.pos === 'PROPN' &&
    subject[last - 1]?.pos === 'PROPN' &&
    subject.slice(phrase + 1, last - 1).some((t) => t.pos === 'NOUN' && /^[a-z]/.test(t.text)) &&
    !/^(?:street|road|avenue|park|county|city|lake|river|church|school|center|hall|library)$/i.test(
      subject[last - 2]?.lower ?? '',
    );
  if (phrase > 0 && own === subject && !named) out.push(without(phrase));
  if (determined && described > 0) out.push(without(described));
  return out;
}

/**
 * The sentence without an aside between its subject and its verb, however long: "The Varna Ridge
 * holiday light display at Pettigrew Meadow Park[, a mile-long drive-through route with more than
 * 600,000 lights strung by about 90 volunteers,] opens Friday". An aside that says who a person
 * is (", a nurse at St. Luke's,") stays: it is the only place the copy says so.
 */
function withoutSubjectAside(sentence: string): string[] {
  if (hasQuotation(sentence)) return [];
  const tokens = tag(sentence);
  const open = tokens.findIndex((t) => t.text === ',');
  const close = tokens.findIndex((t, i) => i > open && t.text === ',');
  if (open < 2 || close < 0) return [];
  const subject = tokens.slice(0, open);
  const inside = tokens.slice(open + 1, close);
  // ("Starting Feb. 1, the emergency room ...": a time phrase first, not a subject; panel W.)
  if (/^(?:starting|beginning|effective|since|until|by)$/.test(subject[0].lower)) return [];
  // (A name's last word may read as a verb to the tagger: "Corrander Tool and Die".)
  const named = subject.every((t) => /^[A-Z]/.test(t.text) || /^(?:and|of|the|&)$/.test(t.lower));
  if (!named && (subject.some((t, i) => isFiniteVerb(subject, i)) || !/^(?:NOUN|PROPN)$/.test(subject[open - 1].pos)))
    return [];
  // (", mostly in neighborhoods north of Dunmore Road," is an aside too, and ", accused of stealing
  // more than $212,000 ...," panel AB)
  const participle = inside[0]?.pos === 'VERB' && /(?:ed|en)$/.test(inside[0].lower);
  if (
    (!/^(?:DET|ADJ|NUM|NOUN|PROPN|ADV)$/.test(inside[0]?.pos ?? '') && !participle) ||
    inside.some((t) => PERSON_NOUNS.test(t.lower))
  )
    return [];
  // What follows the aside is the sentence's verb: "..., opens Friday", "..., will close".
  const after = tokens[close + 1];
  if (!after || !(isFiniteVerb(tokens, close + 1) || after.pos === 'AUX')) return [];
  return [tidy(`${sentence.slice(0, tokens[open].start)} ${sentence.slice(after.start)}`)];
}

/** A tally cut to its first side, or a pair of describing words cut to the first. */
function halfCut(form: string, sentence: string): boolean {
  const votes = /\b(\d[\d,]*) votes\.$/.exec(form);
  if (votes && new RegExp(`\\b${votes[1]} votes (?:in favor|for|against|to)\\b`).test(sentence)) return true;
  const ing = /\b([a-z]+ing)\.$/.exec(form)?.[1];
  return !!ing && new RegExp(`\\b${ing} (?:and|or) [a-z]+ing\\b`).test(sentence);
}

/**
 * The sentence without a second predicate of its subject, for a post with no room for both: "will
 * shut its plant by the end of March [and move production out of state], eliminating 214 jobs"
 * keeps the first act and what follows the comma. The second act must be a bare verb that shares
 * the first one's subject and auxiliary, running to the next comma or the end.
 */
function withoutSecondPredicate(sentence: string, alone = false): string | undefined {
  const span = secondPredicate(sentence, alone);
  if (!span) return undefined;
  const { tokens, and, end } = span;
  return tidy(`${sentence.slice(0, tokens[and].start)}${sentence.slice(tokens[end].start)}`);
}

/** The first act alone, a second act read as the model may miss it ("and close/ADJ its plant") cut away; for a banner. */
export const firstActAlone = (sentence: string): string | undefined => withoutSecondPredicate(sentence, true);

/**
 * The second act told alone, with the subject and auxiliary it shares: "Haskett Vale Regional
 * Hospital will close its six-bed intensive care unit." of "... will stop delivering babies ... and
 * close its six-bed intensive care unit" (panel AH's banners had only "Mothers to Be Referred").
 */
export function secondActAlone(sentence: string): string | undefined {
  const span = secondPredicate(sentence, true);
  if (!span) return undefined;
  const { tokens, verb, lexical, and, end, infinitive } = span;
  // (Not a second act that shares "decided to": "Voters ... merge into Fallcrest Township" is not what they did.)
  if (infinitive) return undefined;
  const subject = sentence.slice(0, tokens[verb].start);
  const aux = lexical > verb ? sentence.slice(tokens[verb].start, tokens[lexical].start) : '';
  return tidy(`${subject}${aux}${sentence.slice(tokens[and + 1].start, tokens[end].start)}.`);
}

/** Where a sentence's second act ("... and close its unit") runs, after the first verb's. */
function secondPredicate(
  sentence: string,
  // (Told alone, "will ... and close its unit" is a second act; cut away, it stays as the model reads it.)
  alone = false,
): { tokens: Token[]; verb: number; lexical: number; and: number; end: number; infinitive: boolean } | undefined {
  if (hasQuotation(sentence)) return undefined;
  const tokens = tag(sentence);
  const verb = mainVerbIndex(tokens);
  if (verb === undefined) return undefined;
  const and = tokens.findIndex((t, i) => i > verb && t.lower === 'and');
  const next = tokens[and + 1];
  if (and < 0 || !next) return undefined;
  // After a modal the second act is a bare verb ("will shut ... and move", which the tagger can
  // read as a noun); after a past verb it is a past verb ("closed ... and laid off").
  let lexical = verb;
  while (tokens[lexical]?.pos === 'AUX' && tokens[lexical + 1]) lexical++;
  // "voted 4-1 to cap the permits at 75 [and charge owners a fee]": a second bare verb after an infinitive.
  const infinitive = tokens.findIndex(
    (t, i) => i > verb && i < and && t.lower === 'to' && tokens[i + 1]?.pos === 'VERB',
  );
  const modal =
    (infinitive > 0 && !tokens.slice(infinitive, and).some((t) => t.text === ',')) ||
    (tokens[verb].pos === 'AUX' && /^(?:will|would|can|could|may|might|should|must)$/.test(tokens[verb].lower));
  const sameForm = modal
    ? (tag(`They will ${next.text}`)[2]?.pos === 'VERB' || (alone && ADJECTIVE_VERBS.test(next.lower))) &&
      next.lower === tag(next.text)[0]?.lemma &&
      // ("near six elementary [and middle schools]": describing words that share a noun)
      tokens[and - 1]?.pos !== 'ADJ'
    : next.pos === 'VERB' &&
      next.lower !== next.lemma &&
      // (A bare past after "and" reads as a participle to the tagger: "scored two goals and assisted".)
      (isFiniteVerb(tokens, and + 1) || (/ed$/.test(next.lower) && /^(?:NOUN|NUM|PROPN)$/.test(tokens[and - 1].pos))) &&
      /ed$/.test(tokens[lexical].lower) === /ed$/.test(next.lower);
  if (!sameForm) return undefined;
  // ("crossed the median ... [and struck a northbound semitrailer head-on]": the first act only led
  // to the news, which is the second; panel AH's alerts and teases never said there was a crash.)
  if (LEAD_UP.test(tokens[lexical].lower) && IMPACT.test(next.lower)) return undefined;
  if (tokens.slice(verb, and).some((t) => /^[,;:]$/.test(t.text))) return undefined;
  // The second act runs to the next comma or to a clause of its own ("and assisted on another [as
  // Windlow College upset ...]").
  const end = tokens.findIndex(
    (t, i) =>
      i > and + 1 &&
      (/^[,;.!?]$/.test(t.text) ||
        (/^(?:as|after|before|while|when)$/.test(t.lower) &&
          /^(?:DET|PROPN|NOUN|PRON)$/.test(tokens[i + 1]?.pos ?? ''))),
  );
  if (end < 0) return undefined;
  return { tokens, verb, lexical, and, end, infinitive: infinitive > 0 };
}

const DECIDED_TIME =
  /\b(?:vot|decid|agre|plan|propos|approv|choos|chose)\w*\b[^,.]*?\bto [a-z]+\b[^,]*?\d{1,2}(?::\d\d)?\s*[ap]\.m\./i;
/** "voted [4 to 3] Tuesday night to start": the tally a vote's news can do without. */
const START_DATE = new RegExp(`\\s+(?:starting|beginning|effective)\\s+${MONTH_PATTERN}\\s+\\d{1,2}\\b`, 'g');
/** The sentence without "N-year-old" before a noun and a past season ("last spring"), its articles mended. */
function withoutAges(sentence: string): string {
  if (!/\d+-year-old\s/.test(sentence)) return sentence;
  return tidy(
    sentence
      .replace(/\b(an?|An?) \d+-year-old\s+(\S)/g, (_m: string, article: string, next: string) => {
        const a = /^[aeiouAEIOU]/.test(next) ? 'an' : 'a';
        return `${/^A/.test(article) ? capitalise(a) : a} ${next}`;
      })
      .replace(/\s+last (?:spring|summer|fall|winter)\b/g, ''),
  );
}

/** "starting next semester", "beginning next fall": when a plan would start. */
const START_SEASON =
  /\s+(?:starting|beginning)\s+(?:next|this)\s+(?:semester|school year|year|month|spring|summer|fall|winter|week)\b/g;
const SINCE_DATE = new RegExp(
  `\\s+since\\s+(?:(?:early|mid|late)[-\\s])?${MONTH_PATTERN}(?:\\s+\\d{1,2})?\\b(?![\\s,]+\\d{4})`,
  'g',
);
const VOTE_TALLY = /\b(vot(?:ed|es|e))\s+\d+(?:\s+to\s+|-)\d+\s+/;
const TALLY_ASIDE = /,\s+\d[\d,]*\s+(?:to|-)\s+\d[\d,]*(?=,|\.$)/;
const DAY = new RegExp(
  `\\s+(?:(?:(?:early|late)\\s+)?(?:on\\s+)?(?:${WEEKDAYS})(?:\\s+(?:morning|afternoon|evening|night))?|this\\s+(?:fall|spring|summer|winter|week|month))(?=[\\s,.])`,
);

/**
 * The sentence without the day of a past event ("was sentenced [Thursday] to three years", "climbed
 * to $1,415 a month [this fall]"): an alert is read the day it is sent. A day still to come ("starting Sunday") is the news and stays.
 */
function withoutPastDay(sentence: string): string[] {
  if (!DAY.test(sentence) || hasQuotation(sentence)) return [];
  const tokens = tag(sentence);
  const verb = mainVerbIndex(tokens);
  if (verb === undefined) return [];
  const group = tokens.slice(verb, verb + 3).filter((t) => t.pos === 'AUX' || t.pos === 'VERB');
  const past =
    group.some((t) => /^(?:was|were|had|did)$/.test(t.lower)) ||
    (group[0]?.pos === 'VERB' && /ed$/.test(group[0].lower));
  if (!past) return [];
  const dayless = tidy(sentence.replace(DAY, ''));
  // "voted ... to let residents keep hens [starting March 1]": when a decision takes effect can go too.
  const undated = tidy(
    dayless.replace(/\s+starting\s+(?:[A-Z][a-z]+\.?\s+\d{1,2}|next\s+\w+|[A-Z][a-z]+day)(?=[.,])/, ''),
  );
  return undated !== dayless ? [dayless, undated] : [dayless];
}

/**
 * "..., according to a study released today by the city's planning office." with its source first
 * and named by its noun phrase alone: "According to a study, Ketterly needs far more housing ...".
 */
function accordingFirst(sentence: string): string | undefined {
  const m = /^(.+?),\s+according to\s+([^,]+)\.$/.exec(sentence);
  if (!m || hasQuotation(sentence)) return undefined;
  const tokens = tag(m[2]);
  // The source's noun phrase ends at a phrase, a participle or a clause of its own: "a notice [the
  // company filed ...]", "a study [released today]".
  // ("the state Department [of Transportation]": an "of" inside a name goes on with it, panel AB.)
  const inName = (i: number): boolean =>
    tokens[i].lower === 'of' && /^[A-Z]/.test(tokens[i - 1]?.text ?? '') && /^[A-Z]/.test(tokens[i + 1]?.text ?? '');
  const end = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      ((t.pos === 'ADP' && !inName(i)) ||
        (t.pos === 'VERB' && /(?:ed|en)$/.test(t.lower)) ||
        (t.pos === 'DET' && /^(?:NOUN|PROPN)$/.test(tokens[i - 1].pos))),
  );
  const who = end > 0 ? m[2].slice(0, tokens[end].start).trim() : m[2];
  // "Voters" and "The" lose their capital after the source; names keep it.
  const claim = m[1].replace(
    /^(\S+)(\s[^]*)?$/,
    (_all, w: string, rest = '') => (keepsCapital(w, rest.trim()) ? w : w.toLowerCase()) + rest,
  );
  return `According to ${who}, ${claim}.`;
}

/**
 * A sentence's trailing source ("..., police said", "..., according to ..."), and whether every
 * shorter form must keep it: a law officer's word, or a claim of harm, crime or blame (ACCUSED).
 */
export function sourceOf(base: string): { claim: string; speaker: string; keeps: boolean } | undefined {
  const found = findTrailingAttribution(base);
  const according = /^(.+?),\s+according to\s+([^,]+)\.$/.exec(base);
  const claim = found?.claim ?? according?.[1];
  if (!claim) return undefined;
  const speaker = found?.speaker ?? according?.[2] ?? '';
  return { claim, speaker, keeps: citesLaw(speaker) || findClaims(claim).some((c) => ACCUSED.has(c.claim)) };
}

/** A span after a name: "Maple Avenue [between Oak Street and Garrison Road]". */
const NAMED_SPAN =
  /([A-Z][a-z]+(?:\s+[A-Z][a-z.]+)*)\s+between\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*\s+and\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*(?=[,.]|\s+(?!(?:avenues|streets|roads|lanes|drives|boulevards)\b))/g;
/**
 * A weekday's date after it, with the comma that closes it: "Monday[, Dec. 7,] at 9 a.m." (an
 * alert's cut and a tease's held-back date alike, panel AB).
 */
export const WEEKDAY_DATE = new RegExp(
  `\\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day),\\s+${MONTH_PATTERN}\\s+\\d{1,2}(?:,(?=\\s))?(?=[\\s,.])`,
  'g',
);

/**
 * "..., Tallgrass Valley Electric Cooperative[, the area's largest utility,] said in a statement":
 * the source's own aside goes, so the source can move or go (panel AC).
 */
const SOURCE_ASIDE =
  /,\s+([A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*)+),\s+(?:the|a|an)\s+[^,"]{3,60},\s+(said|says|told|reported|announced)\b/;
const withoutSourceAside = (sentence: string): string => sentence.replace(SOURCE_ASIDE, ', $1 $2');

/** The shorter forms of one sentence before the completeness test. */
function candidates(sentence: string, lifted: LiftedSentence, again = false): string[] {
  const base = withoutLabel(tidy(sentence));
  if (hasQuotation(base)) return [base];
  // A claim keeps its source: when words must go, the attribution moves up front first, so a
  // shortened form never drops "police say".
  const found = findTrailingAttribution(base);
  const attributed = found ? attributionFirst(base) : accordingFirst(base);
  // A plan, a schedule or a forecast announced by those who make it ("the bridge will close Jan. 6,
  // city engineers said") needs no source in an alert with no room; a death, an arrest or a charge
  // (ACCUSED) always keeps it.
  const source = sourceOf(base);
  const unsourced = source && !source.keeps ? endWithPeriod(capitalise(source.claim)) : undefined;
  // A wire lede's news without its asides ("Haskett Foods will close its downtown store ..."),
  // with its attribution first, or none when the company announces its own plan.
  const ledes =
    lifted.satellites.length > 0
      ? [lifted.ownNews, attributionFirst(lifted.lede)].filter((s): s is string => Boolean(s))
      : [];
  // "[Starting in January,] students at Hazelmoor High School will have to lock their cellphones
  // away ...": the news without when it starts, for a post with no room (panel AB).
  const started = /^(?:Starting|Beginning|Effective)\s+[^,]{2,30},\s+(.+)$/.exec(base)?.[1];
  // "State labor officials said Thursday that unemployment ... fell": "State labor officials say
  // unemployment ... fell", the broadcast present and no room spent on the day (panel AF).
  const saidThat = SAID_THAT.exec(base);
  const presentSaid = saidThat ? `${saidThat[1]} ${sayFor(saidThat[1])} ${base.slice(saidThat[0].length)}` : undefined;
  const sourceAside = withoutSourceAside(base);
  const roots = [
    ...(attributed ? [base, attributed] : [base]),
    ...ledes,
    ...(started ? [capitalise(started)] : []),
    ...(presentSaid ? [presentSaid] : []),
    ...(sourceAside !== base && !again ? [sourceAside] : []),
  ];
  const out: string[] = [...roots];
  const lighter = [...lighterSubjects(base), ...withoutSubjectAside(base)].map((s) =>
    attributed ? attributionFirst(s) : s,
  );
  const firstRoots = [...(attributed ? [attributed] : [base]), ...ledes, ...lighter, ...(unsourced ? [unsourced] : [])];
  const singleActs = firstRoots.map((root) => withoutSecondPredicate(root)).filter((s): s is string => Boolean(s));
  const cutRoots = [...firstRoots, ...singleActs];
  out.push(...singleActs);
  out.push(...lighter);
  for (const root of cutRoots) {
    const light = compressSentence(root, 'light');
    const tight = compressSentence(root, 'tight');
    // (Not the time a vote or a plan is about: "voted to start classes at 8:45 a.m." is the news.)
    const noClock = DECIDED_TIME.test(root) ? root : tidy(root.replace(CLOCK_TIME, '').replace(CLOCK_RANGE, ''));
    // A closing phrase on "the" with no name or figure: "... budget for the coming fiscal year".
    const noTail = tidy(root.replace(LOOSE_TAIL, '.'));
    // A vote's tally set off by commas ("approved a levy Tuesday, 4,212 to 3,987, according to ...").
    const noTally = tidy(root.replace(TALLY_ASIDE, '').replace(VOTE_TALLY, '$1 '));
    const tightNoClock = DECIDED_TIME.test(tight) ? tight : tidy(tight.replace(CLOCK_TIME, ''));
    // How long it has gone on: "have missed class [since Nov. 10]" is still true without it.
    const noSince = tidy(root.replace(SINCE_DATE, ''));
    // When a change takes effect, for an alert with no room: "will close each night from 11 p.m. to
    // 7 a.m. [starting Feb. 1]" still says what changes and when.
    // (Only beside the hours it keeps: a start date alone is what a plan's alert says.)
    const noStart =
      again && /\b[ap]\.m\.|\b(?:overnight|nightly|each night|every night)\b/.test(root)
        ? tidy(root.replace(START_DATE, ''))
        : // ("a plan to combine 27 rural bus stops into nine central pickup points [starting next
          // semester]": when a plan would start, for an alert with no room, panel AJ.)
          again && /\bplan to\b/.test(root)
          ? tidy(root.replace(START_SEASON, ''))
          : root;
    // Which stretch of a named road, and a weekday's date: "Maple Avenue [between Oak Street and
    // Garrison Road] will close ... starting Monday[, Dec. 7]," still says what closes and when (panel AA).
    const noSpan = tidy(root.replace(NAMED_SPAN, '$1').replace(WEEKDAY_DATE, '$1'));
    // Where inside the place a cap or a rule holds, for an alert with no room: "to cap ... rental
    // permits [in the city's historic district] at 40" still says the decision (panel AD).
    // (Only on a second cut, for an alert: a longer form keeps where.)
    const noArea = again ? tidy(root.replace(AREA_BEFORE_PHRASE, '')) : root;
    // Ages and a past season, for an alert with no room: "A [34-year-old] Brannock Hills man was
    // sentenced ... for a crash that killed a [19-year-old] college student[ last spring]" still says
    // what the sentence was for (panel AJ's alerts never did).
    // (Only where that makes an alert fit: a post with room keeps the ages.)
    const aged = again && xLength(root) > COMPOSE_ABOVE ? withoutAges(root) : root;
    const noAge = xLength(aged) <= COMPOSE_ABOVE ? aged : root;
    const compressed = [
      light,
      noArea,
      tight,
      noSpan,
      noClock,
      noTail,
      tightNoClock,
      noTally,
      noSince,
      noStart,
      noAge,
      ...withoutPastDay(noClock),
      ...withoutPastDay(noTally),
    ];
    out.push(...compressed);
    // Each distinct form once: the compressions often agree with each other and with the root.
    for (const form of new Set([root, ...compressed])) {
      out.push(...clausePrefixes(form), ...firstDecision(form));
      // Only the first piece of a split: the later ones repeat a noun the splitter chose, and that
      // choice can be wrong ("a drop in births that will leave" is not "The births will leave").
      // The split's own pieces are shorter at a tighter word limit, so the tightest one is enough
      // when the form is already short.
      for (const words of wordCount(form) > 20 ? [20, 10] : [10]) out.push(splitForEar(form, words)[0]);
    }
    // Last, a closing phrase of place or time left out ("... and the rest of the Platte Bend Valley").
    for (const form of [root, noClock, tight, noTally, ...withoutPastDay(noClock)])
      out.push(...phrasePrefixes(form, !again));
  }
  return out;
}

/**
 * "voted to suspend a 17 percent rate increase that took effect Nov. 1 [and to refund the difference
 * ...]": the first decision alone, without its relative clause, for an alert and a banner with no
 * room (panel AJ).
 */
export function firstDecision(form: string): string[] {
  const decided = /^(.*\bto [a-z]+\b.*?) and to [a-z]+\b/.exec(form)?.[1]?.replace(/ (?:that|which) [^,]*$/, '');
  return decided ? [`${decided}.`] : [];
}

/**
 * The sentence and its shorter complete forms, longest first, without repeats. The sentence itself
 * comes first when it is complete; a shortened form under five words is not news and is left out.
 */
/** A decision's "to" and its verb, a resultative's "into": what a shortened form must keep. */
const NEEDED_COMPLEMENT =
  /\b(?:vot(?:ed|es|e)|decid(?:ed|es|e)|agree(?:d|s)?|wants?|wanted|ask(?:s|ed|ing)?|urg(?:es|ed|e|ing)|expect(?:s|ed)?|requir(?:es|ed|e)|allow(?:s|ed)?|forc(?:es|ed|e)|encourag(?:es|ed|e)|order(?:s|ed)?|wr(?:ote|ites|ite)|us(?:ed|es|e))\b[^,.]*?\b(to [a-z]+)\b|\bturn(?:ed|s|ing)?\b[^,.]*?\b(into)\b/gi;

export const SUPERLATIVE =
  /\b(?:highest|lowest|most|fewest|worst|best|largest|biggest|smallest|deadliest|coldest|hottest|wettest|driest|longest|shortest)\b/i;
const SUPERLATIVE_SPAN = new RegExp(
  `${SUPERLATIVE.source}[^,.]*?\\b(in (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a) (?:years?|decades?|months?)|since \\d{4}|since (?:spring|summer|fall|winter|last \\w+|January|February|March|April|May|June|July|August|September|October|November|December)|on record)`,
  'i',
);

/** Papers that charge a crime, whose word is a claim: "according to a criminal complaint". */
export const CHARGING_PAPERS =
  '(?:criminal|federal) complaint|indictment|affidavit|charging documents|arrest warrant|search warrant|police report';

/** Sources whose word on what happened is the story: police, courts, investigators, charging papers. */
export const LAW = new RegExp(
  `\\b(?:police|deputies|deputy|sheriff|troopers?|officers?|investigators?|detectives?|prosecutors?|authorities|attorney|court|judge|coroner|medical examiner|fire marshal|FBI|witnesses|${CHARGING_PAPERS})\\b`,
  'i',
);

/** A street named "Court" ("Linden Court"), never a court of law ("Circuit Court", "Superior Court"). */
const STREET_COURT =
  /\b(?!(?:Circuit|Superior|Supreme|District|County|Municipal|Family|Probate|Federal|Appeals|Juvenile|Criminal|Claims|Magistrate|City|Traffic|Drug|Housing|Tax|Bankruptcy|State|High)\b)[A-Z][a-z]+ Court\b/g;

/** Whether the text cites a police, court or charging source (a street's "Court" is none). */
export const citesLaw = (text: string): boolean => LAW.test(text.replace(STREET_COURT, ''));

/** Claims an alert never states without who says so: harm, crime and blame. */
const ACCUSED = new Set([
  'death',
  'injury',
  'arrest',
  'charge',
  'conviction',
  'missing person',
  'lawsuit',
  'dismissal',
  'shooting',
  'investigation',
]);

/** Claims of guilt or blame, which a main clause never takes from under their source. */
const GUILT = new Set(['arrest', 'charge', 'conviction', 'lawsuit', 'dismissal', 'shooting', 'investigation']);

/** Nouns whose "to" or "that" says what they are: "a plan to expand the landfill", "a rule that would". */
const CONTENT_NOUNS =
  /^(?:plan|plans|rule|rules|proposal|proposals|measure|bid|effort|decision|request|push|move|deal|agreement|policy|ordinance|law|bill|idea|program|project|promise|order|vote|question|way)$/;

/** Whether the form ends on a content noun its sentence goes on to fill ("a plan [to expand ...]"). */
function emptyContent(form: string, sentence: string): boolean {
  const last =
    form
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .pop()
      ?.toLowerCase() ?? '';
  if (!CONTENT_NOUNS.test(last)) return false;
  return new RegExp(`\\b${last}\\s+(?:to|that|which|for)\\b`, 'i').test(sentence);
}

/** Whether the form's last clause opener ("when", "after", "because" ...) has lost its verb. */
export function openClauseCut(form: string): boolean {
  const tokens = tag(form);
  let opener = -1;
  tokens.forEach((t, i) => {
    if (/^(?:when|because|while|until|although|unless|if)$/.test(t.lower)) opener = i;
  });
  // (Only before a subject of its own: "until then", "until noon Thursday" are phrases.)
  const time =
    /^(?:then|now|noon|midnight|dawn|dusk|today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec|next|later|further)\.?$/.test(
      tokens[opener + 1]?.lower ?? '',
    );
  const subject = !time && /^(?:DET|NOUN|PROPN|PRON)$/.test(tokens[opener + 1]?.pos ?? '');
  return opener >= 0 && subject && !tokens.slice(opener + 1).some((t, k) => isFiniteVerb(tokens, opener + 1 + k));
}

/** A team's result after "as", with its score: "as Ashby College pulled away ... to beat Norland State 74-61". */
const AS_RESULT =
  /\bas\s+((?:the\s+)?[A-Z][^,]*?\b(?:beat|defeated|topped|edged|downed|routed|won|held off|rallied|pulled away|came back)\b[^,]*\d+-\d+)/;

function gameResult(sentence: string): string | undefined {
  const m = AS_RESULT.exec(sentence);
  return m ? `${capitalise(m[1].trim())}.` : undefined;
}

/** A win told with what it won: "X swept Y 25-19, 25-21 on Saturday to win its first state title". */
/** How a team won, then the win: "scored 17 points in the fourth quarter [to beat] Carver Valley". */
const USED_TO_WIN =
  /^([A-Z][^,]*?) used (?:a|an) [^,.]*? to pull away from ((?:the )?[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*)*) and win (\d{1,3}-\d{1,3})((?: (?:on )?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?: (?:night|afternoon|morning))?)?)/;
const WON_HOW =
  /\b(?:rallied|pulled away|came back|held on|hung on|scored|erased|overcame)\b[^,.]*?\bto (beat|defeat|top|edge|down|win|stun|upset|outlast)\b/;

/**
 * The win said outright, in the past for an alert ("Ridgeview High School beat Carver Valley
 * 31-24") or the present for a headline ("Kessington beats Dunmore Valley 35-31"); undefined when the
 * text tells no win that way. A second act sharing the "to" ("and claim its first title") turns
 * present with it, or goes from a past form, which has no regular past to give it.
 */
/** The winner and the score of "X used a run ... to pull away from Y and win 71-58". */
export function usedToWin(text: string): { team: string; score: string } | undefined {
  const m = USED_TO_WIN.exec(text);
  return m ? { team: m[1], score: m[3] } : undefined;
}

export function winOutright(text: string, tense: 'past' | 'present'): string | undefined {
  // "Bramhall State used a 14-2 run in the third quarter to pull away from Tennick College and win
  // 71-58 Saturday afternoon ..." -> "Bramhall State beat Tennick College 71-58 Saturday afternoon."
  // (panel AE: a banner "Bramhall State Uses Run" and teases that never said who won).
  const used = USED_TO_WIN.exec(text);
  if (used) {
    const [, team, opponent, score, when = ''] = used;
    return `${team} ${tense === 'past' ? 'beat' : 'beats'} ${opponent} ${score}${when}.`;
  }
  const m = WON_HOW.exec(text);
  if (!m) return undefined;
  const said = text.replace(WON_HOW, tense === 'past' ? pastOf(m[1]) : presentOf(m[1], false));
  return said.replace(/\s+and ([a-z]+)( (?:its|their|the|a|an|his|her)\b[^,.]*)/, (_all, verb: string, rest: string) =>
    tense === 'present' ? ` and ${presentOf(verb, false)}${rest}` : '',
  );
}
const TITLE_WON =
  /^([A-Z][^,]*?)\s+(swept|beat|defeated|downed|edged|topped|routed|blanked|stunned|outlasted|held off|pinned)\s+(.+?)\s+to\s+(win|claim|capture|clinch|take|earn)\s+([^,]+?)\.$/;

/**
 * What a team won, said two ways: "Cresthaven Christian won its first state volleyball
 * championship." and "... swept Lake Orrin to win its first state volleyball championship."
 */
function titleWon(sentence: string): string[] {
  const m = TITLE_WON.exec(sentence);
  if (!m) return [];
  const [, team, verb, rest, win, what] = m;
  const opponent = rest
    .replace(/,?\s*\d+-\d+(?:,\s*\d+-\d+)*(?:\s+in\s+\w+)?/g, '')
    .replace(/\s+(?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+night)?/g, '')
    .trim();
  const forms = [`${team} ${pastOf(win)} ${what}.`];
  if (opponent && !/\d/.test(opponent)) forms.unshift(`${team} ${verb} ${opponent} to ${win} ${what}.`);
  return forms;
}

/** A source that opens the sentence with "said [day] that": "State labor officials said Thursday that ". */
const SAID_THAT =
  /^((?:[A-Z][\w'’.-]*|the|state|city|county|police|labor|health|school|company|officials)(?:\s+[\w'’.-]+){0,5}?)\s+said(?:\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)?\s+that\s+/;

/** A request that ends on whom it asks: "are asking residents.", "urged drivers.". */
const REQUEST_CUT = /\b(?:ask|asks|asked|asking|urge|urges|urged|urging)\s+(?:\w+\s+){0,3}\w+\.$/;

/** "close ... daily[ from Dec. 8 through Dec. 12, between 9 a.m. and 3 p.m.]": daily without its hours or dates. */
function dailyWithoutHours(form: string, sentence: string): boolean {
  // (A closing's hours: "opens Friday and runs nightly" reads true without its hours.)
  if (!/\b(?:daily|nightly)\b/.test(form) || !/\b(?:close|closes|closed|closing|closure|shut)\b/.test(form))
    return false;
  const hours = /\b(?:daily|nightly)\b.{0,80}?\d\s*[ap]\.m\./.test(sentence);
  return (
    (/\b(?:daily|nightly)\.$/.test(form) && /\b(?:daily|nightly)\s+(?:from|between|through|until)\b/.test(sentence)) ||
    (hours && !/\d\s*[ap]\.m\./.test(form))
  );
}

/** "in the city's historic district", set between a noun and the phrase that finishes the act. */
export const AREA_BEFORE_PHRASE =
  /\s+in the (?:[a-z]+['’]s\s+)?(?:[a-z-]+\s+){0,2}(?:district|area|neighborhood|zone|corridor|region)(?=\s+(?:at|to|by|for|from|starting|beginning)\s)/;

/** A fixed phrase that needs what follows it: "in connection [with ...]", "as part [of ...]". */
export const CUT_FIXED_PHRASE =
  /\b(?:in connection|in response|in addition|as part|in front|on behalf|in charge|in honor|in memory|in favor|in search|in exchange|ahead|instead|because|according|set fire|took part|took place in|(?:a|the) chance|(?:an|the) opportunity|cast (?:their )?ballots|cast votes)\.$/i;

function endsCutFromClause(form: string, sentence: string): boolean {
  const last = /\band ([a-z]+ed)\.$/.exec(form)?.[1];
  return !!last && new RegExp(`\\band ${last}\\s+(?:when|as)\\b`).test(sentence);
}

function negationCutFromTime(form: string, sentence: string): boolean {
  if (!/\b(?:not|never|no)\b|n't\b/.test(form)) return false;
  const tail = form
    .replace(/[.!?]$/, '')
    .split(/\s+/)
    .slice(-3)
    .join(' ');
  return new RegExp(`${escapeRegExp(tail)}\\s+(?:for|until|before|unless|through)\\b`).test(sentence);
}

/** A source's words before its verb: "fire officials in Marrow Bend" of "..., fire officials in Marrow Bend said, adding ...". */
const SOURCE_BEFORE_VERB = /,\s+([^,]+?)\s+(?:said|says|say|reported|announced)\b/g;

function sourceCutFromVerb(form: string, sentence: string): boolean {
  const tail = /,\s+([^,]+)\.$/.exec(form)?.[1];
  if (!tail) return false;
  return [...sentence.matchAll(SOURCE_BEFORE_VERB)].some(([, source]) => tail !== source && source.startsWith(tail));
}

/** "its plant there" with no place named before it. */
function thereWithoutPlace(form: string): boolean {
  const there = /\b(?:its|their|the) [a-z]+ there\b/.exec(form);
  return !!there && !/\b(?:in|of|on|at|near) (?:the )?[A-Z]/.test(form.slice(0, there.index));
}

/** Weather and its harm: a utility's or forecaster's word on it is the fact itself. */
const NATURE =
  /^(?:An?|The) (?:[\w-]+ ){0,4}(?:storm|rain|snow|ice|glaze|sleet|wind|winds|tornado|flood|flooding|hail|blizzard|heat|cold|fog)\b/i;

/** A news that opens on an event anyone could see: "A fire tore through ...", "A tanker truck crash closed ...". */
const OPENS_ON_SEEN_EVENT = new RegExp(
  `^(?:An?|The) (?:[\\w-]+ ){0,3}(?:${SEEN_EVENT_NOUNS})\\b(?! (?:that|which|who)\\b)`,
);

/** Someone's say-so in a form: a main clause alone would drop it. */
const SAYS = /\b(?:said|says|say|according to|told|reported|alleged|allegedly|accused)\b/i;

/** Forms longer than this are cut again (an alert holds at most 100 characters). */
const COMPOSE_ABOVE = 100;
/** How many of a round's long forms are cut again, shortest first. */
const COMPOSE_WIDTH = 6;

export function shorterForms(sentence: string): string[] {
  return remember(formsCache, sentence, () => {
    // A source inside the closing appositive vouches for the appositive alone: the cuts are the
    // news's, before it, so no form moves the source onto the news (panel AA).
    const plainSentence = withoutLabel(tidy(sentence));
    const inner = innerAccordingTo(plainSentence.replace(/\.$/, ''));
    if (inner) return [...new Set([plainSentence, ...shorterForms(asSentence(inner.news))])];
    const seen = new Set<string>();
    const forms: string[] = [];
    // A shortened form keeps the main verb: "Police say a man accused of carjacking a driver." lost it.
    // (A wire lede's own news keeps its verb, which the asides before it may hide: "Haskett Foods,
    // the chain that has operated ..., will close" is read as "operated".)
    const lifted = liftAsides(withoutLabel(tidy(sentence)));
    const verbs = [sentence, lifted.lede].map((s) => mainVerb(withoutLabel(tidy(s))));
    const keepsVerb = (form: string): boolean =>
      verbs.every((v) => v === undefined) || verbs.some((v) => v && new RegExp(`\\b${v}\\b`, 'i').test(form));
    // What a vote decided and what a thing is turned into are the news: "voted 4-1 [to cap ...]",
    // "will turn the intersection ... [into a four-way stop]".
    // (Only the main verb's: "the board, which agreed to waive taxes," may lose its aside.)
    const needed = [...sentence.matchAll(NEEDED_COMPLEMENT)]
      .filter((m) => verbs.some((v) => v && m[0].toLowerCase().startsWith(v)))
      .map((m) => (m[1] ?? m[2]).toLowerCase());
    // ("A Hadley County jury took less than four hours Thursday [to convict ...]": the time is no
    // news without what it took, panel AI.)
    const tookTo = /\btook\b[^,.]*?\b(?:minutes|hours|days|weeks|months)\b[^,.]*?\b(to [a-z]+)\b/.exec(sentence);
    if (tookTo) needed.push(tookTo[1].toLowerCase());
    const won = TITLE_WON.exec(withoutLabel(tidy(sentence)));
    if (won) needed.push(won[5].toLowerCase());
    // "scored 17 points in the fourth quarter [to beat Carver Valley 31-24]": how a team won is no
    // news without the win, and a form cut before it reads a quarter's points as the result (panel Y).
    const winBy = WON_HOW.exec(sentence);
    if (winBy) needed.push(`to ${winBy[1]}`);
    // "the highest levels ... [in 15 years]": a superlative's span is what makes it true.
    const span = SUPERLATIVE_SPAN.exec(sentence)?.[1]?.toLowerCase();
    const keepsComplement = (form: string): boolean =>
      needed.every((n) => form.toLowerCase().includes(n)) &&
      (!span || !SUPERLATIVE.test(form) || form.toLowerCase().includes(span));
    // A police or harm claim never loses who says so, whichever cut took it ("..., police said").
    const plain = withoutLabel(tidy(sentence));
    const lawSays = new RegExp(`,\\s+[^,]*${LAW.source}[^,]*\\b(?:said|say|says|reported)\\b[^,]*\\.$`, 'i').test(
      plain,
    );
    // ("Police say a man ... stole ...": the source first is kept as surely as the source last.)
    const lawFirst = new RegExp(`^[^,]{0,60}?${LAW.source}[^,]{0,30}?\\b(?:say|says|said)\\b`, 'i').test(plain);
    const keepsSource =
      sourceOf(plain)?.keeps || lawSays || lawFirst
        ? (form: string): boolean => /\b(?:says?|said|according to)\b/i.test(form)
        : (): boolean => true;
    const take = (raw: string | undefined, original: boolean, ownClause = false): string | undefined => {
      const form = tidy(raw ?? '');
      if (!form || seen.has(form)) return undefined;
      seen.add(form);
      // "Nobody was hurt." is news as the source wrote it; a shortened form needs five words.
      if (wordCount(form) < (original ? 3 : 5)) return undefined;
      if (!ownClause && (!keepsVerb(form) || !keepsComplement(form))) return undefined;
      if (!original && !keepsSource(form)) return undefined;
      // readSentences must read the form back as one sentence, or a post built from it would not be.
      if (readSentences(form).length !== 1 || !isComplete(form)) return undefined;
      // "... under a $4.6 million expansion that begins.": a relative clause cut after its verb;
      // "... starting Jan. 12 for deck.": a noun's modifier cut from its noun.
      if (!original && (/\b(?:that|which|who)\s+\S+\.$/.test(form) || endsOnModifier(form, sentence))) return undefined;
      // "... are divided over a plan.", "... is considering a rule.": a plan without what it plans;
      // "... arrested a 29-year-old man in connection.": a fixed phrase cut from its preposition (panel AB).
      if (!original && CUT_FIXED_PHRASE.test(form)) return undefined;
      // "will close the bridge to all traffic daily." of "daily from Dec. 8 through Dec. 12, between
      // 9 a.m. and 3 p.m.": an all-day closure the source never said (panel AD).
      if (!original && dailyWithoutHours(form, sentence)) return undefined;
      // "Police ... are asking residents." of "asking residents to check their mailboxes": a request
      // without what is asked (panel AE).
      if (
        !original &&
        REQUEST_CUT.test(form) &&
        /\b(?:ask|asks|asked|asking|urge|urges|urged|urging)\b[^.,]*?\bto [a-z]+/.test(sentence)
      )
        return undefined;
      // "will close its plant there" with the aside that said where cut away (panel AC).
      if (!original && thereWithoutPlace(form)) return undefined;
      // "Work is expected to start.": a schedule without its time.
      if (!original && (emptyContent(form, sentence) || /\b(?:expected|scheduled|set|due|slated) to \w+\.$/.test(form)))
        return undefined;
      // "will close between Elm [and Church streets] while crews ...": a span cut to its start (panel S).
      if (!original && /\bbetween\b/i.test(form) && !/\bbetween\b[^.]*\band\b/i.test(form)) return undefined;
      // "Saturday, a two-alarm fire swept ...", "Just, a fire ...": what is left of a cut clock (panel V).
      if (!original && new RegExp(`^(?:${WEEKDAYS}|Today|Tonight|Yesterday|Just|Shortly|Sometime),\\s`).test(form))
        return undefined;
      if (!original && dropsLeftState(form, sentence)) return undefined;
      // "A pickup truck crossed the median." of "... crossed the median ... and struck a semitrailer
      // head-on": the lead-up without the crash it led to (panel AH).
      if (!original && dropsImpact(form, sentence)) return undefined;
      // ("show 2,114 votes." of "2,114 votes in favor and 2,076 against"; "could cause blowing." of
      // "blowing and drifting snow": half a tally, a modifier cut from its pair and noun, panel AH.)
      if (!original && halfCut(form, sentence)) return undefined;
      // "... on Monday after a detective." of "after a detective posing as a buyer arranged ...": a clause cut to its subject.
      if (!original && clauseCutToSubject(form, sentence)) return undefined;
      // ", adding that rising wholesale costs and competition.": what was said, cut before its verb (panel W).
      if (!original && saidClauseCut(form)) return undefined;
      // "will not be eligible for parole." of "... for at least eight years": a negation cut from the
      // time it holds for says the opposite (panel AJ).
      if (!original && negationCutFromTime(form, sentence)) return undefined;
      // "... a chase that began with a traffic stop and ended." of "ended when his pickup truck hit a
      // utility pole": a second verb cut from the clause that says how.
      if (!original && endsCutFromClause(form, sentence)) return undefined;
      // "..., fire officials." of "..., fire officials in Marrow Bend said.": a source cut from its verb (panel AI).
      if (!original && sourceCutFromVerb(form, sentence)) return undefined;
      // "shots are available." of "available to anyone 6 months or older": to whom, cut (panel AI).
      if (
        !original &&
        /\b(?:available|eligible|limited|restricted)\.$/.test(form) &&
        /\b(?:available|eligible|limited|restricted) (?:to|for)\b/.test(sentence)
      )
        return undefined;
      // "... will close for good Dec. 23 when its owners.": a clause opener whose verb was cut.
      if (!original && openClauseCut(form)) return undefined;
      forms.push(form);
      return form;
    };
    const firstCuts = candidates(sentence, lifted)
      .map((raw, i) => take(raw, i === 0))
      .filter((f): f is string => f !== undefined);
    // A wire lede needs several cuts at once (its aside, its second act, its attribution, its
    // time) before it fits an alert: each form still too long is cut again, twice (three times) at most.
    let frontier = firstCuts.filter((f) => xLength(f) > COMPOSE_ABOVE).sort((a, b) => xLength(a) - xLength(b));
    // (A third round only while no form fits an alert yet: its date and its cause, cut one at a time.)
    const more = (round: number): boolean => round < 2 || (round < 3 && forms.every((f) => xLength(f) > COMPOSE_ABOVE));
    for (let round = 0; more(round) && frontier.length > 0; round++) {
      const next: string[] = [];
      for (const form of frontier.slice(0, COMPOSE_WIDTH))
        for (const raw of candidates(form, liftAsides(form), true)) {
          const taken = take(raw, false);
          if (taken && xLength(taken) > COMPOSE_ABOVE) next.push(taken);
        }
      frontier = next.sort((a, b) => xLength(a) - xLength(b));
    }
    // A game's result told after a player's line ("Quarterback Eli Romero threw for 214 yards ... as
    // Calder Springs Central rallied ... to beat Lakemont 28-17"): the result is the news, whole.
    const result = gameResult(withoutLabel(tidy(sentence)));
    // (Each of its cuts keeps the score: "pulled away in the fourth quarter." is no result.)
    if (result)
      for (const raw of [result, ...candidates(result, liftAsides(result), true)])
        if (/\d+-\d+/.test(raw ?? '')) take(raw, false, true);
    // "A pickup truck crossed the median on Route 118 ... and struck a northbound semitrailer
    // head-on": the crash told first, where it was after it, each cut keeping the crash (panel AH).
    for (const raw of impactFirst(withoutLabel(tidy(sentence)))) take(raw, false, true);
    // "A Hadley County jury took less than four hours Thursday to convict a former church treasurer
    // of ...": what it did, told as done ("A Hadley County jury convicted a former church treasurer
    // of stealing more than $310,000."), and its cuts (panel AI's alerts said only how long it took).
    const done = tookToDo(withoutLabel(tidy(sentence)));
    if (done) for (const raw of [done, ...candidates(done, liftAsides(done), true)]) take(raw, false, true);
    // "swept Lake Orrin 25-19, 25-21, 25-16 on Saturday [to win its first state volleyball
    // championship]": the title is the news; its forms say it, the set scores out (panel T).
    for (const raw of titleWon(withoutLabel(tidy(sentence)))) take(raw, false, true);
    // ... and of a cut form ("pinned all four of his opponents to win the title at the Brannock
    // Valley Invitational[, leading Selwick ...]", panel X).
    for (const form of [...forms]) for (const raw of titleWon(form)) take(raw, false, true);
    // "scored 17 points in the fourth quarter to beat Carver Valley 31-24" -> "beat Carver Valley
    // 31-24": the win said outright, shorter, for an alert or a banner (panel Y).
    for (const form of [...forms]) take(winOutright(form, 'past'), false, true);
    // Every cut still runs long (a 60-word wire lede whose asides sit inside its clauses): its main
    // clause alone, where no one's say-so is cut with it ("Strathmore Cabinetry will lay off 185 of
    // its roughly 420 workers beginning in late January.").
    if (forms.every((f) => xLength(f) > COMPOSE_ABOVE)) {
      for (const form of forms.slice(0, COMPOSE_WIDTH * 2)) {
        // (A say-so inside an aside goes with the aside it vouches for: ", the worst storm since
        // 2011, according to the National Weather Service, left ...", panel Z.)
        // (Or a say-so on weather, which mainClause keeps only where no law or blame is claimed:
        // "A glaze of freezing rain coated much of Harrow County overnight.", panel AD.)
        if (!SAYS.test(form) || /, according to [^,]+, /.test(form) || NATURE.test(form)) {
          const main = take(mainClause(form), false);
          // ... and its own cuts, for an alert ("... without power [Tuesday morning].").
          if (main && xLength(main) > COMPOSE_ABOVE)
            for (const raw of candidates(main, liftAsides(main), true)) take(raw, false);
        }
      }
    }
    // Still too long with the source's aside in it: the forms of the sentence without that aside.
    const plainSource = withoutSourceAside(plain);
    if (plainSource !== plain && forms.every((f) => xLength(f) > COMPOSE_ABOVE))
      for (const f of shorterForms(plainSource)) {
        if (seen.has(f)) continue;
        seen.add(f);
        forms.push(f);
      }
    // Still too long: the lifted news without a say-so that needs none (a fire chief's word on a
    // fire: "A two-alarm fire tore through the Wexbury Court apartment complex.", panel AF, where the
    // alerts had only side lines).
    const liftedSource = lifted.satellites.length > 0 ? sourceOf(lifted.lede) : undefined;
    // (Each keeping the news's own verb: never "A fire brought it under control." of "A fire that
    // broke out ... spread through the attic before firefighters brought it under control".)
    const news = liftedSource ? endWithPeriod(capitalise(liftedSource.claim)) : '';
    // (Only a lifted news with no clause of its own, which the tagger can misread for its verb.)
    const newsVerb = news && !/\b(?:that|which|who|before|after|when|while)\b/.test(news) ? mainVerb(news) : undefined;
    // (A fire or a crash is seen by anyone: the fire marshal's word on it needs no place in an
    // alert with no room, panel AG; what it claims of the fire, its cause, was lifted away.)
    const seenEvent = OPENS_ON_SEEN_EVENT.test(news) && !findClaims(news).some((c) => ACCUSED.has(c.claim));
    if (
      newsVerb &&
      liftedSource &&
      (seenEvent || (!liftedSource.keeps && !lawSays && !lawFirst)) &&
      forms.every((f) => xLength(f) > COMPOSE_ABOVE)
    )
      for (const f of shorterForms(news)) {
        if (seen.has(f) || !new RegExp(`\\b${newsVerb}\\b`).test(f)) continue;
        seen.add(f);
        forms.push(f);
      }
    const original = forms[0];
    return [...(original ? [original] : []), ...forms.slice(1).sort((a, b) => xLength(b) - xLength(a))];
  });
}

/** Whether the form ends on "after a detective" where the source's clause goes on with its verb, or on a cut participle. */
export function clauseCutToSubject(form: string, sentence: string): boolean {
  // ("after a detective posing." of "posing as a buyer arranged to meet him": a participle cut from its phrase.)
  const participle = /\b[a-z]+\s+([a-z]+ing)\.$/.exec(form);
  if (
    participle &&
    tag(form)
      .filter((t) => /\w/.test(t.text))
      .at(-1)?.pos === 'VERB' &&
    new RegExp(`\\b${participle[1]}\\s+(?:as|to|for|with|in|on|at)\\b`).test(sentence)
  )
    return true;
  // (Or a longer subject with its phrase: "..., as seasonal hiring at warehouses." of "as seasonal
  // hiring at warehouses along the Carrow Parkway absorbed roughly 1,200 workers", panel AF.)
  const longer = /,\s+(?:as|after|before|when|while|because|since|until)\s+([^,]+)\.$/.exec(form);
  if (longer) {
    const clause = tag(longer[1]);
    const at = sentence.indexOf(longer[1]);
    const goesOn = at >= 0 && /^\s+\S/.test(sentence.slice(at + longer[1].length).replace(/^[.]$/, ''));
    if (goesOn && !clause.some((_, i) => isFiniteVerb(clause, i))) return true;
  }
  const end = /\b(?:after|before|when|while|until|as)\s+(?:(?:a|an|the|his|her|their)\s+)?[a-z]+\.$/.exec(form)?.[0];
  if (!end) return false;
  const at = sentence.indexOf(end.slice(0, -1));
  if (at < 0) return false;
  let rest = tag(sentence.slice(at + end.length - 1));
  // ("after their robot[, nicknamed Gristle,] won": the subject's aside, then its verb.)
  const close = rest[0]?.text === ',' ? rest.findIndex((t, i) => i > 0 && t.text === ',') : -1;
  if (close > 0) rest = rest.slice(close + 1);
  if (rest[0]?.pos === 'VERB') return true;
  // "after an employee [at Keystone Self Storage spotted him ...]": the subject's phrase, then its verb (panel AA).
  if (rest[0]?.pos !== 'ADP') return false;
  const stop = rest.findIndex((t) => /^[,;.]$/.test(t.text));
  return rest.slice(1, stop < 0 ? undefined : stop).some((t, i) => t.pos === 'VERB' && isFiniteVerb(rest, i + 1));
}

/**
 * Whether the form keeps "left" but not what it left them in: "has left homes ... [under a
 * boil-water advisory]" reads as a departure.
 */
export function dropsLeftState(form: string, sentence: string): boolean {
  const state = /\b(?:left|leaves|leave)\b(?:[^,.;]|[,.]\d)*?\b(under|without|in the dark)\b/.exec(sentence)?.[1];
  return state !== undefined && /\b(?:left|leaves|leave)\b/.test(form) && !form.includes(state);
}

/** Whether the form ends in ", adding that ..." (noting, saying) whose clause has no verb left. */
function saidClauseCut(form: string): boolean {
  const m = /,\s+(?:adding|noting|saying|warning|explaining|arguing|stressing)\s+(?:that\s+)?([^,]*)\.$/.exec(form);
  if (!m) return false;
  const tokens = tag(m[1]);
  return !tokens.some((_, i) => isFiniteVerb(tokens, i));
}

/** The tokens as the source spaced them. */
export function render(tokens: readonly Token[]): string {
  let out = '';
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1];
    const spaced = previous !== undefined && t.start !== previous.end;
    out += `${i > 0 && spaced ? ' ' : ''}${t.text}`;
  });
  return out.replace(/\s+([,.;:])/g, '$1').trim();
}

/** Main clauses already read: banners, teases and alerts each ask for the same lede's. */
const mainClauses = new Map<string, string | undefined>();

/**
 * A sentence's main clause alone: its subject without the aside between commas ("Strathmore
 * Cabinetry[, which has made cabinets ... for nearly 50 years,]"), its verb group and what follows
 * up to the next comma. A headline says no more than that; the rest is a writer's or a reader's.
 */
export function mainClause(sentence: string): string | undefined {
  // Never past someone's say-so: "Police say a man ... stole" is no "A man stole" (panel S). A
  // fire chief's word on a fire is the fact itself ("A fire destroyed a duplex, according to the
  // battalion chief"), but not a claim of crime or blame, nor the word of police or a court.
  if (SAYS.test(sentence) && (citesLaw(sentence) || findClaims(sentence).some((c) => GUILT.has(c.claim))))
    return undefined;
  // (Never across a "said that": "State labor officials said Thursday [that unemployment ...] fell
  // to 5.8 percent" lost its subject, panel AF.)
  if (/\b(?:said|says|say|told [\w\s]{1,30}?)(?: (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)? that\b/.test(sentence))
    return undefined;
  if (mainClauses.has(sentence)) return mainClauses.get(sentence);
  if (mainClauses.size > 5000) mainClauses.clear();
  const main = readMainClause(sentence);
  mainClauses.set(sentence, main);
  return main;
}

function readMainClause(sentence: string): string | undefined {
  const tokens = tag(sentence).filter((t) => !/^[.!?]$/.test(t.text));
  const at = mainVerbIndex(tokens);
  if (at === undefined || at === 0) return undefined;
  let from = 0;
  // "According to a notice, ...", "In Tambridge, ...": what opens the sentence before its subject.
  const opener = tokens.findIndex((t, i) => i < at && t.text === ',');
  let subject = tokens.slice(0, at);
  // ("Shortly after 3 a.m. Sunday, a two-alarm fire ...": a phrase of time or place, no verb in it.)
  const phraseFirst =
    /^(?:according|in|on|at|after|before|early|late|last|this|shortly|just|about|around|sometime|overnight|along|across|near|throughout|outside|inside|off)$/i.test(
      tokens[0].lower,
    ) && !tokens.slice(0, opener).some((_, i) => isFiniteVerb(tokens, i));
  if (opener >= 0 && phraseFirst) {
    from = opener + 1;
    subject = tokens.slice(from, at);
  }
  const comma = subject.findIndex((t) => t.text === ',');
  let head = subject;
  if (comma >= 0) {
    // The aside runs from the subject's first comma to the comma before its verb.
    if (subject.at(-1)?.text !== ',' || comma === 0) return undefined;
    head = subject.slice(0, comma);
  }
  // "A fire [that started in a second-floor kitchen] tore through ...": the relative clause goes,
  // and so does a participle's ("A new memorial [honoring the 312 residents ...] will be dedicated").
  const relative = head.findIndex(
    (t, i) =>
      i > 0 &&
      isNounish(head[i - 1]) &&
      (/^(?:that|who|which)$/.test(t.lower) ||
        (t.pos === 'VERB' && /ing$/.test(t.lower) && /^[a-z]/.test(t.text)) ||
        // "A holiday food drive [organized by two seniors]", "A $4.2 million plan [to replace the roof]".
        (t.pos === 'VERB' && /ed$/.test(t.lower) && head[i + 1]?.lower === 'by') ||
        (t.lower === 'to' && head[i + 1]?.pos === 'VERB')),
  );
  if (relative > 0) {
    // Only from a thing told of for the first time ("A fire that ..."), or a name: "People [who
    // are not vaccinated]", "the man [who robbed the bank]" are who the news is about.
    if (!/^(?:a|an)$/.test(head[0].lower) && head[0].pos !== 'PROPN') return undefined;
    head = head.slice(0, relative);
  }
  // ("a second, 18,000-square-foot store": a comma between describing words is no clause's end.)
  const coordinate = (i: number): boolean =>
    tokens[i - 1]?.pos === 'ADJ' && /^(?:NUM|ADJ)$/.test(tokens[i + 1]?.pos ?? '') && tokens[i + 1]?.lower !== 'and';
  const end = tokens.findIndex((t, i) => i > at && (t.text === ',' || t.text === ';') && !coordinate(i));
  const clause = tokens
    .slice(at, end < 0 ? tokens.length : end)
    .filter((t, k) => !(t.text === ',' && coordinate(at + k)));
  if (head.length === 0 || clause.length === 0) return undefined;
  // ("Along a four-mile stretch of creek, biologists have found ...": the subject opens the sentence now.)
  const main = capitalise(`${render([...head, ...clause])}.`);
  // ("will close for good when its owners[, Stan and Irene Kowalczyk, retire]": no clause cut open.)
  return openClauseCut(main) ? undefined : main;
}

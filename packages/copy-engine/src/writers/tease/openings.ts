/**
 * The first sentence of each tease, one per angle, so a producer gets three teases and not one
 * lead three times: (a) what happened, the lead told with its figures and any result held back;
 * (b) who is affected, a sentence of the source that names the people or homes the story touches;
 * (c) what comes next, a sentence with the next step and its day. A later sentence must say which
 * story it is on its own: it names a place or thing of the lead, or, after an event ("a fire", "a
 * crash"), it is told after that event ("After the fire on Alder Street, the Red Cross is helping
 * families with food."). In a result story a later sentence that gives the outcome away ("The
 * Eagles play Central Valley next", "Sentencing is set for February") is never used.
 */
import { renderUnits, units } from '../../parse/headline';
import type { Clause, Unit } from '../../parse/headline';
import { endsBare, heldBack, tellClause } from './clause';
import { leadCores } from './core';
import type { Story } from './context';
import { RESULT_WORDS } from './result';
import { carriesStory } from './story';
import { escapeRegExp } from '../../text/strings';

/** Who a story touches: a sentence naming them opens the affected angle. */
const AFFECTED =
  /\b(?:closed|closing|detour\w*|without power|shelter|evacuat\w*|cancel+ed|delays?|backed up|residents?|homes|households?|famil(?:y|ies)|drivers?|students?|customers?|riders?|people|workers?|employees?|patients?|businesses|children|parents|passengers|homeowners|renters|tenants|commuters|taxpayers|jobs|shoppers|travelers|neighbors|seniors)\b/i;
/** A step still to come. */
const NEXT =
  /\b(?:will|plans?|planned|expects?|expected|scheduled|until|set for|due|next|reopen\w*|hearing|starting|starts|begins?|deadline|takes effect|meets|is holding|are holding)\b/i;
/** What follows a result and so gives it away: the next game, the sentencing, taking office, an appeal. */
const AFTER_RESULT =
  /\b(?:next|will|plans?|playoffs?|semifinal|final|title|champion\w*|parade|celebrat\w*|sentenc\w*|appeal\w*|takes office|sworn|conced\w*|recount|advance\w*|moving on|take effect|takes effect|faces|face)\b/i;
/** "Its students ...": a sentence that needs the one before it. */
const ORPHAN =
  /^(?:its|their|his|her|they|he|she|it|this|that|these|those|there)\b|^(?:some|many|most|others|both|none|all) (?:will|are|were|have|has|had|can|could)\b/i;
/** "most of those homes", "to them": a sentence that needs the one before it. */
const BACK_REFERENCE = /\b(?:those|these|them|that (?:time|point|day|date|hour))\b/i;
/** A step whose day and hour were held back says nothing: "The work is scheduled." */
const EMPTY_STEP = /\b(?:is|are|was|were) (?:scheduled|set|expected|planned)\.$/;
/**
 * Sentences a tease cannot tell with their figures held back ("came in minutes ago", "one count of
 * theft" as "count of theft") or should not tell at all (a suspect's description).
 */
const UNTELLABLE = /\bago\b|\bone\b|\bdescribed as\b/i;
/** Speech verbs: with the speech cut, "The finance director told council members." says nothing. */
const SPEECH = /^(?:say|tell|announce|report|confirm|describe)$/;
/** Events a later sentence can be told after: "After the fire on Alder Street, ...". */
const EVENTS =
  /^(?:fire|blaze|crash|wreck|collision|break|storm|tornado|flood|flooding|outage|spill|explosion|leak|shooting|robbery|robberies|burglaries|thefts|derailment|closure|closing|cuts|layoffs|evacuation|chase|standoff)$/;
/** A place phrase of the lead: "on Alder Street", "across Marlow Ridge". */
const PLACE = /\b(?:on|in|at|near|along|across|outside) (?:the )?[A-Z][\w'.-]*(?: (?:[A-Z][\w'.-]*|\d+))*/g;
/** An opening joined to the lead stays one breath long. */
const MAX_JOINED_WORDS = 24;

export interface Openings {
  impact: string[];
  next: string[];
  /** Any other later sentence that says which story it is, for an angle the source has nothing for. */
  other: string[];
}

/** "a house fire" -> "the house fire": a noun phrase of the lead as a later sentence names it. */
function definitePhrase(list: Unit[]): string | undefined {
  const head = list.findIndex((u, i) => EVENTS.test(u.lower) && !/^(?:NOUN|PROPN)$/.test(list[i + 1]?.pos ?? ''));
  if (head < 0) return undefined;
  // The noun phrase the event heads: "a string of garage burglaries" gives "garage burglaries".
  let from = head;
  while (from > 0 && /^(?:ADJ|NOUN|PROPN)$/.test(list[from - 1].pos)) from--;
  const kept = heldBack(list.slice(from, head + 1));
  if (!kept?.length) return undefined;
  const words = renderUnits(kept, false).replace(/^(?:a|an|the)\s+/i, '');
  return `the ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}

/**
 * "After the fire on Alder Street": the lead's event with its place, when the lead tells an event
 * that has happened ("A fire tore through ...", "Crews have contained a brush fire ...").
 */
function eventAnchor(story: Story): string | undefined {
  const clause = story.lead?.clause;
  const told = story.lead?.told;
  if (!clause || !told?.text || story.result) return undefined;
  const verb = clause.verbUnits.find((u) => /^(?:AUX|VERB)$/.test(u.pos));
  const happened =
    verb !== undefined &&
    (/^(?:has|have|had|was|were)$/.test(verb.lower) ||
      (verb.pos === 'VERB' && verb.lower !== verb.lemma && !/(?:s|ing)$/.test(verb.lower)));
  const after = clause.phrases.find((p) => p.units[0]?.lower === 'after');
  const candidates = happened ? [clause.subject, ...clause.phrases.map((p) => p.units)] : after ? [after.units] : [];
  const event = candidates.map(definitePhrase).find((p) => p !== undefined);
  if (!event) return undefined;
  const places = [...told.text.matchAll(PLACE)].map((m) => m[0].replace(/\.$/, ''));
  const place = /[A-Z]/.test(event) ? '' : (places[places.length - 1] ?? '');
  return `After ${event}${place ? ` ${place}` : ''}`;
}

/** Whether a sentence names what the lead is about ("Free flu shots" after "Flu season is off to an early start"). */
function namesKey(story: Story, text: string): boolean {
  return units(text).some((u) => /^(?:NOUN|PROPN)$/.test(u.pos) && story.keys.has(u.lemma.toLowerCase()));
}

/**
 * A later sentence told so that it says which story it is: whole when it names the story, after
 * the lead's event ("After the fire on Alder Street, ..."), or joined to the lead told short
 * ("Flu season is off to an early start in Hamlin County, and free flu shots are available
 * Saturday at the county fairgrounds."); undefined when none of these can be said.
 */
function tellLater(story: Story, sentence: string, maxWords: number, lead: LeadForms): string | undefined {
  const clause: Clause | undefined = story.clause(sentence);
  // A claim keeps its source: a sentence whose attribution the clause dropped is not told.
  if (!clause || clause.sentence !== sentence) return undefined;
  if (UNTELLABLE.test(sentence) || SPEECH.test(clause.lemma) || clause.subject.some((u) => u.num)) return undefined;
  const told = tellClause(clause, story.script, maxWords, true);
  if (!told?.text || ORPHAN.test(told.text) || BACK_REFERENCE.test(told.text) || EMPTY_STEP.test(told.text))
    return undefined;
  // ("most of the jobs will be in production" of "production and shipping": a list cut to its
  // first item, panel AG.)
  if (cutsList(told.text, sentence)) return undefined;
  // ("cite a shortage in operating losses" of "a shortage of nurses and about $4.2 million in
  // operating losses"; "the plant has operated in Wexley" of "since 1986"; "then", "at the [9-yard]
  // line": what the held-back figure took with it, panel AH.)
  if (!gapsOnlyFigures(told.text, sentence) || /\bthen\b|\bat the line\b/.test(told.text)) return undefined;
  if (
    /\bsince (?:19|20)\d\d\b|\bfor (?:\d+|[a-z]+) (?:years|decades)\b/.test(sentence) &&
    !/\b(?:since|for)\b/.test(told.text)
  )
    return undefined;
  // A sum or a surname on its own says nothing: "St. Luke's promises to spend money.", "Pruitt is being held ...".
  if (/\bmoney\b/.test(told.text) || endsBare(told.text) || surnameOnly(story.script, told.inner)) return undefined;
  // A count held back leaves nothing said: "The hospital delivered babies last year."
  const object = clause.phrases.find((p) => p.role === 'object');
  const bare = object?.units.some((u) => u.num) ? heldBack(object.units) : undefined;
  const when = /(?:\s+(?:last|this|next)\s+[a-z]+|\s+(?:today|tonight|yesterday|[A-Z][a-z]+day))?\.$/;
  if (bare && bare.length <= 1 && new RegExp(`\\b${escapeRegExp(bare[0]?.text ?? '')}${when.source}`).test(told.text))
    return undefined;
  // "Crews will work." of "will work from 9 a.m. to 3 p.m. and plan to install ...": the verb alone says nothing.
  const verbOnly = told.predicate.trim().split(/\s+/).length <= clause.verbUnits.length;
  if (verbOnly && clause.phrases.some((p) => p.role !== 'time')) return undefined;
  // "The change affects ..." points back to the lead: it is told joined to it, never alone.
  const pointsBack = /^the ([a-z]+)/.exec(told.inner)?.[1];
  const standalone = !pointsBack || /[A-Z]/.test(told.inner) || story.keys.has(pointsBack);
  // A lead with names wants one of them; only a story without any is named by its thing ("flu").
  const named = story.names.size > 0 ? carriesStory(told.text, story.names) : namesKey(story, told.text);
  if (standalone && named) return told.text;
  const inner = `${told.inner} ${told.predicate.replace(/[\s,.;:]+$/, '')}`;
  // "After the fire ..., the fire started ..." tells the event after itself.
  // (The told subject too: "After the ice storm, the storm coated ...", panel AC.)
  const retold = EVENTS.test(clause.subject[clause.subject.length - 1]?.lower ?? '') || opensOnEvent(told.inner);
  if (lead.anchor) return retold ? undefined : `${lead.anchor}, ${inner}.`;
  const joined = lead.short ? `${lead.short.replace(/[.\s]+$/, '')}, and ${inner}.` : undefined;
  return joined && joined.split(/\s+/).length <= MAX_JOINED_WORDS ? joined : undefined;
}

/**
 * "the storm coated ...": a told subject headed by an event, though the clause's parse ran past it
 * (panel AC); "the state fire marshal's office" is headed by its office, not the fire.
 */
function opensOnEvent(inner: string): boolean {
  const words = units(inner).slice(0, 4);
  return words.some(
    (u, i) =>
      i > 0 &&
      EVENTS.test(u.lower) &&
      !/^(?:NOUN|PROPN|PART)$/.test(words[i + 1]?.pos ?? '') &&
      !words[i + 1]?.text.startsWith("'"),
  );
}

/** Words a held-back figure may take with it: the figure, its measure, its qualifier. */
const FIGURE_WORD =
  /^(?:about|nearly|almost|roughly|some|more|than|fewer|less|at|least|up|to|over|under|just|only|a|an|\$?[\d,.]+%?|[\d-]+-[a-z]+|million|billion|percent|dollars?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand)$/i;

/**
 * Whether the told line is the source's words with only figures taken out: each run of source
 * words it skips is a figure with its qualifier ("[about 35] employees"), never words of the
 * news ("a shortage [of nurses and about $4.2 million] in operating losses").
 */
function gapsOnlyFigures(told: string, sentence: string): boolean {
  const norm = (w: string): string => w.toLowerCase().replace(/^[^\w$]+|[^\w%]+$/g, '');
  const mine = told.split(/\s+/).map(norm).filter(Boolean);
  const source = sentence.split(/\s+/).map(norm).filter(Boolean);
  let j = source.indexOf(mine[0]);
  if (j < 0) return true;
  for (let i = 1; i < mine.length; i++) {
    const next = source.indexOf(mine[i], j + 1);
    if (next < 0) return true;
    if (source.slice(j + 1, next).some((w) => !FIGURE_WORD.test(w))) return false;
    j = next;
  }
  return true;
}

/** Whether the told line ends where the source goes on with "and" or "or" and another noun: a list cut short. */
function cutsList(told: string, sentence: string): boolean {
  const end = told
    .replace(/[.\s]+$/, '')
    .split(/\s+/)
    .slice(-2)
    .join(' ');
  return new RegExp(
    `\\b${escapeRegExp(end)} (?:and|or) (?!(?:the|a|an|his|her|its|their)\\b)[a-z]+\\b(?! (?:will|is|are|was|were|has|have)\\b)`,
  ).test(sentence);
}

/** "Pruitt" for "Jalen Pruitt": a surname whose full name the tease never gave. */
function surnameOnly(script: string, subject: string): boolean {
  return /^[A-Z][a-z]+$/.test(subject) && new RegExp(`[A-Z][a-z]+ ${subject}\\b`).test(script);
}

interface LeadForms {
  /** "After the fire on Alder Street". */
  anchor?: string;
  /** The lead told in a few words, to join a later sentence to. */
  short?: string;
}

/** Candidate openings by angle, best first; the caller checks each (grammar, facts) only when it takes it. */
export function openings(story: Story, maxWords: number): Openings {
  const leadSentence = story.lead?.clause?.sentence;
  const clause = story.lead?.clause;
  const plain = clause && !story.result && !story.lead?.source;
  // The lead told short to join a later sentence to: its news core first ("The co-op will open a
  // second store"), never a clause cut inside its object ("will open a second,").
  const core = plain
    ? leadCores(story.script).find((c) => c.split(/\s+/).length <= 10 && !/^According to\b/.test(c))
    : undefined;
  const short = plain && !core ? tellClause(clause, story.script, 10) : undefined;
  const forms: LeadForms = { anchor: eventAnchor(story), short: core ?? (short?.finite ? short.text : undefined) };
  const later = story.news.filter((s) => s !== leadSentence && story.clause(s)?.sentence !== leadSentence);
  // After a game's result any later line gives it away ("Central cut the lead ..."); after a vote, any vote.
  const gameResult = story.result && story.kind === 'sports';
  const safe = gameResult
    ? []
    : later.filter((s) => !story.result || !(RESULT_WORDS.test(s) || AFTER_RESULT.test(s) || /\bvot\w*/i.test(s)));
  const told = safe
    .map((s) => tellLater(story, s, Math.min(maxWords, 14), forms))
    .filter((t): t is string => !!t && !(story.result && RESULT_WORDS.test(t)));
  const rest = (t: string): string => t.replace(/^After [^,]+, |^.*?, and /, '');
  // (A game's plays are no story on their own: "Millbrook Valley tied the game.", panel AH; only
  // what comes next.)
  const sports = story.kind === 'sports';
  return {
    impact: sports ? [] : told.filter((t) => AFFECTED.test(rest(t))),
    next: told.filter((t) => NEXT.test(rest(t))),
    other: sports ? told.filter((t) => NEXT.test(rest(t))) : told,
  };
}

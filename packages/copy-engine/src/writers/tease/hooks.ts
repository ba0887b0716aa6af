/**
 * The second sentence of a tease: a promise of something the story really holds, found in the
 * source. A quotation gives "We will hear from the fire chief"; a scheduled step gives "what
 * happens Thursday"; a group the story names gives "what it means for riders on the west side". A
 * stock promise ("what crews found", "who was forced out") is never made, because on a story
 * without it the promise is false; when the source offers nothing, the hook promises only the story.
 */
import { units } from '../../parse/headline';
import type { Clause } from '../../parse/headline';
import { personReferences } from '../../parse/references';
import type { PersonReference } from '../../parse/references';
import { titleOrganization } from '../../parse/people';
import { findQuotations } from '../../text/names-quotes';
import { splitSentences } from '../../text/sentences';
import { stripCrewText } from '../../text/read-time';
import { capitalise, escapeRegExp } from '../../text/strings';
import { endsBare, heldBack, tellClause } from './clause';
import type { Story } from './context';
import { RESULT_WORDS } from './result';
import { MOVED } from './core';
import { MONTH_PATTERN, NUMBERED_NAME_WORDS } from '../../numbers';
import { SEEN_EVENT, SEEN_EVENT_NOUNS } from '../../parse/events';

/** Events a story can have a cause or a count of harm for. */
const EVENT_WORDS = `(?:${SEEN_EVENT_NOUNS})`;

/**
 * Figures that count nothing: times, dates, years, ages, the numbers in names ("Route 9"), and a prison
 * term, which is the sentence the result hook already promises (panel AB: "We have the numbers" on
 * a teen's death).
 */
const NOT_COUNTS = new RegExp(
  `\\b\\d[\\d:]*\\s*(?:a\\.m\\.|p\\.m\\.)|\\b(?:19|20)\\d\\d\\b|\\b(?:${NUMBERED_NAME_WORDS.join('|')}) \\d+\\b|\\b${MONTH_PATTERN}\\s+\\d{1,2}\\b|\\bClass \\d[A-Z]\\b|\\bto \\d+ (?:years?|months?|days?)\\b|\\b\\d+-year-old\\b`,
  'g',
);

/** A lead about jobs, for whom what they pay is the story's (never a ski resort's passes). */
const JOBS = /\b(?:jobs?|hir\w+|workers|employees|plant|factory|warehouse)\b/i;

/** Lines whose promise says what they hold; each is true wherever its line is in the source. */
const CONTENT_HOOKS: Array<[RegExp, Hook]> = [
  [
    /\b(?:expect|forecast|predict)\w*\s+(?:to (?:drop|bring|dump|produce|leave) )?(?:(?:up to|about|between|as much as)\s+)?\d+(?:\s+(?:to|and)\s+\d+)?\s+inches of snow\b/i,
    { kind: 'count', what: 'how much snow to expect', ask: () => 'How much snow should you expect?' },
  ],
  [
    /\b(?:expect|forecast|predict)\w*\s+(?:to (?:drop|bring|dump|produce|leave) )?(?:(?:up to|about|between|as much as)\s+)?\d+(?:\s+(?:to|and)\s+\d+)?\s+inches of rain\b/i,
    { kind: 'count', what: 'how much rain to expect', ask: () => 'How much rain should you expect?' },
  ],
  [
    /\b(?:morning|evening) commute\b/i,
    { kind: 'impact', what: 'what it means for your commute', ask: () => 'What does it mean for your commute?' },
  ],
  [/\bwill be towed\b/i, { kind: 'advice', what: 'where not to park', ask: () => 'Where should you not park?' }],
  [
    /\bdamage (?:is|was) (?:estimated|put) at (?:about |more than |nearly )?\$\d/i,
    { kind: 'count', what: 'how much damage it did', ask: () => 'How much damage did it do?' },
  ],
  [
    /\bstarting (?:pay|wages?) of\b|\bjobs? (?:will )?pay(?:ing)? (?:about |up to )?\$\d/i,
    { kind: 'money', what: 'what the jobs will pay', ask: () => 'What will the jobs pay?' },
  ],
  [
    /^(?:Police|Officers|Deputies|Detectives|Investigators|Troopers) say they found\b/,
    { kind: 'why', what: 'what officers say they found', ask: () => 'What do officers say they found?' },
  ],
];

/** A cost to those who pay: "would cost the owner of a $300,000 home", "will cost taxpayers". */
const COST_TO =
  /\b(would|will|could) cost (?:the )?((?:owners? of (?:a|an) \$?[\d,]+ home)|homeowners|taxpayers|residents|drivers|customers|riders|renters|families|students|parents)\b/i;

/** A rate or a price that moved to a figure: "The Pellham County unemployment rate ... fell to 4.1 percent". */
const RATE_MOVED = new RegExp(
  `\\b(rate|price|average)\\b[^.]*?\\b(?:${MOVED}) (?:to|by) (?:about |nearly )?\\$?\\d`,
  'i',
);

/** A step that follows a result and so gives it away: "sentencing is set", "a parade is planned". */
const AFTER_RESULT_STEP =
  /\b(?:sentenc\w*|parade|celebrat\w*|takes office|sworn|playoffs?|semifinal|final|appeal\w*)\b/i;

export type HookKind =
  | 'result'
  | 'quote'
  | 'cause'
  | 'why'
  | 'count'
  | 'money'
  | 'numbers'
  | 'impact'
  | 'advice'
  | 'detour'
  | 'when'
  | 'duration'
  | 'more';

export interface Hook {
  kind: HookKind;
  /** What the story holds, as the object of "We have ...": "what the fire chief says", "the verdict". */
  what: string;
  /** The same as a question about the story's subject. */
  ask: (subject: string) => string;
  /** For a quotation, its speaker ("a pharmacist"). */
  who?: string;
}

/** The hook as a question about the event told whole (as it reads inside a sentence): "What does a pharmacist say now that police ...?" */
export function askAbout(hook: Hook, event: string): string {
  const starts: Record<HookKind, string> = {
    result: 'How did it turn out',
    quote: `What does ${hook.what.replace(/^what (.+) says$/, '$1')} say`,
    cause: 'What started it',
    why: 'What is behind it',
    count: capitalise(hook.what),
    money: 'How much money is involved',
    numbers: 'What do the numbers say',
    impact: `What does it mean ${hook.what.replace(/^what it means /, '')}`,
    advice: 'What should you do',
    detour: 'How do you get around it',
    when: `What happens ${hook.what.replace(/^what happens /, '')}`,
    duration: 'How long will it last',
    more: 'What do we know',
  };
  return `${starts[hook.kind]} now that ${event.replace(/[.\s]+$/, '')}?`;
}

/** People a story can affect; "people" and "homes" say nothing about who. */
const AFFECTED =
  /^(?:residents|drivers|students|customers|riders|workers|employees|patients|parents|passengers|homeowners|renters|tenants|commuters|voters|taxpayers|families|owners|shoppers|visitors|fans|seniors|teachers|nurses|travelers|farmers|neighbors)$/;
const SPEECH = /^(?:say|tell|told|said|credit|worry|argue|call)$/;
/** Verbs that do something to the people after them: "affects", "lay off", "is helping", "forcing". */
const AFFECTING =
  /^(?:affect|leave|force|hit|cost|lay|help|serve|strand|displace|evacuate|employ|offer|ask|urge|warn|require|give|move|send|tell)$/;
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
/** What joins the two ends of a weekly schedule: "Monday [through] Saturday". */
const DAY_RANGE = '\\s*(?:through|to|and|or|-)\\s*';
/**
 * When a scheduled step happens, as the source says it: "Thursday", "next week", "in February";
 * never a day of a weekly schedule ("Meters will run ... Monday through Saturday", panel V).
 */
const WHEN = new RegExp(
  `\\b(?:(?:next|this) (?:week|month|year|spring|summer|fall|winter|weekend|${WEEKDAY})|(?<!${WEEKDAY}${DAY_RANGE})${WEEKDAY}(?!${DAY_RANGE}${WEEKDAY})|in (?:(?:early|mid|late)[ -])?${MONTH}|(?:on )?${MONTH_PATTERN} \\d{1,2}\\b|(?:the )?(?:spring|summer|fall|winter) of (?:19|20)\\d\\d|tonight|tomorrow)(?!\\w)`,
);
/** A step still to come: "will", "is set for", "plans", "meets Thursday". */
const SCHEDULED =
  /\b(?:will|set for|scheduled|plans?|planned|due|meets|begins|starts|takes effect|opens|returns|expected|takes up|could (?:begin|start|open))\b/i;
const NEGATION = /\b(?:not|no|never|n't|has yet to)\b/i;

/** Words that end a role before a name: "said pharmacist Renee Whitfield" gives "pharmacist". */
const ROLE_STOP = /^(?:said|says|and|with|by|for|to|from|of|the|that|told|asked|when|as)$/;

const sentencesOf = (script: string): string[] =>
  splitSentences(stripCrewText(script)).map((s) => s.text.replace(/\s+/g, ' ').trim());

/** The person a quotation is from, by role where the source gives one ("the neighbor", "a meteorologist"). */
function speakerOf(script: string, people: PersonReference[], speaker: string): string {
  const ref = people.find((r) => r.surname === speaker.split(/\s+/).pop())?.full ?? speaker;
  const full = ref.length >= speaker.length ? ref : speaker;
  const name = full.split(/\s+/).slice(-2).join(' ');
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "The neighbor, 27-year-old Tyler Okonkwo", "Hannah Reyes, a meteorologist with the National Weather Service".
  const before = new RegExp(`\\b([Tt]he [a-z]+(?: [a-z]+)?), (?:[\\w-]+-year-old )?${esc}`).exec(script);
  if (before) return before[1].toLowerCase();
  const appositive = new RegExp(
    `${esc}, ((?:a|an|the) [a-z]+(?: [a-z]+)?(?: (?:with|of|for) (?:the )?[A-Z][\\w.]*(?: [A-Z][\\w.]*)*)?)[,.]`,
  ).exec(script);
  if (appositive) return appositive[1];
  // "pharmacist Renee Whitfield", "project manager Dana Okafor": a lower-case role right before the name,
  // unless it ends a capitalised title ("Council member Tess Albright").
  const role = new RegExp(`(\\S+) ((?:[a-z]+ )?[a-z]{4,}) ${esc}\\b`).exec(script);
  // ("the president of the Fernwood Homeowners Association", never "President Glen Harwick", panel AE.)
  const post = titleOrganization(full, script);
  if (post) return `the ${post.title.toLowerCase()} of the ${post.organization}`;
  if (role) {
    const list = role[2].split(' ');
    const from = list.map((w) => ROLE_STOP.test(w)).lastIndexOf(true) + 1;
    const words = list.slice(from);
    const titled = from === 0 && list.length === 1 && /^[A-Z]/.test(role[1]);
    if (words.length && !titled && !(from === 0 && list.length === 2 && /^[A-Z]/.test(role[1])))
      return `${/^[aeiou]/.test(words[0]) ? 'an' : 'a'} ${words.join(' ')}`;
  }
  return full;
}

function quoteHooks(script: string): Hook[] {
  const people = personReferences(script);
  const seen = new Set<string>();
  const hooks: Hook[] = [];
  for (const q of findQuotations(script)) {
    if (!q.speaker) continue;
    const who = speakerOf(script, people, q.speaker);
    if (seen.has(who)) continue;
    seen.add(who);
    hooks.push({ kind: 'quote', what: `what ${who} says`, who, ask: (s) => `What does ${who} say about ${s}?` });
  }
  return hooks;
}

/** "riders on the west side", "drivers who use the Harbor Bridge": who the story names as affected, figures out. */
function affectedGroup(sentence: string): string | undefined {
  const list = units(sentence);
  const at = list.findIndex((u) => AFFECTED.test(u.lower));
  if (at < 0) return undefined;
  let from = at;
  while (from > 0 && /^(?:ADJ|NOUN|PROPN)$/.test(list[from - 1].pos) && !list[from - 1].num) from--;
  let to = at + 1;
  const next = list[to];
  if (
    next &&
    // ("drivers who head out": a relative clause only with its verb, read as one.)
    (next.pos === 'ADP' || (/^(?:who|that)$/.test(next.lower) && list[to + 1]?.pos === 'VERB')) &&
    !/^(?:to|for|with|than|by)$/.test(next.lower)
  ) {
    let j = to + 1;
    if (/^(?:who|that)$/.test(next.lower) && list[j]?.pos === 'VERB') j++;
    while (list[j] && /^(?:DET|ADJ|NOUN|PROPN)$/.test(list[j].pos) && !list[j].num) j++;
    if (j > to + 1 && /^(?:NOUN|PROPN)$/.test(list[j - 1].pos)) to = j;
  }
  // Affected in the sentence: its subject before a verb ("riders ... will feel it"), or a verb's object ("affects ... students").
  const verbAfter =
    list[to] && /^(?:AUX|VERB)$/.test(list[to].pos) && !/ing$/.test(list[to].lower) && !SPEECH.test(list[to].lemma);
  let b = from - 1;
  while (b >= 0 && (/^(?:DET|NUM|ADP|PART)$/.test(list[b].pos) || list[b].num)) b--;
  const verbBefore = b >= 0 && list[b].pos === 'VERB' && AFFECTING.test(list[b].lemma);
  if (!verbAfter && !verbBefore) return undefined;
  const kept = heldBack(list.slice(from, to));
  if (!kept) return undefined;
  const text = kept
    .map((u) => u.text)
    .join(' ')
    .replace(/\s+(['’]s)/g, '$1');
  return /^[A-Z][a-z]/.test(text) && kept[0].start === 0 ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Subjects that stand for the lead's own business or agency: "The company blamed ...", "The owners say ...". */
const OWNER =
  /^(?:the )?(?:company|owners?|agency|district|city|county|hospital|store|department|utility|board|council)\b/i;
/** A plural count: "homes", "people", "children" (the noun of "how many"). */
const PLURAL = /(?:[^s]s|people|children|men|women)$/;
/** A sentence past and done: "took on water", "were evacuated", no step to come. */
const PAST = /^(?:was|were|had|did)$|ed$/;

/** The lemmas of a sentence's nouns. */
const nounsOf = (s: string): string[] =>
  units(s)
    .filter((u) => u.pos === 'NOUN')
    .map((u) => u.lemma);

/** Whether a sentence is about the lead's own thing ("the advisory", "the trial", "the company"). */
function aboutLead(story: Story, s: string): boolean {
  return nounsOf(s).some((n) => story.leadNouns.has(n)) || OWNER.test(s);
}

/** Whether a clause tells of something past ("Residents were allowed back"), not a state or a step to come. */
function pastClause(clause: Clause): boolean {
  const first = clause.verbUnits.find((u) => /^(?:AUX|VERB)$/.test(u.pos));
  return first !== undefined && PAST.test(first.lower) && first.lower !== 'need';
}

/** "how many homes took on water": a clause whose subject is a count, the count held back. */
function countHook(story: Story, s: string): Hook | undefined {
  const clause = story.clause(s);
  if (!clause || clause.sentence !== s || !clause.subject.some((u) => u.num)) return undefined;
  const told = tellClause(clause, story.script, 12);
  const head = clause.subject[clause.subject.length - 1]?.lower ?? '';
  if (!told?.text || !PLURAL.test(head) || /^(?:the|a|an|its|their)\s/i.test(told.inner)) return undefined;
  const what = `how many ${told.inner.replace(/^(?:some|most|all)\s/i, '')} ${told.predicate}`.replace(/[\s.]+$/, '');
  return { kind: 'count', what, ask: () => `${capitalise(what)}?` };
}

/**
 * "how many residents the fire displaced": the lead's event doing something to a count of people
 * or homes (panel AG's "The fire displaced 23 residents from 11 units."), the count held back.
 */
function objectCountHook(story: Story, s: string): Hook | undefined {
  const clause = story.clause(s);
  if (!clause || clause.sentence !== s || !pastClause(clause)) return undefined;
  const head = clause.subject.at(-1);
  if (!head || !SEEN_EVENT.test(head.lower)) return undefined;
  const object = clause.phrases[0];
  const counted = object?.role === 'object' ? object.units : [];
  const at = counted.findIndex((u) => u.num);
  const noun = counted[at + 1];
  if (at < 0 || !noun || noun.pos !== 'NOUN' || !AFFECTED_COUNT.test(noun.lower)) return undefined;
  const verb = clause.verbUnits.map((u) => u.text).join(' ');
  const what = `how many ${noun.lower} the ${head.lower} ${verb}`;
  return { kind: 'count', what, ask: () => `${capitalise(what)}?` };
}

/** People and homes a count of which is the harm: "displaced 23 residents", "damaged 40 homes". */
const AFFECTED_COUNT =
  /^(?:residents|people|families|homes|houses|buildings|businesses|customers|students|workers|patients|passengers|tenants|units|apartments|vehicles|cars|acres)$/;

/**
 * Where the story's event started, as a news sentence tells it: "The fire started in a clogged
 * dryer vent." (lifted from the lead's "A fire that started in ..."), "The crash happened when ...".
 * ("broke out in a vacant warehouse" says where, not what started it: panel AJ's fire had its cause
 * under investigation.)
 */
const STARTED_IN = new RegExp(
  `^(?:an?|the) (?:[\\w-]+ ){0,3}${EVENT_WORDS} (?:that |which )?(?:started|began|was sparked|was caused) (?:in|on|at|near|inside|behind|by|when)\\b`,
  'i',
);

/** "how much the state is offering in tax credits": a clause whose object is a sum, the sum held back. */
function moneyHook(story: Story, s: string): Hook | undefined {
  const clause = story.clause(s);
  if (!clause || clause.sentence !== s) return undefined;
  const told = tellClause(clause, story.script, 12);
  if (
    clause.lemma === 'be' ||
    !told?.text ||
    !/ money\b/.test(told.predicate) ||
    /money (?:at|for)\b/.test(told.predicate)
  )
    return undefined;
  const what = `how much ${told.inner} ${told.predicate.replace(/ money\b/, '')}`.replace(/[\s.]+$/, '');
  // ("how much ... ordered to repay the": the sum held back took its noun with it, panel Z.)
  if (/\b(?:the|a|an|its|their|his|her|to|of|for)$/i.test(what)) return undefined;
  return { kind: 'money', what, ask: (x) => `How much money is involved for ${x}?` };
}

/** Verbs a step can end on: "when the school board meets", "when hiring will begin". */
const STEP_ENDS =
  /^(?:begin|begins|start|starts|open|opens|end|ends|close|closes|reopen|reopens|return|returns|meet|meets|vote|votes|convene|convenes)$/;

/** Whether the step told with its day held back (`held`) says the step of the source's sentence `s` whole. */
function tellsTheStep(held: string, s: string, when: string): boolean {
  const last = units(held).at(-1);
  return (
    !/\b(?:it|them|they|that)\b/.test(held) &&
    !endsBare(held) &&
    // ("when the district plans to put the building" of "... up for sale next summer": what the
    // source says right before the day must be the hook's last words, panel AH.)
    new RegExp(
      `${escapeRegExp(held.split(/\\s+/).slice(-2).join(' '))}\\s+(?:(?:in|on|by|at|as|early|late|mid|the|of|starting|beginning|until|through)\\s+){0,3}${escapeRegExp(when)}`,
      'i',
    ).test(s) &&
    // ("when the school board will discuss": a verb whose object the cut took.)
    (last?.pos !== 'VERB' || STEP_ENDS.test(last.lower)) &&
    held.split(/\s+/).length <= 10 &&
    // ("when Pask is due back in court" after "A Calder Bay man": a surname the tease never introduced.)
    !/^[A-Z][\w'-]+ (?:is|are|was|will|has)\b/.test(held) &&
    // ("when Pacheco-Hale is charged with ...": the step itself, not another clause of its sentence.)
    SCHEDULED.test(held)
  );
}

/** "when the health department is holding a free vaccine clinic": a step to come, its day held back. */
function scheduleHook(story: Story, s: string, when: string): Hook | undefined {
  const clause = story.clause(s);
  const told = clause && clause.sentence === s ? tellClause(clause, story.script, 10) : undefined;
  const event = told?.text ? `${told.inner} ${told.predicate}`.replace(/[\s.]+$/, '') : '';
  // (Its day held back: "when the November figures are due out [in early January]", panel AG.)
  const held = event
    .replace(
      new RegExp(
        `\\s+(?:in |on |by |as early as )?${escapeRegExp(when)}\\b(?!\\s+(?:afternoons?|mornings?|evenings?|nights?)\\b)`,
      ),
      '',
    )
    // ("meets to decide": a purpose cut from its object goes whole.)
    .replace(/ to [a-z]+$/, '');
  const usable = held !== '' && tellsTheStep(held, s, when);
  // ("what happens Wednesday" promises nothing a producer can name: no hook, panels AE and AG.)
  return usable ? { kind: 'when', what: `when ${held}`, ask: (x) => `What happens ${when} with ${x}?` } : undefined;
}

/**
 * What the story's own lines hold, said as the promise a producer would write (panel AG, where these
 * stories had only "We have the details"): a forecast's amount, the commute it hits, what gets
 * towed, what new jobs pay, what officers found, whom a team plays next, a rule's fine, what a
 * measure would cost those who pay it.
 */
function namedPromises(story: Story, leakFree: (s: string) => boolean): Hook[] {
  const { news } = story;
  const hooks: Hook[] = [];
  for (const [pattern, hook] of CONTENT_HOOKS)
    if (news.some((s) => pattern.test(s) && leakFree(s)) && (hook.kind !== 'money' || JOBS.test(news[0] ?? '')))
      hooks.push(hook);
  const team = story.kind === 'sports' && !story.result ? story.lead?.told?.inner : undefined;
  const faces = news.find((s) => /^(?:They|The [A-Z][\w ]+) will (?:face|play|host|meet|take on)\b/.test(s));
  if (team && faces && /^the [A-Z]/.test(team) && /s$/.test(team))
    hooks.push({ kind: 'when', what: `who ${team} play next`, ask: () => `Who do ${team} play next?` });
  // "First-time violators face a $75 fine" -> "how much the fine will be".
  if (news.some((s) => /\bfaces? (?:an? )?\$\d[\d,]* fine\b|\bfines? of (?:up to )?\$\d/i.test(s)))
    hooks.push({ kind: 'money', what: 'how much the fine will be', ask: () => 'How much will the fine be?' });
  // "the bond would cost the owner of a $300,000 home about $96 a year" -> "what it would cost homeowners".
  const cost = news.find((s) => COST_TO.test(s) && leakFree(s) && !NEGATION.test(s));
  const m = cost ? COST_TO.exec(cost) : null;
  if (m) {
    const who = /^(?:the )?owners? of (?:a|an) /i.test(m[2]) ? 'homeowners' : m[2].toLowerCase();
    hooks.push({ kind: 'money', what: `what it ${m[1]} cost ${who}`, ask: (x) => `What would ${x} cost ${who}?` });
  }
  return hooks;
}

/** Hooks the source supports, in no order; each angle takes them in its own. */
export function sourceHooks(story: Story, leadLine = ''): Hook[] {
  const { script, news } = story;
  const all = sentencesOf(script);
  const later = news.slice(1);
  const hooks: Hook[] = [];
  const add = (hook: Hook | undefined): void => {
    if (hook && !hooks.some((h) => h.what === hook.what)) hooks.push(hook);
  };
  const leakFree = (s: string): boolean => !story.result || !RESULT_WORDS.test(s);
  // A cause someone names: "Investigators believe an overloaded power strip started the fire."
  // (What it caused must be the event: "Investigators believe the thefts caused more than $40,000
  // in damage" names no cause, panel AG.)
  for (const s of news) {
    const m = new RegExp(
      `^(\\w+(?: \\w+)?) (?:believe|say|think|suspect)s? .*\\b(?:started|caused|sparked) (?:it|the (?:\\w+ )?${EVENT_WORDS})\\b`,
      'i',
    ).exec(s);
    if (m && !NEGATION.test(s))
      add({ kind: 'cause', what: `what ${m[1].toLowerCase()} believe started it`, ask: (x) => `What started ${x}?` });
  }
  // The lead's event told with where it started ("A fire that started in a clogged dryer vent"):
  // the tease tells the event, and the cause is the promise.
  if (!hooks.some((h) => h.kind === 'cause') && news.some((s) => STARTED_IN.test(s) && !NEGATION.test(s)))
    add({ kind: 'cause', what: 'what started it', ask: (x) => `What started ${x}?` });
  // A reason given for the lead's own event ("The company blamed falling orders"), not for a later figure.
  const why = later.find(
    (s) =>
      /\b(?:because|blamed|blames|citing|cited|credit|due to|made it impossible)\b/i.test(s) && aboutLead(story, s),
  );
  // ... or the lead's own order or closure told with what forced it ("were ordered to stay indoors
  // ... after a valve failed on a storage tank", panel AI).
  const forced = FORCED_AFTER.test(news[0] ?? '') && leakFree(news[0]);
  if ((why && leakFree(why)) || forced) add({ kind: 'why', what: 'why', ask: (x) => `What is behind ${x}?` });
  // Counts from the top of the story, where the figures that matter are.
  for (const s of news.slice(0, 4)) if (leakFree(s)) add(countHook(story, s) ?? objectCountHook(story, s));
  for (const s of news) if (leakFree(s)) add(moneyHook(story, s));
  for (const hook of namedPromises(story, leakFree)) add(hook);
  // A figure the lead holds back: "We have the numbers."
  const counts = (news[0] ?? '').replace(NOT_COUNTS, '');
  // (A rate that moved says which numbers: "where the rate stands now", panel AG's "We will have
  // the numbers" on a jobless rate.)
  const moved = RATE_MOVED.exec(news[0] ?? '')?.[1]?.toLowerCase();
  if (moved) add({ kind: 'numbers', what: `where the ${moved} stands now`, ask: (x) => `Where does ${x} stand now?` });
  else if (/\d/.test(counts))
    add({ kind: 'numbers', what: 'the numbers', ask: (x) => `What do the numbers say about ${x}?` });
  const leadHead = story.lead?.clause?.subject.at(-1)?.lemma;
  for (const s of news) {
    const clause = story.clause(s);
    // Who it touches now or next: never the people the story is about doing it ("voters" who voted), nor a past count.
    if (!clause || pastClause(clause) || !leakFree(s)) continue;
    let group = affectedGroup(s);
    if (group && leadHead && group.split(/\s+/).some((w) => w === leadHead || w === `${leadHead}s`)) group = undefined;
    // "voters in the Hamlin County school district" again after the lead said it: "voters".
    if (group && leadLine.toLowerCase().includes(group.toLowerCase()))
      group = group.split(/\s+(?:in|on|at|of|who|from|across)\s/)[0];
    if (group) {
      const who = group;
      add({ kind: 'impact', what: `what it means for ${who}`, ask: (x) => `What does ${x} mean for ${who}?` });
      break;
    }
  }
  if (
    all.some((s) =>
      /^(?:Bring|Use|Boil|Check|Call|Stay|Avoid|Keep|Do not|Don't|Take|Plan|Cover|Report|Sign up|Register|Get)\b/.test(
        s,
      ),
    ) ||
    news.some((s) =>
      /\b(?:recommend|suggest|urge)s? (?:that |you |residents |people |drivers |homeowners |parents |\w+ing\b)/i.test(
        s,
      ),
    )
  )
    add({ kind: 'advice', what: 'what you should do', ask: (x) => `What should you do about ${x}?` });
  if (all.some((s) => /\b(?:detour\w*|another route)\b|\binstead\.$/i.test(s)))
    add({ kind: 'detour', what: 'the way around it', ask: (x) => `How do you get around ${x}?` });
  for (const s of later) {
    const when = WHEN.exec(s)?.[0];
    if (when && SCHEDULED.test(s) && !NEGATION.test(s) && (!story.result || !AFTER_RESULT_STEP.test(s))) {
      const hook = scheduleHook(story, s, when);
      if (!hook) continue;
      add(hook);
      break;
    }
  }
  // How long the lead's own event lasts ("the advisory will likely last through Thursday"), not some chore in it.
  if (
    news.some(
      (s) =>
        /\b(?:in effect|closed|without power|out|shut) until\b|\b(?:will|to) (?:likely )?(?:last|stay closed)\b|\bshould (?:wrap up|last)\b|\bremains? in effect\b/i.test(
          s,
        ) && aboutLead(story, s),
    )
  )
    add({ kind: 'duration', what: 'how long it will last', ask: (x) => `How long will ${x} last?` });
  hooks.push(...quoteHooks(script));
  return hooks;
}

/** An order or a closure, then what forced it: "were ordered to stay indoors ... after a valve failed". */
const FORCED_AFTER =
  /\b(?:ordered|evacuated|closed|canceled|cancelled|shut down|halted|suspended|locked down)\b[^.]*?\bafter (?:a|an|the) (?:[\w-]+ ){0,3}[a-z]+ed\b/i;

/** The hook for a story with no other promise to make: the story itself. */
export const MORE: Hook = { kind: 'more', what: 'the details', ask: (s) => `What do we know about ${s}?` };

/** The kinds each angle reaches for, best first. */
export const ANGLE_HOOKS: Record<'event' | 'impact' | 'next', HookKind[]> = {
  event: ['result', 'quote', 'cause', 'why', 'count', 'money', 'numbers'],
  impact: ['impact', 'advice', 'count', 'detour', 'quote', 'why', 'money', 'numbers'],
  next: ['when', 'duration', 'detour', 'advice', 'quote', 'cause', 'money', 'count', 'numbers'],
};

/** How each tease ends its promise, so three teases do not read alike. */
const CLAUSE_FRAMES = [
  (w: string) => `We will tell you ${w}, coming up.`,
  (w: string) => `Find out ${w}, next.`,
  (w: string) => `Stay with us to find out ${w}.`,
];
const QUOTE_FRAMES = [
  (who: string) => `We will hear from ${who}, coming up.`,
  (who: string) => `Hear from ${who}, next.`,
  (who: string) => `We will hear from ${who} after the break.`,
];
const NOUN_FRAMES = [
  (w: string) => `We have ${w}, coming up.`,
  (w: string) => `We have ${w}, next.`,
  (w: string) => `We will have ${w} after the break.`,
];

/** The hook as the tease's second sentence. */
export function hookSentence(hook: Hook, i: number, dramatic: boolean): string {
  // "When homeowners on the list will get a letter this spring is next." is too long to say as a subject.
  if (dramatic && hook.what.split(/\s+/).length <= 7) {
    const what = hook.kind === 'why' ? 'the reason' : hook.what;
    const plural = /^the \w+s$/.test(what) && !/ss$/.test(what);
    return `${capitalise(what)} ${plural ? 'are' : 'is'} next.`;
  }
  const at = i % 3;
  if (hook.who) return QUOTE_FRAMES[at](hook.who);
  const said = /^(?:what|how|why|when|where|who)\b/.test(hook.what)
    ? CLAUSE_FRAMES[at](hook.what)
    : NOUN_FRAMES[at](hook.what);
  // ("Find out what happens next Friday, next.": a promise that says "next" twice, panel AA.)
  return /\bnext\b.*, next\.$/.test(said) ? said.replace(/, next\.$/, ' after the break.') : said;
}

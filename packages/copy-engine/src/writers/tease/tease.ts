/**
 * The offline tease writer: three teases of exactly two sentences, one for each angle on the story
 * (what happened, who is affected, what comes next).
 *
 * The first sentence says what the story is about: the lead's news core, every figure held back
 * (core.ts), or failing that its subject and verb phrase told by clause.ts; a result story (a
 * verdict, a score, a vote) says what was decided, never how (result.ts). The other two angles open on a later
 * sentence of the source, who is affected and what comes next (openings.ts): told whole when it
 * names the story, after the lead's event ("After the fire on Alder Street, ..."), or joined to the
 * lead told short; never one that gives a held-back result away. Without such a sentence the angle
 * tells the lead again and only its promise differs.
 *
 * The second sentence promises only what the source holds (hooks.ts): a quotation, a scheduled
 * step, a group the story names, the result held back; never a stock promise that could be false.
 * A question tease asks that promise as a question about the story's subject. Every sentence must
 * parse as complete, give no figure away and pass checkFacts against the source.
 */
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { fragmentReason } from '../../parse/grammar';
import { newsSentences, renderUnits, units } from '../../parse/headline';
import { attributionFirst } from '../../parse/attribution';
import { compressSentence } from '../../parse/compress';
import type { Angle } from '../../parse/headline';
import { findNumbers } from '../../numbers';
import { KIND_COMPOUND, heldBack, tellClause } from './clause';
import { readStory } from './context';
import type { Story } from './context';
import { ANGLE_HOOKS, MORE, askAbout, hookSentence, sourceHooks } from './hooks';
import { SEEN_EVENT } from '../../parse/events';
import type { Hook } from './hooks';
import { LEFT_UNSAID, MOVED, NAMED_NUMBER, leadCores } from './core';
import { openings } from './openings';
import { resultHook, resultSentence } from './result';
import { leadText, topicPhrases } from './story';
import type { Lead } from './story';
import { teaseTopic } from './topic';
import { endsOnModifier } from '../../parse/modifier';
import { CUT_FIXED_PHRASE, clauseCutToSubject } from '../social/forms';
import { dropsImpact } from '../social/recast';

export type TeaseStyle = 'compelling' | 'question' | 'dramatic';

export interface TeaseInput {
  script: string;
  teaseStyle: TeaseStyle;
}

export interface TeaseResult {
  /** The three teases as paragraphs separated by a blank line, as the spec's UI shows them. */
  text: string;
  teases: string[];
  checks: CopyChecks;
}

const ANGLES: Angle[] = ['event', 'impact', 'next'];
const PROMISES = ['We have the answer after the break.', 'Find out when we come back.', 'Stay with us to find out.'];
/** Hooks for a story whose source offers no promise: the story itself, said three ways. */
const MORE_HOOKS: Hook[] = [
  MORE,
  { ...MORE, what: 'the latest', ask: (s) => `What is the latest on ${s}?` },
  { ...MORE, what: 'the full story', ask: (s) => `What is next for ${s}?` },
];
/** Openers for a story with no clause to tell, about its own subject. */
const SUBJECT_OPENERS = [
  (s: string) => `We have the latest on ${s}.`,
  (s: string) => `We are following ${s}.`,
  (s: string) => `Here is what we know about ${s}.`,
];
/** A form that opens on its source: "Hospital administrators say ...". */
const SAYS = /^[^,]*?\b(?:says?|said)\b/;
/** Those who investigate: a question is about who they are after, not about them. */
const INVESTIGATORS =
  /^the (?:\w+ )*(?:police|officers|investigators|detectives|deputies|troopers|agents)\b|^(?:the )?FBI$/i;

/** A core that ends on its change: "The unemployment rate fell." */
const MOVED_LAST = new RegExp(`\\b(?:${MOVED})\\.$`);

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

/** A role word before a name, inside a sentence: "and Incumbent Sheriff ...", "from Owner Celeste ...". */
const MID_SENTENCE_ROLE =
  /(?<=[a-z,] )(?:Owner|Co-owner|Incumbent|Challenger|Resident|Parent|Neighbor|Volunteer|Former|Longtime|Retired|Customer|Shopper|Student|Teacher|Nurse|Coach)(?= [A-Z])(?! (?:Fire|Ambulance|Rescue|Services?|Corps|Center|Association|Society|Company|Department)\b)/g;

/** No figure given away, complete (but for the reasons allowed), and nothing the source does not say. */
function ok(
  s: string | undefined,
  facts: (s: string) => boolean,
  allowed: ReadonlySet<string> = new Set(),
): s is string {
  if (s === undefined) return false;
  const bare = s.replace(NAMED_NUMBER, 'Road').replace(KIND_COMPOUND, 'kind');
  const fragment = fragmentReason(s);
  return (
    !/\d/.test(bare) &&
    findNumbers(bare).length === 0 &&
    (fragment === undefined || allowed.has(fragment)) &&
    facts(s) &&
    !/\ba story about\b/i.test(s) &&
    // "Anika Rasmussen kills.", "in as little.": a figure held back left its words unsaid.
    !LEFT_UNSAID.test(s) &&
    // "Freezing rain said.": what was said is gone.
    !/\b(?:said|says|say)\.$/.test(s) &&
    // ("Drivers will pay money to park" of "$2 an hour": a sum held back as a word the source never used, panel AH.)
    !/\bmoney\b/.test(s)
  );
}

/** What a question asks about: the lead's subject, or for an investigation, who it is after. */
function questionSubject(lead: Lead | undefined, script: string): string {
  const definite = lead?.told?.definite ?? teaseTopic(script).subject;
  if (!lead?.clause || !INVESTIGATORS.test(definite)) return definite;
  const phrases = lead.clause.phrases;
  const at = phrases.findIndex((p) => p.role === 'object' && p.units[0]?.pos !== 'ADP');
  const next = phrases[at + 1];
  const units =
    at >= 0 ? heldBack([...phrases[at].units, ...(next?.units[0]?.lower === 'who' ? next.units : [])]) : undefined;
  return units ? renderUnits(units, false).replace(/^(?:a|an)\s/i, 'the ') : 'the case';
}

/** A result statement as a question: "We now know how a jury ruled in X." -> "How did a jury rule in X?" */
function resultQuestion(statement: string, lead: Lead): string | undefined {
  const told = lead.told!;
  const inner = statement.startsWith(told.subject) ? told.inner + statement.slice(told.subject.length) : statement;
  const forms: Array<[RegExp, string]> = [
    [/^We now know how (.+) ruled(.*)\.$/, 'How did $1 rule$2?'],
    [/^We now know how (.+) did (.*)\.$/, 'How did $1 do $2?'],
    [/^We now know whether (.+) won (.*)\.$/, 'Did $1 win $2?'],
    [/^We now know how it turned out for (.+)\.$/, 'How did it turn out for $1?'],
    [/^(.+) (?:has|have) (voted on|made a decision on) (.*)\.$/, 'How did $1 decide on $3?'],
    [/^(.+) has been sentenced(.*)\.$/, 'What sentence did $1 get$2?'],
    [/^(.+) played (.+) with (.+) on the line\.$/, 'How did $1 do against $2 with $3 on the line?'],
  ];
  const form = forms.find(([p]) => p.test(inner));
  // ("What sentence did a former ... get?": the statement's opening article, now inside the question.)
  return form
    ? inner.replace(form[0], form[1]).replace(/(?<=\S )(A|An|The)(?= [a-z])/g, (a: string) => a.toLowerCase())
    : undefined;
}

/** A fragment reason a told clause may carry anyway: its verb came from the parse of the whole sentence. */
const CLAUSE_TAG_SLIPS = new Set(['no-verb', 'speech-verb-without-clause']);
/** A question tease stays short enough to say in one breath, its promise included. */
const MAX_QUESTION_WORDS = 18;

/** The first sentence of each angle's tease, each different when the source has more than one angle. */
function firstSentences(story: Story, style: TeaseStyle, facts: (s: string) => boolean): Array<string | undefined> {
  const dramatic = style === 'dramatic';
  const max = dramatic ? 14 : 20;
  const fits = (s: string | undefined, told = false): s is string =>
    !!s &&
    (ok(s, facts) || (told && ok(s, facts, CLAUSE_TAG_SLIPS) && !/\b(?:said|says|say)\.$/.test(s))) &&
    !cutShort(s, story.script) &&
    // ("... arrested Colby James Renner on Monday after a detective.": a clause cut to its subject.)
    !clauseCutToSubject(s, story.script) &&
    // ("... offered severance and a chance.": a fixed phrase cut from what it needs, panel AE.)
    !CUT_FIXED_PHRASE.test(s) &&
    // ("A pickup truck crossed the median." without "and struck a semitrailer head-on", panel AH.)
    !dropsImpact(s, story.script) &&
    // ("The valve released a cloud of chlorine gas" where the source says "a valve failed": a
    // lifted sentence's reference to a line the tease does not have, panel AI.)
    !leansOnLift(s, story.script) &&
    // ("... according to sheriff's were arrested": an owner cut from its noun, panel Z.)
    !/\b\w+['’]s (?:was|were|is|are|has|have|will)\b/.test(s) &&
    (!dramatic || words(s) <= 16);
  const { lead } = story;
  let event: string | undefined;
  const result =
    story.result && lead?.clause && lead.told
      ? resultSentence(lead.clause, lead.told, story.kind, story.news)
      : undefined;
  if (result !== undefined && fits(result)) {
    event = result;
  } else if (lead) {
    // The lead's news core, figures held back, the fullest said in one breath ("Kowalczyk's
    // Bakery will close for good."); the clause told by the older path only when no core fits
    // (it gave panels N and O "will close for good when its owners.").
    // (A fire or a crash anyone could see needs no one's word in a tease: "A fire tore through a
    // three-story apartment building on Kestrel Avenue.", not the fire marshal's, panel AG.)
    const seen = !!lead.told?.text && SEEN_EVENT.test(lead.clause?.subject.at(-1)?.lower ?? '');
    const core = leadCores(story.script)
      .filter((c) => words(c) <= Math.min(max, 18) && !/^According to\b/.test(c) && !(seen && SAYS.test(c)))
      .reverse()
      // The source's say-so only where the cut kept it for a claim: "Co-op leaders say" is no tease.
      .sort((a, b) => Number(SAYS.test(a)) - Number(SAYS.test(b)))
      .find((c) => fits(c));
    // ("The unemployment rate fell." where the clause told says when: "... fell in October.")
    const bare = core !== undefined && MOVED_LAST.test(core);
    const told = (!core || bare) && lead.clause ? tellClause(lead.clause, story.script, max) : undefined;
    const longer =
      bare && told?.text?.startsWith(core.slice(0, -1)) && fits(told.text, !!told.finite) ? told.text : undefined;
    const text = longer ?? core ?? leadText({ ...lead, told });
    if (fits(text, !!told?.finite)) event = text;
  }
  const found = openings(story, max);
  const used = new Set(event ? [event] : []);
  const pick = (list: string[]): string | undefined => {
    const first = list.find((t) => !used.has(t) && fits(t, true));
    if (first) used.add(first);
    return first;
  };
  const impact = pick(found.impact);
  const next = pick(found.next) ?? pick(found.impact) ?? pick(found.other);
  return [event, impact ?? pick(found.next) ?? pick(found.other) ?? event, next ?? event];
}

/** Whether a hook promises what the opening already says ("when a closing sale starts" after "A closing sale starts Saturday"). */
function repeats(hook: Hook, opening: string): boolean {
  // ("... were ordered to stay indoors after a valve failed." then "why": the opening said why.)
  if (hook.kind === 'why' && /\b(?:after|because|when|due to)\b/.test(opening)) return true;
  const content = hook.what
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 3 && !/^(?:what|when|where|many|much|will|says?|means)$/.test(w));
  const text = opening.toLowerCase();
  return content.length > 0 && content.filter((w) => new RegExp(`\\b${w}\\b`).test(text)).length / content.length > 0.6;
}

/**
 * The hooks, one per angle, each promising something the source holds and each different. A
 * generic promise ("the details") is made at most once; when the source has fewer promises than
 * angles, a specific one is said again in other words rather than a second generic one.
 */
function pickHooks(story: Story, leadLine: string, firsts: Array<string | undefined>): Hook[] {
  const pool = [
    ...(story.result && story.lead?.clause ? [resultHook(story.lead.clause, story.script, story.kind)] : []),
    ...sourceHooks(story, leadLine),
  ];
  const used = new Set<Hook>();
  let generic = 0;
  return ANGLES.map((angle, i) => {
    const fresh = (h: Hook): boolean => !used.has(h) && !repeats(h, firsts[i] ?? '');
    for (const k of ANGLE_HOOKS[angle as 'event' | 'impact' | 'next']) {
      const hook = pool.find((h) => h.kind === k && fresh(h));
      if (hook) {
        used.add(hook);
        return hook;
      }
    }
    const any = pool.find(fresh);
    if (any) {
      used.add(any);
      return any;
    }
    const again = [...used].find((h) => !repeats(h, firsts[i] ?? ''));
    if (again && generic > 0) return again;
    generic++;
    return MORE_HOOKS[i];
  });
}

/**
 * The promise with the subject the opening just named said as a pronoun: "The Harlow Creek Herons
 * are headed to the state semifinals. We will tell you who they play next." (panel AG).
 */
function pronounFor(first: string, promise: string): string {
  // (Only a promise that names what an opening can: "the ..." after its wh-word. The parse is the cost.)
  if (!/\b(?:who|how many|what|when|where)\b.* the [A-Za-z]/.test(promise)) return promise;
  const list = units(first);
  // The opening's subject: a team's name before its verb ("The Harlow Creek Herons are"), or an
  // article and one noun before its verb ("A fire tore").
  const verbAt = list.findIndex((u) => /^(?:VERB|AUX)$/.test(u.pos));
  if (verbAt < 2 || !/^(?:a|an|the)$/.test(list[0].lower)) return promise;
  const subject = list.slice(1, verbAt);
  const team = subject.every((u) => u.pos === 'PROPN' && /^[A-Z]/.test(u.text));
  if (!team && !(subject.length === 1 && subject[0].pos === 'NOUN')) return promise;
  const named = `the ${subject.map((u) => u.text).join(' ')}`;
  const plural = /[^s]s$/.test(named);
  const at = promise.indexOf(` ${named} `);
  if (at < 0 || !/\b(?:who|how many|what|when|where)\b/.test(promise.slice(0, at))) return promise;
  return promise.replace(` ${named} `, plural ? ' they ' : ' it ');
}

/** An opening "The valve" whose noun the source only ever introduces as "a valve". */
function leansOnLift(sentence: string, script: string): boolean {
  const noun = /^The ([a-z]+) (?=[a-z]+ed\b)/.exec(sentence)?.[1];
  if (!noun) return false;
  const source = script.toLowerCase();
  return (
    !new RegExp(`\\bthe(?: [a-z-]+)? ${noun}\\b`).test(source) &&
    new RegExp(`\\ban? (?:[a-z-]+ )?${noun}\\b`).test(source)
  );
}

/** A sentence that ends on a describing word its noun was cut from: "are collecting new." */
const cutShort = (sentence: string, script: string): boolean => endsOnModifier(sentence.replace(/[.!?]+$/, ''), script);

export function writeTeases(input: TeaseInput): TeaseResult {
  const { script, teaseStyle } = input;
  const dramatic = teaseStyle === 'dramatic';
  const story = readStory(script);
  const { lead } = story;
  const facts = story.facts.clean;
  const firsts = firstSentences(story, teaseStyle, facts);
  const hooks = pickHooks(story, firsts[0] ?? '', firsts);
  const subject = questionSubject(lead, script);
  const used = new Set<string>();
  // The news sentences an opening without a clause has taken, so each angle opens on its own.
  const openedOn = new Set<string>();
  /** The angle's tease as a question about the story, or undefined when none reads right. */
  const asked = (i: number, hook: Hook): string | undefined => {
    const statement = hook.kind === 'result' ? firsts[0] : undefined;
    // The event inside a question: the lead as told, its subject as it reads mid-sentence.
    const told = lead?.told;
    const event = told?.text && firsts[0] === leadText(lead!) ? `${told.inner} ${told.predicate}` : undefined;
    const short = event && lead?.clause ? tellClause(lead.clause, script, 10) : undefined;
    const events = [event, short?.text ? `${short.inner} ${short.predicate}` : undefined];
    // A question about the subject alone reads right only for a speaker, a day or a count ("How long will the Rockport man last?" never).
    const aboutSubject = /^(?:quote|when|count|more)$/.test(hook.kind);
    const candidates = [
      statement && lead?.told ? resultQuestion(statement, lead) : undefined,
      ...(statement ? [] : events.map((e) => (e ? askAbout(hook, e) : undefined))),
      aboutSubject ? hook.ask(subject) : undefined,
      ...events.map((e) => (e ? askAbout(MORE_HOOKS[i], e) : undefined)),
      MORE_HOOKS[i].ask(subject),
      ['What happened?', 'Who is affected?', 'What comes next?'][i],
    ];
    return (
      candidates.find((q): q is string => !!q && ok(q, facts) && !used.has(q) && words(q) <= MAX_QUESTION_WORDS) ??
      candidates.find((q): q is string => !!q && ok(q, facts) && !used.has(q))
    );
  };
  const teases = ANGLES.map((_angle, i) => {
    const hook = hooks[i];
    if (teaseStyle === 'question') {
      const question = asked(i, hook)!;
      used.add(question);
      return `${question} ${PROMISES[i]}`;
    }
    // The third angle of a result with nothing of its own would open on the lead a third time: it
    // asks the result instead ("How did the Fenwick Valley girls basketball team do against
    // Ashgrove? Stay with us to find out."), as a producer varies a rundown's teases (panel AD:
    // "three near-identical options").
    // (Only a result's own question: "What is next for the weather?" of a subject read wrong is none.)
    if (i === 2 && firsts[0] && firsts[2] === firsts[0] && firsts[1] === firsts[0] && story.result && lead?.told) {
      const question = resultQuestion(firsts[0], lead);
      if (question && ok(question, facts) && words(question) <= MAX_QUESTION_WORDS) {
        used.add(question);
        return `${question} ${PROMISES[i]}`;
      }
    }
    let first = firsts[i];
    // No clause to tell: one of the lead's news sentences, tightened, that gives no figure away
    // ("Haskett Foods will close its downtown store."), before a line about the story's subject.
    if (!first) {
      first = newsSentences(script)
        .slice(0, 2)
        .map((s) => compressSentence(attributionFirst(s), 'tight').replace(/([^.!?])\s*$/, '$1.'))
        .find((s) => !openedOn.has(s) && words(s) <= 20 && ok(s, facts));
      if (first) openedOn.add(first);
    }
    // Then the lead's news core (its asides, source and second act out) with its figures and dates
    // held back: "The Hollins Creek Community Market will open." before any "We have the latest on".
    if (!first) {
      first = leadCores(script).find((s) => !openedOn.has(s) && words(s) <= 20 && ok(s, facts));
      if (first) openedOn.add(first);
    }
    if (!first) {
      const topic = teaseTopic(script).subject;
      const phrases = [...(lead?.told ? [subject] : []), ...topicPhrases(script), topic];
      first = phrases.map((s) => SUBJECT_OPENERS[i](s)).find((s) => ok(s, facts)) ?? SUBJECT_OPENERS[i](topic);
    }
    // A dramatic hook that reads wrong ("What District Attorney ... says is next.") takes the plain form.
    // (A promise the opening already keeps is none: "The fire started in a second-floor kitchen."
    // then "what started it".)
    const kept = repeats(hook, first) ? MORE_HOOKS[i] : hook;
    const promise = [hookSentence(kept, i, dramatic), hookSentence(kept, i, false)].find((h) => ok(h, facts));
    const tease = `${first} ${pronounFor(first, promise ?? hookSentence(MORE_HOOKS[i], i, dramatic))}`;
    // Two teases alike word for word: the later one takes the next way of saying its promise.
    const distinct = used.has(tease) ? `${first} ${hookSentence(kept, i + 1, false)}` : tease;
    used.add(distinct);
    return distinct;
  });
  // ("and Incumbent Sheriff Ron Ebersole led", "hear from Owner Celeste Marchetti": a role that
  // opened the source's sentence is lower case inside the tease's, as AP writes it; panel AE.)
  const cased = teases.map((t) => t.replace(MID_SENTENCE_ROLE, (role: string) => role.toLowerCase()));
  const text = cased.join('\n\n');
  return { text, teases: cased, checks: checkCopy(text, script, { facts: story.facts }) };
}

/**
 * The offline tease writer: three teases of exactly two sentences, one for each angle on the story
 * (what happened, who is affected, what comes next).
 *
 * The first sentence says what the story is about in the source's own words (an angle clause's
 * subject and verb phrase, compressed by parse/headline.ts teaseClause) with every figure held
 * back; a result story (a verdict, a score, a vote) says that it was decided, never how. A
 * question tease asks a question by story kind (topic.ts storyKind) about the story's subject
 * instead. The second sentence is a hook by story kind and angle (a fixed one in the dramatic
 * style, a promise after a question) that carries no fact.
 *
 * Every first sentence must have no figure, parse as a complete sentence and pass checkFacts
 * against the source; one that does not falls back, in order, to the event said again, then to
 * an opener about a noun phrase of the story ("We are following the stamping plant.").
 */
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { checkFacts } from '../../checks/facts';
import { fragmentReason } from '../../parse/grammar';
import { angleClauses, newsSentences, renderUnits, teaseClause, units, withoutFigures } from '../../parse/headline';
import { capitalise } from '../../text/strings';
import type { Angle, Clause, TeaseClause } from '../../parse/headline';
import { findNumbers } from '../../numbers';
import { storyKind, teaseTopic } from './topic';
import type { StoryKind } from './topic';

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

/** Words that give a result away: a tease about a result never says them. */
const RESULT_WORDS =
  /\b(?:guilty|innocent|verdict|convict\w*|acquit\w*|sentenced|prison|jail|probation|won|wins?|winning|beat|beats|defeat\w*|lost|loses?|upset|approv\w*|reject\w*|passed|fail\w*|turned down|elected|unseat\w*|re-elected|champions?|title|record|score\w*|upheld|uphold\w*|sided|dismiss\w*)\b/i;
const RESULT_LEMMAS = new Set([
  'win',
  'beat',
  'defeat',
  'lose',
  'split',
  'find',
  'convict',
  'acquit',
  'sentence',
  'spend',
  'plead',
  'approve',
  'reject',
  'pass',
  'fail',
  'turn',
  'elect',
  'unseat',
  'vote',
  'uphold',
  'side',
  'rule',
]);

/** Hooks by story kind and angle: no fact, a finite verb, a promise of what the story holds. */
const HOOKS: Record<StoryKind, [string, string, string]> = {
  utility: [
    'What it means for your tap water, next.',
    'We will tell you what you need to do at home, coming up.',
    'We have the latest on when it could be fixed, after the break.',
  ],
  fire: [
    'We have what crews found, coming up.',
    'We will tell you who was forced out, next.',
    'What investigators are looking at now, after the break.',
  ],
  crime: [
    'We have what police are saying, coming up.',
    'What it means for your neighborhood, next.',
    'Where the investigation goes from here, after the break.',
  ],
  court: [
    'We will tell you how it ended, coming up.',
    'What it means for the families involved, next.',
    'We have what happens next in the case, after the break.',
  ],
  weather: [
    'Here is what to expect where you live, next.',
    'We will tell you who is feeling it most, coming up.',
    'We have the timing on what comes next, after the break.',
  ],
  traffic: [
    'Here is how it could change your drive, next.',
    'We will tell you who is feeling it most, coming up.',
    'We have how long it will last, after the break.',
  ],
  election: [
    'We will tell you how the numbers came out, coming up.',
    'What it means for you, next.',
    'We have what happens now, after the break.',
  ],
  sports: [
    'We have how it ended, coming up.',
    'We will tell you who came through, next.',
    'What it sets up next, after the break.',
  ],
  schools: [
    'What it means for your family, next.',
    'We will tell you who is affected, coming up.',
    'We have what parents need to know, after the break.',
  ],
  health: [
    'What it means for your family, next.',
    'We will tell you who is most at risk, coming up.',
    'We have what to do now, after the break.',
  ],
  business: [
    'What it means for your wallet, next.',
    'We will tell you who feels it first, coming up.',
    'We have what happens now, after the break.',
  ],
  government: [
    'What it means for you, next.',
    'We will tell you who is affected, coming up.',
    'We have what happens now, after the break.',
  ],
  general: [
    'What it means for you, next.',
    'We will tell you who is affected, coming up.',
    'We have what happens now, after the break.',
  ],
};

/** Questions by kind and angle, about the story's own subject ("the water main break"). */
const QUESTIONS: Record<StoryKind, [(s: string) => string, (s: string) => string, (s: string) => string]> = {
  utility: [
    (s) => `Is your water safe to drink after ${s}?`,
    (s) => `Who is affected by ${s}?`,
    (s) => `How long will it take to fix ${s}?`,
  ],
  fire: [(s) => `What happened with ${s}?`, (s) => `Who was hurt by ${s}?`, (s) => `What caused ${s}?`],
  crime: [
    (s) => `What do police know about ${s}?`,
    (s) => `Should you be worried about ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  court: [
    (s) => `How did it end for ${s}?`,
    (s) => `What does the decision mean for ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  weather: [
    (s) => `How bad will it get with ${s}?`,
    (s) => `Who will feel ${s} most?`,
    (s) => `When will ${s} be over?`,
  ],
  traffic: [
    (s) => `Will ${s} slow down your drive?`,
    (s) => `Who is feeling ${s} most?`,
    (s) => `How long will ${s} last?`,
  ],
  election: [
    (s) => `How did it turn out for ${s}?`,
    (s) => `What does the vote mean for ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  sports: [
    (s) => `How did it turn out for ${s}?`,
    (s) => `Who came through for ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  schools: [
    (s) => `What does ${s} mean for your family?`,
    (s) => `Which students are affected by ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  health: [
    (s) => `What does ${s} mean for your family?`,
    (s) => `Who is most at risk from ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  business: [
    (s) => `What does ${s} mean for your wallet?`,
    (s) => `Who feels ${s} first?`,
    (s) => `What comes next for ${s}?`,
  ],
  government: [
    (s) => `What does ${s} mean for you?`,
    (s) => `Who is affected by ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
  general: [
    (s) => `What does ${s} mean for you?`,
    (s) => `Who is affected by ${s}?`,
    (s) => `What comes next for ${s}?`,
  ],
};
const PROMISES = ['We have the answer after the break.', 'Find out when we come back.', 'Stay with us to find out.'];
const DRAMATIC_HOOKS = ['Stay with us.', 'The story is next.', 'We have more, coming up.'];

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;
const sentence = (s: string): string => `${capitalise(s.replace(/[\s,.;:]+$/, ''))}.`;

function isResult(clause: Clause): boolean {
  return RESULT_LEMMAS.has(clause.lemma) || RESULT_WORDS.test(clause.sentence.split(/[,;]/)[0]);
}

/** The lead sentence for a result story, saying what was decided but not how. */
function resultSentence(clause: Clause, told: TeaseClause | undefined, kind: StoryKind): string | undefined {
  if (!told) return undefined;
  const who = told.inner;
  const head = clause.subject[clause.subject.length - 1]?.lower ?? '';
  const object = clause.phrases.find((p) => p.role === 'object');
  const defendant = object && object.units[0]?.pos !== 'ADP' ? withoutFigures(object.units) : undefined;
  if (/^(?:jury|judge|court|jurors)$/.test(head)) {
    const against = defendant ? renderUnits(defendant, false).replace(/\s+(?:not\s+)?guilty\b.*$/i, '') : '';
    return `We now know how ${who} ruled${against ? ` in the case against ${against}` : ''}.`;
  }
  if (kind === 'court') return `We now know how the case against ${who} turned out.`;
  const toAt = clause.verbUnits.findIndex((u) => u.lower === 'to');
  if (clause.lemma === 'vote' && toAt >= 0) {
    const then = clause.verbUnits
      .slice(toAt + 1)
      .map((u) => u.text)
      .join(' ');
    const rest = defendant ? renderUnits(defendant, false) : '';
    return `${capitalise(who)} has voted on whether to ${[then, rest].filter(Boolean).join(' ')}.`;
  }
  if (kind === 'election' || kind === 'government' || kind === 'schools')
    return `We now know how the vote went for ${who}.`;
  return `We now know how it turned out for ${who}.`;
}

/** The first sentence of a tease for an angle, or undefined when the clause cannot be told safely. */
function angleSentence(clause: Clause, script: string, style: TeaseStyle, result: boolean): string | undefined {
  const told = teaseClause(clause, script, style === 'dramatic' ? 12 : 20);
  if (!told?.predicate) return undefined;
  const text = `${told.subject} ${told.predicate}`;
  if (result && RESULT_WORDS.test(text)) return undefined;
  if (style === 'dramatic' && words(text) > 12) return undefined;
  return sentence(text);
}

function ok(s: string | undefined, script: string): s is string {
  return (
    s !== undefined &&
    !/\d/.test(s) &&
    findNumbers(s).length === 0 &&
    fragmentReason(s) === undefined &&
    checkFacts(s, script).length === 0 &&
    !/\ba story about\b/i.test(s)
  );
}

/** Openers for a tease whose story gives no clause to tell, about the story's own subject. */
const SUBJECT_OPENERS = [
  (s: string) => `We have the latest on ${s}.`,
  (s: string) => `We are following ${s}.`,
  (s: string) => `Here is what we know about ${s}.`,
];

/**
 * Noun phrases the story is about, in the source's words, best first: the lead's subject, then
 * the first noun phrases of its sentences ("the stamping plant", "frost advisory"); figures out.
 */
function subjectPhrases(script: string, leadTold: TeaseClause | undefined): string[] {
  const out: string[] = [];
  if (leadTold) out.push(leadTold.definite, leadTold.inner);
  for (const sentence of newsSentences(script).slice(0, 3)) {
    const list = units(sentence);
    let run: typeof list = [];
    const flush = (): void => {
      while (run.length && !/^(?:NOUN|PROPN)$/.test(run[run.length - 1].pos)) run.pop();
      const kept = run.length ? withoutFigures(run) : undefined;
      if (kept && kept.some((u) => /^(?:NOUN|PROPN)$/.test(u.pos)) && kept.length >= 2) {
        const text = renderUnits(kept, true);
        const named = kept.every((u) => u.pos === 'PROPN' && /^[A-Z]/.test(u.text));
        const first = kept[0];
        // The sentence's first word in lower case unless it is a name the source capitalises mid-sentence.
        const lowered = first.start === 0 && !named ? text.charAt(0).toLowerCase() + text.slice(1) : text;
        out.push(named ? lowered : `the ${lowered}`);
      }
      run = [];
    };
    for (const u of list) {
      if (/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(u.pos) && !/^(?:this|that|these|those)$/.test(u.lower)) run.push(u);
      else flush();
    }
    flush();
  }
  out.push(teaseTopic(script).subject);
  return [...new Set(out.filter(Boolean))];
}

export function writeTeases(input: TeaseInput): TeaseResult {
  const { script, teaseStyle } = input;
  const event = angleClauses(script, 'event');
  const lead = event[0];
  const kind = storyKind(script);
  const result = lead ? isResult(lead) : false;
  const leadTold = lead ? teaseClause(lead, script) : undefined;
  let definite = leadTold?.definite ?? 'this story';
  if (lead && ['vote', 'approve', 'reject', 'pass'].includes(lead.lemma) && !/^(?:the )?voters?\b/i.test(definite))
    definite = 'the vote';
  // "What do police know about the police?": when the investigators are the subject, ask about who they are after.
  if (
    lead &&
    /^the (?:\w+ )*(?:police|officers|investigators|detectives|deputies|troopers|agents)$|^(?:the )?FBI$/i.test(
      definite,
    )
  ) {
    const object = lead.phrases.find((p) => p.role === 'object' && p.units[0]?.pos !== 'ADP');
    const next = lead.phrases[lead.phrases.indexOf(object!) + 1];
    const units = object
      ? withoutFigures([...object.units, ...(next?.units[0]?.lower === 'who' ? next.units : [])])
      : undefined;
    definite = units ? renderUnits(units, false).replace(/^(?:a|an)\s/i, 'the ') : 'the case';
  }
  const used = new Set<string>();
  const teases = ANGLES.map((angle, i) => {
    const clauses = angle === 'event' ? event.slice(0, 2) : angleClauses(script, angle);
    let first: string | undefined;
    if (teaseStyle === 'question') {
      first = QUESTIONS[kind][i](definite);
      if (!ok(first, script)) first = QUESTIONS.general[i]('this story');
      return `${first} ${PROMISES[i]}`;
    }
    if (angle === 'event' && result && lead) {
      const r = resultSentence(lead, leadTold, kind);
      if (ok(r, script)) first = r;
    }
    for (const c of clauses) {
      if (first) break;
      const s = angleSentence(c, script, teaseStyle, result);
      if (ok(s, script) && !used.has(s)) first = s;
    }
    // No clause to tell for this angle: the event, said again, with this angle's hook.
    if (!first && result && lead) {
      const r = resultSentence(lead, leadTold, kind);
      if (ok(r, script)) first = r;
    }
    if (!first) {
      for (const c of event) {
        const s = angleSentence(c, script, teaseStyle, result);
        if (ok(s, script)) {
          first = s;
          break;
        }
      }
    }
    // Nothing to tell safely: a sentence about the story's own subject, never a line with no link to it.
    if (!first) {
      for (const phrase of subjectPhrases(script, leadTold)) {
        const s = SUBJECT_OPENERS[i](phrase);
        if (ok(s, script) && (teaseStyle !== 'dramatic' || words(s) <= 12)) {
          first = s;
          break;
        }
      }
    }
    first ??= SUBJECT_OPENERS[i](teaseTopic(script).subject);
    used.add(first);
    const hook = teaseStyle === 'dramatic' ? DRAMATIC_HOOKS[i] : HOOKS[kind][i];
    return `${first} ${hook}`;
  });
  const text = teases.join('\n\n');
  return { text, teases, checks: checkCopy(text, script) };
}

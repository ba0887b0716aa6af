/**
 * A story read once for the tease writer: its sentences, their clauses, its lead and the facts of
 * its source. Every step of the writer reads from here, so no sentence is parsed twice and the
 * source's numbers and names are found once, not once per candidate line.
 */
import { factChecker } from '../../checks/facts';
import type { SourceFacts } from '../../checks/facts';
import { newsSentences, units } from '../../parse/headline';
import type { Clause } from '../../parse/headline';
import { isResult } from './result';
import { clauseOf, leadOf, storyNames } from './story';
import type { Lead } from './story';
import { storyKind } from './topic';
import type { StoryKind } from './topic';

/** Nouns every story has: sharing one says nothing about which story it is. */
const GENERIC =
  /^(?:people|person|official|police|officer|crew|year|week|day|time|state|city|county|health|department|area|part|number|lot|man|woman|thing|way|place|home|family|resident)$/i;

export interface Story {
  script: string;
  /** The story's sentences as written, attribution out, quotations never; the lead first. */
  news: string[];
  lead?: Lead;
  /** A verdict, a vote, a game: its outcome is held back. */
  result: boolean;
  kind: StoryKind;
  /** Words of the lead's names: a later sentence that names one says which story it is. */
  names: Set<string>;
  /** Lemmas of the lead's nouns: a hook must be about the lead's own thing ("the advisory", "the trial"). */
  leadNouns: Set<string>;
  /**
   * What the story is about, in the lead's subject and object ("flu", "bridge", "hospital"): a later
   * sentence that names one of them says which story it is ("Free flu shots are available ...").
   */
  keys: Set<string>;
  facts: SourceFacts;
  /** The clause of one of `news`, parsed once. */
  clause(sentence: string): Clause | undefined;
}

export function readStory(script: string): Story {
  const news = newsSentences(script);
  const lead = leadOf(script);
  const clauses = new Map<string, Clause | undefined>();
  const clause = (sentence: string): Clause | undefined => {
    if (!clauses.has(sentence)) clauses.set(sentence, clauseOf(sentence)?.clause);
    return clauses.get(sentence);
  };
  const leadSentence = lead?.clause?.sentence ?? lead?.raw ?? news[0] ?? '';
  const leadNouns = new Set(
    units(leadSentence)
      .filter((u) => u.pos === 'NOUN')
      .map((u) => u.lemma),
  );
  const clauseUnits = lead?.clause
    ? [...lead.clause.subject, ...(lead.clause.phrases.find((p) => p.role === 'object')?.units ?? [])]
    : [];
  const keys = new Set(
    clauseUnits
      .filter((u) => /^(?:NOUN|PROPN)$/.test(u.pos) && !u.num && !GENERIC.test(u.lemma))
      .map((u) => u.lemma.toLowerCase()),
  );
  return {
    script,
    keys,
    news,
    lead,
    result: lead?.clause ? isResult(lead.clause) : false,
    kind: storyKind(script),
    names: storyNames(script, lead),
    leadNouns,
    facts: factChecker(script),
    clause,
  };
}

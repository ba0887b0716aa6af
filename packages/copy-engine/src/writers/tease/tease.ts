/**
 * The offline tease writer: three teases of exactly two sentences that make the viewer stay without
 * giving the story away. Templates carry the promise ("Coming up", "after the break"); the source
 * supplies only who or where (its own names) and a plain subject noun, and no number ever appears,
 * because a number is usually the outcome the tease must hold back.
 */
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { teaseTopic } from './topic';

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

/** A template gets who/where (a source name, or a stand-in phrase) and the subject phrase. */
type Template = (who: string, subject: string) => string;

// Every template is two sentences, each ending in . ? or !, and none starts with a capitalised word
// that could join the name after it (the name is never first, so it is never dropped as an opener).
const TEMPLATES: Record<TeaseStyle, Template[]> = {
  compelling: [
    (who, subject) => `There is news tonight on ${subject}, and it involves ${who}. Coming up, what it means for you.`,
    (who, subject) => `People are talking about ${who} and ${subject}. Stay with us for the whole story.`,
    (who, subject) => `A story about ${subject} has everyone watching ${who}. We have the details after the break.`,
  ],
  question: [
    (who, subject) => `What is next for ${who} after the latest on ${subject}? The answer is coming up.`,
    (who, subject) => `How will ${subject} change things for ${who}? Stay with us to find out.`,
    (who) => `Do you know what just happened with ${who}? We have it after the break.`,
  ],
  dramatic: [
    (who, subject) => `It all comes down to ${subject}. The story of ${who} is next.`,
    (who) => `This could change everything for ${who}. Stay with us.`,
    (who, subject) => `The news on ${subject} is in. What it means for ${who} comes after the break.`,
  ],
};

/** Stand-ins when the source names nobody: they point at the audience, not at a fact. */
const NO_NAME = ['your community', 'your neighbors', 'families here'];

export function writeTeases(input: TeaseInput): TeaseResult {
  const { names, subject } = teaseTopic(input.script);
  // Each tease uses a different name where the source has several, so the three options differ.
  const teases = TEMPLATES[input.teaseStyle].map((template, i) =>
    template(names.length ? names[i % names.length] : NO_NAME[i], subject),
  );
  const text = teases.join('\n\n');
  return { text, teases, checks: checkCopy(text, input.script) };
}

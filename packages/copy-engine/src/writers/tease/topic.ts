/**
 * What a tease may say about a story: who or where it is about and what kind of story it is, never
 * how it came out. Names come from findNames on the source (so the fact check finds them there) and
 * the subject is a plain common noun, which is no fact; numbers are left out entirely.
 */
import { findNames } from '../../text/names-quotes';

export interface TeaseTopic {
  /** Up to three distinct names from the source, the most mentioned first; may be empty. */
  names: string[];
  /** A subject phrase such as "the fire" or "the case"; generic when nothing matches. */
  subject: string;
}

/**
 * Story kinds by the words that signal them, most specific first. The phrase is what the tease
 * says; it names the kind of story without its outcome ("the verdict", not "guilty").
 */
const SUBJECTS: Array<[RegExp, string]> = [
  [/\b(?:verdict|jury|trial|sentenc\w*|court|judge)\b/i, 'the case'],
  [/\b(?:arrest\w*|police|shooting|robbery|suspect|charged)\b/i, 'the investigation'],
  [/\b(?:fire|blaze|flames|firefighters)\b/i, 'the fire'],
  [/\b(?:storm|rain|snow|flood\w*|tornado|forecast|heat|weather)\b/i, 'the weather'],
  [/\b(?:crash|traffic|highway|interstate|lanes|road)\b/i, 'the roads'],
  [/\b(?:election|vote\w*|ballot|candidate|campaign)\b/i, 'the vote'],
  [/\b(?:game|playoff\w*|season|team|coach|score\w*|championship|race)\b/i, 'the game'],
  [/\b(?:school|students|teachers|district|classroom)\b/i, 'the schools'],
  [/\b(?:hospital|health|patients|virus|vaccine\w*|flu|clinic)\b/i, 'the health news'],
  [/\b(?:prices?|jobs|budget|tax\w*|economy|rates?|business|plant|company)\b/i, 'the economy'],
  [/\b(?:council|commission\w*|mayor|ordinance|board)\b/i, 'the council'],
];

/** The source's most mentioned names (places, people, teams); any with a digit is left out, as a number. */
function usefulNames(script: string): string[] {
  const counts = new Map<string, number>();
  for (const n of findNames(script)) counts.set(n.text, (counts.get(n.text) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name)
    .filter((name) => !/\d/.test(name))
    .slice(0, 3);
}

export function teaseTopic(script: string): TeaseTopic {
  const subject = SUBJECTS.find(([pattern]) => pattern.test(script))?.[1] ?? 'this story';
  return { names: usefulNames(script), subject };
}

export type StoryKind =
  | 'utility'
  | 'fire'
  | 'crime'
  | 'court'
  | 'weather'
  | 'traffic'
  | 'election'
  | 'sports'
  | 'schools'
  | 'health'
  | 'business'
  | 'government'
  | 'general';

/** Story kinds for the hooks, most specific first; judged on the lead first, then the whole story. */
const KINDS: Array<[RegExp, StoryKind]> = [
  [/\b(?:water main|boil-water|power outage|outage|water pressure|sewer)\b/i, 'utility'],
  [/\b(?:verdict|jury|trial|sentenc\w*|pleaded|plea|arraign\w*|judge|appeals court)\b/i, 'court'],
  [/\b(?:fire|blaze|flames|firefighters)\b/i, 'fire'],
  [/\b(?:arrest\w*|robbed|robbery|shooting|suspect|carjack\w*|thefts?|burglar\w*|stolen)\b/i, 'crime'],
  [/\b(?:storm|rain|snow|flood\w*|tornado|forecast|heat|frost|weather)\b/i, 'weather'],
  [/\b(?:crash|traffic|highway|interstate|lanes|bridge|detour|bus)\b/i, 'traffic'],
  [/\b(?:election|voters?|ballot|levy|bond|recount|turnout|mayor)\b/i, 'election'],
  [
    /\b(?:game|playoffs?|season|team|coach|championship|marathon|scor\w+|title|(?:quarter|semi)finals?|touchdowns?|quarterback|rebounds?|innings?|overtime|tournament)\b/i,
    'sports',
  ],
  [/\b(?:school|students|teachers|classroom)\b/i, 'schools'],
  [/\b(?:hospital|health|patients|virus|vaccine\w*|flu|clinic|measles|naloxone)\b/i, 'health'],
  [/\b(?:prices?|jobs|plant|company|store|business|unemployment|economy)\b/i, 'business'],
  [/\b(?:council|commission\w*|ordinance|board|budget|city|county)\b/i, 'government'],
];

export function storyKind(script: string): StoryKind {
  const lead =
    script
      .replace(/\[[^\]]*\]/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? '';
  return KINDS.find(([p]) => p.test(lead))?.[1] ?? KINDS.find(([p]) => p.test(script))?.[1] ?? 'general';
}

/** Figures AP keeps under 10, where its own "spell out one to nine" rule would give words. */
import { atSentenceStart, replaceOutside } from '../style/protect';
import { capitalise } from '../text/strings';

const SMALL = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
// Either case, but only the number: the words around it must match exactly ("down the road two miles").
const SMALL_WORD = `(${SMALL.flatMap((w) => [w, capitalise(w)]).join('|')})`;
const digitOf = (word: string): string => String(SMALL.indexOf(word.toLowerCase()) + 1);

/**
 * Words a number names rather than counts: "Route 9", "Exit 41", "District 4", "Local 1187". AP
 * gives them their figure even under 10; a tease says the number as part of the name.
 */
export const NUMBERED_NAME_WORDS = [
  'Road',
  'Route',
  'Highway',
  'Interstate',
  'Exit',
  'District',
  'Division',
  'Ward',
  'Precinct',
  'Gate',
  'Platform',
  'Pier',
  'Terminal',
  'Local',
  'Runway',
  'Channel',
  'Lane',
  'Station',
  'Engine',
  'Ladder',
  'Amendment',
  'Proposition',
  'Measure',
  'Question',
  'Issue',
] as const;

// One numbered name or a list of them ("Routes 3, 8 and 14"), "County Road 5", "No. 4".
const NUMBERED = `(?:(?:County |State )?(?:${NUMBERED_NAME_WORDS.join('|')}))s?|No\\.`;
// A street ending the phrase ("at nine Elm Street."), not naming something ("two Main Street shops").
const STREET =
  '(?:Street|St\\.|Avenue|Ave\\.|Road|Rd\\.|Boulevard|Blvd\\.|Drive|Dr\\.|Lane|Way|Court|Place|Parkway)' +
  '(?=[,;:!?)]|\\.|$|\\s+(?:in|on|at|near|and|or|to|from|for|where|when|after|before|about|around|early|late|\\w+day)\\b)';

/**
 * Figures where AP always uses them, even under 10, and broadcast copy spells them out: numbered
 * routes, exits and districts ("Route nine" -> "Route 9"), addresses ("nine Elm Street" -> "9 Elm
 * Street") and ages ("a nine-year-old" -> "a 9-year-old"; not at a sentence start, where AP spells
 * any number). Quotations stay as spoken.
 */
export function apFigures(text: string): string {
  const number = `(?:\\d+|${SMALL_WORD})`;
  const numbered = replaceOutside(
    text,
    new RegExp(`\\b(${NUMBERED})\\s+(${number}(?:(?:,\\s+|,?\\s+(?:and|or)\\s+)${number})*)\\b(?![\\w-])`, 'g'),
    (m) => `${m[1]} ${m[2].replace(/[A-Za-z]+/g, (w) => (SMALL.includes(w.toLowerCase()) ? digitOf(w) : w))}`,
  );
  const addresses = replaceOutside(
    numbered,
    new RegExp(`(?<![\\w-])${SMALL_WORD}\\s+(?=(?:[A-Z][a-z]+\\s+){1,3}${STREET})`, 'g'),
    (m, before) => (atSentenceStart(before) ? m[0] : `${digitOf(m[1])} `),
  );
  return replaceOutside(
    addresses,
    new RegExp(`(?<![\\w-])${SMALL_WORD}([\\s-]+(?:years?|months?)[\\s-]+old)\\b`, 'g'),
    (m, before) => (atSentenceStart(before) ? m[0] : `${digitOf(m[1])}${m[2]}`),
  );
}

/**
 * Tones for the same facts. Conversational: contractions, easy passives made active, long sentences
 * split. Concise: newsroom clutter removed. Neither rewrites a quotation or crew text, and neither
 * drops a number or a name: every rule only removes or swaps function words.
 */
import { splitSentences } from '../text/sentences';
import { splitLongSentence } from './joints';
import { atSentenceStart, capitalise, matchCase, replaceOutside } from './protect';

type Rule = [RegExp, string];

// "it is" / "that is" / "there is" at the end of a sentence cannot contract ("That's what it is.").
const NOT_AT_END = '(?![\\s]*[.?!,;:"”]|\\s*$)';
const CONTRACTIONS: Rule[] = [
  [new RegExp(`\\bit is\\b${NOT_AT_END}`, 'gi'), "it's"],
  [new RegExp(`\\bthat is\\b${NOT_AT_END}`, 'gi'), "that's"],
  [new RegExp(`\\bthere is\\b${NOT_AT_END}`, 'gi'), "there's"],
  [new RegExp(`\\bthey are\\b${NOT_AT_END}`, 'gi'), "they're"],
  [new RegExp(`\\bwe are\\b${NOT_AT_END}`, 'gi'), "we're"],
  [/\bwill not\b/gi, "won't"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bcan not\b|\bcannot\b/gi, "can't"],
];

/** Agents plain enough to become the subject without changing who did what. */
const AGENTS = 'police|officers|deputies|troopers|detectives|investigators|firefighters|crews|voters';
const PASSIVE = new RegExp(
  `^((?:A|An|The)\\s+[\\w'-]+(?:\\s+[\\w'-]+){0,2}|[A-Z][a-z]+\\s+[A-Z][a-z]+)\\s+(?:was|were)\\s+` +
    `(arrested|charged|cited|rescued|stopped|detained|questioned|found|hit|struck)\\s+by\\s+(${AGENTS})\\b`,
);

/** "A man was arrested by police Tuesday." -> "Police arrested a man Tuesday." Only that simple shape. */
export function toActive(sentence: string): string {
  const m = PASSIVE.exec(sentence);
  if (!m || /["“]/.test(sentence.slice(0, m[0].length))) return sentence;
  const subject = /^(A|An|The)\s/.test(m[1]) ? m[1].charAt(0).toLowerCase() + m[1].slice(1) : m[1];
  return `${capitalise(m[3])} ${m[2]} ${subject}${sentence.slice(m[0].length)}`;
}

function applyRules(text: string, rules: Rule[]): string {
  return rules.reduce(
    (out, [pattern, replacement]) => replaceOutside(out, pattern, (m) => matchCase(m[0], replacement)),
    text,
  );
}

/** Rewrites each sentence in place, so line breaks and crew lines keep their places. */
function eachSentence(text: string, rewrite: (sentence: string) => string): string {
  let out = '';
  let last = 0;
  for (const s of splitSentences(text)) {
    out += text.slice(last, s.start) + rewrite(s.text);
    last = s.end;
  }
  return out + text.slice(last);
}

export function toConversational(text: string, maxWords = 20): string {
  const contracted = applyRules(text, CONTRACTIONS);
  return eachSentence(contracted, (s) => splitLongSentence(toActive(s), maxWords).join(' '));
}

// Clutter and its plain replacement; '' removes it (the removal patterns capture the next character).
const CLUTTER: Rule[] = [
  [/\bin order to\b/gi, 'to'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bin the event that\b/gi, 'if'],
  [/\bmade the decision to\b/gi, 'decided to'],
  [/\bmake the decision to\b/gi, 'decide to'],
  [/\b(?:is|are) going to\b/gi, 'will'],
  [/\ba total of\s+(\S)/gi, ''],
  [/\bcurrently,?\s+(\S)/gi, ''],
];

export function toConcise(text: string): string {
  return CLUTTER.reduce(
    (out, [pattern, replacement]) =>
      replaceOutside(out, pattern, (m, before) => {
        if (replacement) return matchCase(m[0], replacement);
        const next = m[1];
        const opens = atSentenceStart(before);
        // A sentence may not open with a figure, so "A total of 14 homes" stays as it is.
        if (opens && /\d/.test(next)) return m[0];
        return opens ? next.toUpperCase() : next;
      }),
    text,
  );
}

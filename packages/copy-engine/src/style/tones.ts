/**
 * Tones for the same facts. Conversational: contractions, easy passives made active, long sentences
 * split. Concise: newsroom clutter removed. Neither rewrites a quotation or crew text, and neither
 * drops a number or a name: every rule only removes or swaps function words.
 */
import { splitSentences } from '../text/sentences';
import { splitLongSentence } from './joints';
import { atSentenceStart, matchCase, replaceOutside } from './protect';
import { capitalise } from '../text/strings';

type Rule = [RegExp, string];

// "it is" / "that is" / "there is" at the end of a sentence cannot contract ("That's what it is.").
const NOT_AT_END = '(?![\\s]*[.?!,;:"”]|\\s*$)';
const CONTRACTIONS: Rule[] = [
  [new RegExp(`\\bit is\\b${NOT_AT_END}`, 'gi'), "it's"],
  [new RegExp(`\\bthat is\\b${NOT_AT_END}`, 'gi'), "that's"],
  [new RegExp(`\\bthere is\\b${NOT_AT_END}`, 'gi'), "there's"],
  [new RegExp(`\\bthey are\\b${NOT_AT_END}`, 'gi'), "they're"],
  [new RegExp(`\\bwe are\\b${NOT_AT_END}`, 'gi'), "we're"],
  [new RegExp(`\\bhe is\\b${NOT_AT_END}`, 'gi'), "he's"],
  [new RegExp(`\\bshe is\\b${NOT_AT_END}`, 'gi'), "she's"],
  [new RegExp(`\\bwho is\\b${NOT_AT_END}`, 'gi'), "who's"],
  [/\bwill not\b/gi, "won't"],
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bdid not\b/gi, "didn't"],
  [/\bcan not\b|\bcannot\b/gi, "can't"],
  [/\bis not\b/gi, "isn't"],
  [/\bare not\b/gi, "aren't"],
  [/\bwas not\b/gi, "wasn't"],
  [/\bwere not\b/gi, "weren't"],
  [/\bhas not\b/gi, "hasn't"],
  [/\bhave not\b/gi, "haven't"],
  [/\bhad not\b/gi, "hadn't"],
  [/\bcould not\b/gi, "couldn't"],
  [/\bwould not\b/gi, "wouldn't"],
  [/\bshould not\b/gi, "shouldn't"],
  [/\b(they|we|you|it|he|she) will\b/gi, "$1'll"],
  [/\b(it|he|she|that) has\b(?=\s+(?:been|had|seen|found|made|said|lost|\w+ed)\b)/gi, "$1's"],
  [new RegExp(`\\b(what|here|where|who) is\\b${NOT_AT_END}`, 'gi'), "$1's"],
  [/\bI am\b/g, "I'm"],
  [/\blet us\b/gi, "let's"],
  [/\b(they|we|you) have\b(?=\s+(?:been|had|seen|found|made|said|lost|\w+ed)\b)/gi, "$1've"],
];

/**
 * Plain words for the ear, each with its inflections, and only where the word is unambiguous:
 * "assist" is left alone as a noun (a basketball assist), "purchase" as one ("the purchase of"),
 * and "vehicle" stays, since police copy uses it for anything from a car to a bus.
 */
const PLAIN: Rule[] = [
  [/\bapproximately\b/gi, 'about'],
  [/\bindividuals\b/gi, 'people'],
  [/\ban individual\b/gi, 'a person'],
  [/\butilize\b/gi, 'use'],
  [/\butilizes\b/gi, 'uses'],
  [/\butilized\b/gi, 'used'],
  [/\butilizing\b/gi, 'using'],
  [/\bcommence\b/gi, 'start'],
  [/\bcommences\b/gi, 'starts'],
  [/\bcommenced\b/gi, 'started'],
  [/\bcommencing\b/gi, 'starting'],
  [/\b(to|will|would|can|could|may|might|must|should|did not|didn't) purchase\b/gi, '$1 buy'],
  [/\bpurchased\b(?=\s+(?:a|an|the|\w+s|more|about|nearly|almost|over)\b)/gi, 'bought'],
  [/\bpurchasing\b/gi, 'buying'],
  [/\b(to|will|would|can|could|may|might|must|should) assist\b/gi, '$1 help'],
  [/\bassisted\b(?!\s+(?:on|by)\b)/gi, 'helped'],
  [/\bassisting\b/gi, 'helping'],
  [/\bresidence\b/gi, 'home'],
  [/\bresidences\b/gi, 'homes'],
  [/\bprior to\b/gi, 'before'],
  [/\bin excess of\b/gi, 'more than'],
  [/\bin the vicinity of\b/gi, 'near'],
  [/\bnumerous\b/gi, 'many'],
  [/\bapprehended\b/gi, 'caught'],
  [/\btransported\b(?=\s+to\b)/gi, 'taken'],
  [/\battempted to\b/gi, 'tried to'],
  [/\bsufficient\b/gi, 'enough'],
  [/\bobtain\b/gi, 'get'],
  [/\bobtained\b/gi, 'got'],
  [/\bphysicians\b/gi, 'doctors'],
  [/\bautomobile\b/gi, 'car'],
  [/\badditional\b/gi, 'more'],
  [/\bassistance\b/gi, 'help'],
  [/\bregarding\b/gi, 'about'],
  [/\bdue to\b(?=\s+(?:the|a|an|its|their|his|her|this|that|these|those|low|high|heavy|poor|bad)\b)/gi, 'because of'],
  [/\bin order to\b/gi, 'to'],
  [/\b(?:currently|presently|at this time(?! last| next| of))\b/gi, 'now'],
  [/\bsubsequently\b/gi, 'later'],
  [/\bresides\b/gi, 'lives'],
  [/\breside\b/gi, 'live'],
  [/\bresided\b/gi, 'lived'],
  [/\bstated\b(?=\s+(?:that|the|a|an|he|she|they|it|[A-Z]))/g, 'said'],
  [/\b(was|were) injured\b/gi, '$1 hurt'],
  [/\bfatalities\b/gi, 'deaths'],
  [/\bextinguished\b/gi, 'put out'],
  [/\bconstructed\b/gi, 'built'],
  [/\b(to|will|would|can|could|may|might|must|should) construct\b/gi, '$1 build'],
  [/\binitiated\b/gi, 'started'],
  [/\banticipated\b/gi, 'expected'],
  [/\banticipates\b/gi, 'expects'],
  [/\banticipate\b/gi, 'expect'],
  [/\bdemonstrated\b/gi, 'showed'],
  [/\bdemonstrates\b/gi, 'shows'],
  [/\bdemonstrate\b/gi, 'show'],
  [/\bparticipate in\b/gi, 'take part in'],
  [/\bremainder\b/gi, 'rest'],
  [/\b(is|are) located\b(?=\s+(?:in|on|at|near|along|inside|outside|off|just|between|behind|next)\b)/gi, '$1'],
  [/(?<=^|[.!?]\s+)However, /gm, 'But '],
  [/(?<=^|[.!?]\s+)(?:Additionally|In addition), /gm, 'Also, '],
  [/(?<=^|[.!?]\s+)Nevertheless, /gm, 'Still, '],
];

/**
 * "Residents" said the way people say it: "Nearby residents" -> "people who live nearby", "Residents
 * of Elm Park" -> "People who live in Elm Park", and a sentence that opens on "Residents" -> "People
 * who live there" (the story has just said where). Not after a qualifier that makes them something
 * else ("nursing home residents").
 */
const RESIDENTS: Rule[] = [
  [/\b(?:nearby|neighboring) residents\b/gi, 'people who live nearby'],
  [/\b(?:area|local) residents\b/gi, 'people who live in the area'],
  [/\bresidents (?:of|in) (?=(?:the )?[A-Z])/g, 'people who live in '],
  [/(?<=^|[.!?]\s+)Residents\b(?! of| in)/gm, 'People who live there'],
];

/** "Residents were allowed back" -> "People who live there were allowed back" (adds words). */
export function toPeople(text: string): string {
  return applyRules(text, RESIDENTS);
}

/**
 * A request to the public, said to the listener. Only shapes where "you" means exactly the people
 * the source names: "Anyone with information is asked to call police" -> "If you have information,
 * call police"; "Residents of Elm Park should boil water" -> "If you live in Elm Park, boil water";
 * "Drivers should expect delays" -> "If you're driving, expect delays".
 */
const TO_LISTENER: Rule[] = [
  [/^Anyone with information (?:is|is being) (?:asked|urged|encouraged) to /, 'If you have information, '],
  [/^Anyone who (saw|knows|has|heard) (.{3,60}?) (?:is|is being) (?:asked|urged|encouraged) to /, 'If you $1 $2, '],
  [
    /^Residents (?:of|in) ((?:[A-Z][\w'-]+\s?){1,4}) (?:should|are (?:being )?(?:asked|urged|told|encouraged) to|need to) /,
    'If you live in $1, ',
  ],
  [
    /^(?:Nearby |Area )?Residents (?:should|are (?:being )?(?:asked|urged|told|encouraged) to|need to) /,
    'If you live there, ',
  ],
  [/^Drivers (?:should|are (?:being )?(?:asked|urged|told|encouraged) to|need to) /, "If you're driving, "],
  [/^Parents (?:should|are (?:being )?(?:asked|urged|told|encouraged) to|need to) /, "If you're a parent, "],
  // "Drivers who use the Harbor Bridge will need another route" -> "If you use the Harbor Bridge, you'll need ...".
  [
    /^(?:Drivers|Riders|Commuters|Residents|Parents|Customers|Shoppers|Travelers|Anyone|People) who ((?:use|take|drive|ride|live|shop|work|travel|park|commute)\b[^,]{3,60}?) will (need|want|have to) /,
    "If you $1, you'll $2 ",
  ],
];

/** "Residents should boil water." -> "If you live there, boil water." Unchanged unless a shape fits. */
export function toListener(sentence: string): string {
  if (/["“”]/.test(sentence)) return sentence;
  for (const [pattern, replacement] of TO_LISTENER) {
    if (pattern.test(sentence)) return sentence.replace(pattern, replacement);
  }
  return sentence;
}

/** Contractions, plain words and requests said to the listener; quotations and crew text untouched. */
export function toPlainSpeech(text: string): string {
  // The listener first: "Residents should boil water" is a request before it is a plain word.
  const spoken = eachSentence(text, (s) => toListener(s.trim()));
  return applyRules(applyRules(spoken, PLAIN), CONTRACTIONS);
}

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
    (out, [pattern, replacement]) =>
      replaceOutside(out, pattern, (m) =>
        matchCase(
          m[0],
          replacement.replace(/\$(\d)/g, (_g, n: string) => m[Number(n)] ?? ''),
        ),
      ),
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
  const contracted = toPlainSpeech(text);
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
  // Only before a verb: "is going to state" (a tournament) and "going to prison" are places.
  [
    /\b(?:is|are) going to(?= (?!(?:state|prison|jail|court|trial|school|college|church|war|bed|market|the|a|an|his|her|their|its|our|your|my|this|that|these|those)\b)[a-z]+\b)/gi,
    'will',
  ],
  [/\bat this time\b/gi, 'now'],
  [/\bat the present time\b/gi, 'now'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bin an effort to\b/gi, 'to'],
  [/\bwith regard to\b/gi, 'about'],
  [/\bin excess of\b/gi, 'more than'],
  [/\bin the vicinity of\b/gi, 'near'],
  [/\bprior to\b/gi, 'before'],
  [/\bapproximately\b/gi, 'about'],
  [/\bas of yet\b/gi, 'yet'],
  [/\bfirst and foremost\b/gi, 'first'],
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

const DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH_OR_DAY = new RegExp(
  `^(?:${DAY}|January|February|March|April|May|June|July|August|September|October|November|December)\\b`,
);
/** Groups of people a place name can stand before: "police in Maple Falls" -> "Maple Falls police". */
const GROUPS = 'police|officials|firefighters|deputies|officers|voters|leaders|drivers|students|teachers|parents'
  .split('|')
  .flatMap((g) => [g, capitalise(g)])
  .join('|');

/**
 * The tightest form of a sentence, for the concise tone: "on" before a weekday goes ("sentenced
 * Benning on Thursday" -> "sentenced Benning Thursday"), a place moves before the group it
 * qualifies ("Police in Maple Falls are" -> "Maple Falls police are"), and "is located on" is "is
 * on". Only words go, none is added, and quotations and crew text stay as written.
 */
export function toTightest(text: string): string {
  // (Never the "on" of "head-on Wednesday", panel AE's "hit a minivan head-Wednesday".)
  const days = replaceOutside(text, new RegExp(`(?<![\\w-])on (${DAY})\\b(?!['’]s)`, 'g'), (m, before) =>
    atSentenceStart(before) ? m[0] : m[1],
  );
  const groups = replaceOutside(
    days,
    // The group must head its phrase: not "high school students in Riverton".
    new RegExp(
      `(?<=^|[.!?]\\s+|\\b(?:the|and|by|for|with|to|from|that|of|say|says|said|told)\\s)(${GROUPS}) in ((?:[A-Z][\\w'-]+ ){0,3}[A-Z][\\w'-]+)\\b(?![,\\w'-]| [A-Z])`,
      'g',
    ),
    (m) => (MONTH_OR_DAY.test(m[2]) ? m[0] : matchCase(m[0], `${m[2]} ${m[1].toLowerCase()}`)),
  );
  return replaceOutside(groups, /\b(is|are|was|were) located (?=(?:in|on|at|near|along|off)\b)/gi, (m) => `${m[1]} `);
}

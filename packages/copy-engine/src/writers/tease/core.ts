/**
 * The lead's news core for a tease: its complete shorter forms (asides, source and second act out,
 * writers/social/forms.ts) with every figure, date and time span held back, so the tease says what
 * happened and keeps the numbers for the story: "Kowalczyk's Bakery will close for good.", never
 * "The clerk was sentenced to years." nor "... between p.m. and p.m.".
 */
import { newsSentences } from '../../parse/headline';
import { tag } from '../../parse/tagger';
import { ACCUSATION_ASIDE } from '../../parse/people';
import { MONTH_PATTERN, NUMBERED_NAME_WORDS, integerToWords } from '../../numbers';
import { capitalise } from '../../text/strings';
import {
  WEEKDAY_DATE,
  dropsLeftState,
  isComplete,
  mainClause,
  shorterForms,
  withoutLoneTimeAdverb,
} from '../social/forms';
import { dropsImpact, impactFirst } from '../social/recast';

/** Numbers that name a road, a district or a school's class ("Interstate 70", "Class 3A") are names, not figures given away. */
export const NAMED_NUMBER = new RegExp(
  `\\b(?:(?:${NUMBERED_NAME_WORDS.join('|')}) (?:\\d+|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven)|(?:I|US|SR)-\\d+|Class \\d[A-Z]{1,2})\\b`,
  'g',
);

/** A date, which a tease holds back: "[Jan. 15]", "[starting Dec. 9]". */
const DATE = new RegExp(
  `\\s+(?:(?:on|starting|by|until|through|before|after|since)\\s+)?${MONTH_PATTERN}\\s+\\d{1,2}\\b`,
  'g',
);
/** A count before its noun, which may go: "lay off [about 180] workers", "a crowd of [more than 80] people". */
const COUNT =
  /(?<!\b(?:a|an|[A-Z][\w.]*))\s+(?:(?:about|nearly|almost|roughly|more than|fewer than|up to|at least)\s+)?(?:\$?\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens|hundreds)(?:\s+(?:million|billion))?(?=\s+(?!(?:and|or|to|in|on|at|of|for|a|an|the|by|with|from|per)\b)[a-z])/g;
/** A closing phrase of figure or date: " by 112 votes", " on Jan. 15", " starting Dec. 9". */
const FIGURE_TAIL = new RegExp(
  `\\s+(?:(?:on|by|to|at|of|from|until|through|starting|before|after|for|with|in)\\s+)?(?:(?:about|nearly|more than|up to|at least)\\s+)?${MONTH_PATTERN}?\\s*\\$?\\d[\\d,.]*(?:\\s+(?:million|billion|percent|votes?|points?))?(?=[.,](?!\\d)|$)`,
  'g',
);

/** Verbs of change in the past, which say something alone: "The unemployment rate fell." (panel AG). */
export const MOVED =
  'fell|rose|dropped|climbed|jumped|dipped|declined|increased|decreased|grew|shrank|slipped|soared|plunged';
const CHANGE_VERBS = new RegExp(`^(?:${MOVED}|fall|rise|drop|climb)$`);

const endsOnBareVerb = (sentence: string): boolean => {
  const words = tag(sentence).filter((t) => !/^[.!?]$/.test(t.text));
  return words.at(-1)?.pos === 'VERB' && !CHANGE_VERBS.test(words.at(-1)!.lower);
};
/** A rate, held back whole: "will pay [$2 an hour] to park" (panel AH). */
const SUM_RATE =
  /\s+(?:(?:about|nearly|up to)\s+)?\$\d[\d,.]*\s+(?:an?|per|each)\s+(?:hour|day|night|week|month|year)\b/g;
/** Where a change went, held back whole: "fell [to 4.1 percent] in October" (panel AG). */
const CHANGED_TO = new RegExp(
  `\\b(${MOVED})\\s+(?:(?:to|from|by)\\s+)?(?:(?:about|nearly|roughly|almost)\\s+)?\\$?\\d[\\d,.]*(?:\\s*(?:percent|%|million|billion|cents))?(?:\\s+(?:to|from)\\s+\\$?\\d[\\d,.]*(?:\\s*(?:percent|%|million|billion|cents))?)?(?=[\\s,.])`,
  'g',
);
/** A span of dates, held back whole: "[from Nov. 15 through March 31]". */
const DATE_SPAN = new RegExp(
  `\\s+(?:from\\s+)?${MONTH_PATTERN}\\s+\\d{1,2}\\s+(?:to|through|until)\\s+${MONTH_PATTERN}\\s+\\d{1,2}\\b`,
  'g',
);
/** A span of clock times, held back whole: "[from 2 a.m. to 6 a.m.]", "[between 3 p.m. and 6 p.m.]". */
const CLOCK_SPAN =
  /\s+(?:(?:from\s+)?\d{1,2}(?::\d\d)?\s*(?:[ap]\.m\.)?\s+(?:to|until)|between\s+\d{1,2}(?::\d\d)?\s*(?:[ap]\.m\.)?\s+and)\s+\d{1,2}(?::\d\d)?\s*[ap]\.m\./g;
/**
 * Nouns that are a measure, not a thing: a count held back before one leaves nothing said
 * ("sentenced to [three] years", "by [60] acres", "killed [14] head of cattle").
 */
const MEASURES =
  /^(?:years?|months?|weeks?|days?|hours?|minutes?|miles?|mph|feet|foot|yards?|acres?|percent|head|points?|votes?|inches|degrees|pounds|tons|gallons|dollars|cents|times|blocks|games|runs|goals|yards|seconds)\b/;
/**
 * A span from one day's clock to the next day's, held back whole: "[from 8 p.m. Monday until 5 a.m.
 * Tuesday]" (its end alone, "Tuesday", would tell the wrong time; panel S).
 */
const CLOCK_DAY_SPAN =
  /\s+from\s+\d{1,2}(?::\d\d)?\s*[ap]\.m\.\s+[A-Z][a-z]+day\s+(?:until|to|through)\s+\d{1,2}(?::\d\d)?\s*[ap]\.m\.\s+[A-Z][a-z]+day\b/g;
/** The start of a span told by its end: "[from 6 p.m. Tuesday] until noon Thursday". */
const FROM_CLOCK = /\s+from\s+\d{1,2}(?::\d\d)?\s*[ap]\.m\.(?:\s+[A-Z][a-z]+day)?(?=\s+until\b)/g;
/** How much earlier or later, held back whole: "start class [45 minutes] later", "dismiss [two hours] early". */
const BY_HOW_MUCH =
  /\s+(?:(?:about|nearly|roughly|more than)\s+)?(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|percent)\s+(?=(?:later|earlier|sooner|longer|early|late|more|less|fewer|higher|lower)\b)/g;
/** A year with its preposition, held back whole: "on Elm Street [since 2009]", "[starting in 2027]". */
const YEAR_PHRASE =
  /\s+for the first time\s+(?:since|in)\s+(?:19|20)\d\d\b|\s+(?:(?:starting|beginning)\s+)?(?:since|in|by|until|from|before|after|through)\s+(?:19|20)\d\d\b/g;
/** A run's length, held back whole: "will serve its last breakfast [after 54 years in business]" (panel Y). */
const AFTER_YEARS =
  /\s+after\s+(?:(?:more than|nearly|about|almost)\s+)?\d[\d,]*\s+(?:years?|decades?)(?:\s+in\s+business)?(?=[\s,.])/g;
/** A measure told by a participle, held back whole: "wind gusts [topping 60 mph] tore through" (panel AA). */
const MEASURED_BY =
  /\s+(?:topping|reaching|exceeding|hitting|nearing)\s+(?:(?:about|nearly|roughly|more than|up to)\s+)?\d[\d,.]*\s*(?:mph|miles per hour|degrees|inches|feet|percent)(?=[\s,.])/g;
/** A clock time with its preposition, held back whole: "will close [at 9 p.m.] Friday". */
const AT_CLOCK =
  /\s+(?:(?:just|shortly|sometime)\s+)?(?:at|by|before|after|around|about|until)\s+\d{1,2}(?::\d\d)?\s*[ap]\.m\.(?=[\s,.]|$)/g;
/** A sentence's term, held back whole: "was sentenced Wednesday [to 12 years in prison]". */
const TERM =
  /\s+to\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|months?|days?)(?:\s+in\s+(?:state\s+)?(?:prison|jail))?(?=[\s,.])/g;
/** A sum a verb spends, held back as its scale: "plans to spend [$38 million]" -> "spend millions". */
const SUM_SPENT =
  /\b(spend|spent|spending|invest|invested|investing|raise|raised|raising|borrow|borrowed|borrowing)\s+(?:(?:about|nearly|roughly|more than|almost)\s+)?\$(\d[\d.]*)\s+(million|billion)\b/g;
/**
 * What a held-back figure can leave: a verb with no object, "as little", a name before a stat, a
 * record's "improve" without what it improved to ("The Lady Hawks improve Thursday.", panel Y; "The Hawks
 * improved on the season.", panel AA).
 */
export const LEFT_UNSAID =
  /\b(?:added|had|gained|threw|rushed|ran|caught) (?:yards|touchdowns|points|rebounds)\b|\b(?:improve|improves|improved)\b(?!\s+(?:to|on|its|their|the|by|in)\b)|\b(?:drops?|dropped|falls?|fell|slips?|slipped|moves?|moved)\s+(?:play|overall|on the season|in (?:conference|league) play)\b|\bimprove[sd]? on the season\b|\b(?:scored|allowed|gave up) (?:unanswered|straight) (?:points|runs|goals)\b|\bthe [A-Z][a-z]+ line\b|\b(?:had|has|have|scored|grabbed|added|recorded|finished with)\s*[,.]|\bas (?:little|much|many|few|long|high|low)\s*[,.]|\b[A-Z][a-z]+ (?:kills|points|rebounds|assists|digs|yards|goals|saves|blocks|aces)\b/;
/** A verb of money left with no sum: "spend expanding", "paid for" once "$2 million" is held back. */
const MONEY_VERB_GAP =
  /\b(?:spend|spent|spends|spending|pay|paid|pays|cost|costs|invest|invested|invests|raise|raised|raises|borrow|borrowed|owe|owes|owed|earn|earned|save|saved|receive|received|award|awarded)\s+(?:[a-z]+ing\b|[,.]|on\b|for\b|to\b|in\b|from\b)/;
/** A clock that opens the sentence, held back with its adverb: "[Shortly after 2 a.m.] Thursday, a fire ...". */
const LEADING_CLOCK =
  /^(?:(?:just|shortly|sometime)\s+)?(?:at|after|before|around|about)\s+\d{1,2}(?::\d\d)?\s*[ap]\.m\.\s*/i;
/** A count that opens the sentence: "[About 3,400] homes and businesses were placed ...". */
const LEADING_COUNT =
  /^(?:(?:about|nearly|almost|roughly|more than|some|at least|up to)\s+)?(?:\$?\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+([a-z])/i;
/** A measure of something, held back whole: "replacing [nearly 3 miles of] water main", "spilled [6,000 gallons of] fertilizer". */
const MEASURE_OF =
  /\s+(?:(?:about|nearly|roughly|almost|more than|up to)\s+)?\d[\d,.]*\s+(?:miles?|feet|acres|tons|gallons|pounds|barrels|square feet)\s+of(?=\s)/g;
/** A count before a name's noun: "left [about 18,000] Ridgeline Electric Cooperative customers without power". */
const COUNT_BEFORE_NAME =
  /\s+(?:(?:about|nearly|almost|roughly|more than)\s+\d[\d,.]*|\d{1,3}(?:,\d{3})+)(?=\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+[a-z]+s\b)/g;
/** A crowd counted, told as a crowd: "drew [more than 150 people] to a hearing" -> "drew a crowd". */
const CROWD =
  /\b(drew|draws|draw|attracted|attracts|attract|packed)\s+(?:(?:about|nearly|more than|almost|roughly|at least)\s+)?\d[\d,]*\s+(?:people|residents|neighbors|fans|supporters|protesters|parents|spectators)\b/g;
/** A sum that says how big a thing is, held back: "unveiled a [$61.8 million] budget". */
const SUM_BEFORE_NOUN = /\b([Aa]n?)\s+\$\d[\d,.]*(?:\s+(?:million|billion))?\s+(?=[a-z])/g;
/** A part of a counted whole: "lay off [185 of its roughly 420] workers". */
const PART_COUNT =
  /\s+(?:(?:about|nearly|roughly)\s+)?\d[\d,]*\s+of\s+(?:its|their|the)\s+(?:(?:about|nearly|roughly|more than)\s+)?\d[\d,]*(?=\s+[a-z])/g;
/** A measure's compound before a noun: "a second [18,000-square-foot] store". */
const MEASURE_COMPOUND = /,?\s+\d[\d,.]*-[a-z]+(?:-[a-z]+)*(?=\s+[a-z])/g;
/** Words after which a count is what the phrase says: "in [64] dogs", "drew [more than 200] people". */
const COUNTED_AFTER =
  /^(?:in|after|of|for|with|by|from|to|than|among|including|drew|draws|draw|attracted|attracts|attract|just|only|has|have|had)$/;
/** An attribution a cut turned into a speaker that says: "Final results certified Wednesday says ...". */
/** "A [29-year-old ]Wrexford man": an age before the noun is a describing word a tease can do without. */
const AGE_BEFORE_NOUN = /(?<=\b[Aa]n? )\d{1,3}-year-old (?=[A-Za-z])/g;

const PARTICIPLE_SPEAKER = /^[A-Z][^,]*?\b[a-z]+ed\b[^,]*? says\b/;

/** "burned for more than four hours" -> "burned for hours": how long, its figure held back (panel AJ). */
const HOW_LONG =
  /\bfor (?:(?:more than|nearly|about|almost|roughly|over) )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (hours|days|weeks|months)\b/g;

/** The lead's shorter complete forms with every figure and date held back, shortest first. */
export function leadCores(script: string): string[] {
  const lead = newsSentences(script)[0];
  if (!lead) return [];
  // Each form whole and as its main clause alone: a wire lede whose cuts all keep a figure in an
  // aside ("a second, 18,000-square-foot store") still has a core.
  // (A crash told first, "A pickup truck struck a semitrailer head-on on Route 118.", of "... crossed
  // the median ... and struck ...", panel AH.)
  const crash = impactFirst(newsSentences(script)[0] ?? '', false);
  const forms = [...new Set([...shorterForms(lead), ...crash].flatMap((f) => [f, mainClause(f) ?? f]))];
  return (
    forms
      .filter((form) => !PARTICIPLE_SPEAKER.test(form))
      .map((form) => {
        let measured = false;
        let held = capitalise(form.replace(LEADING_CLOCK, ''))
          .replace(SUM_SPENT, (_m: string, verb: string, n: string, scale: string) =>
            Number(n) > 1 ? `${verb} ${scale}s` : _m,
          )
          .replace(AGE_BEFORE_NOUN, '')
          .replace(CHANGED_TO, '$1')
          .replace(SUM_RATE, '')
          .replace(LEADING_COUNT, (_m: string, first: string) => first.toUpperCase())
          .replace(/\bsentenced\b/.test(form) ? TERM : /$^/, '')
          .replace(PART_COUNT, '')
          .replace(MEASURE_OF, '')
          .replace(CROWD, '$1 a crowd')
          .replace(COUNT_BEFORE_NAME, '')
          .replace(SUM_BEFORE_NOUN, '$1 ')
          .replace(MEASURE_COMPOUND, '')
          .replace(BY_HOW_MUCH, ' ')
          .replace(YEAR_PHRASE, '')
          .replace(AFTER_YEARS, '')
          .replace(MEASURED_BY, '')
          .replace(HOW_LONG, 'for $1')
          .replace(CLOCK_DAY_SPAN, '')
          .replace(FROM_CLOCK, '')
          .replace(AT_CLOCK, '')
          .replace(WEEKDAY_DATE, '$1')
          .replace(DATE_SPAN, '')
          .replace(CLOCK_SPAN, '')
          .replace(DATE, '')
          .replace(FIGURE_TAIL, '')
          .replace(COUNT, (match: string, at: number, all: string) => {
            // ("sentenced to [three] years", "after taking in [64] dogs", "drew [200] people": nothing left to say.)
            const before = /(\S+)\s*$/.exec(all.slice(0, at))?.[1].toLowerCase() ?? '';
            if (MEASURES.test(all.slice(at + match.length).trimStart()) || COUNTED_AFTER.test(before)) measured = true;
            return '';
          })
          .replace(/\s+([.,])/g, '$1')
          // ("on Wednesday[, Dec. 9], so ...": the comma a held-back date leaves.)
          .replace(/,(?=[.,])/g, '')
          // "District 4" is said "District Four" (a name's number up to eleven, as broadcast copy says it).
          .replace(NAMED_NUMBER, (name: string) =>
            name.replace(/ (\d+)$/, (whole: string, n: string) =>
              Number(n) <= 11 ? ` ${capitalise(integerToWords(Number(n)))}` : whole,
            ),
          );
        // "served [1,318] families in October, the most in its 22-year history": the count is held
        // back, the record is the news ("served a record number of families in October", panel X).
        held = held.replace(
          /\b([a-z]+)( in [A-Z][a-z]+)?, the most in (?:its|their) history\b/,
          (whole: string, noun: string, when = '') =>
            new RegExp(`\\d[\\d,]* ${noun}\\b`).test(form) ? `a record number of ${noun}${when}` : whole,
        );
        // ("a [90-unit] apartment building", "an [18-point] deficit": the article the word after it needs.)
        held = withoutLoneTimeAdverb(held)
          .replace(/\b([Aa]) (?=[aeioAEIO])/g, '$1n ')
          .replace(/\b([Aa])n (?=(?!hour|honest|heir)[b-df-hj-np-tv-z])/g, '$1 ');
        // ("Maya Trent had[ 27 points], rebounds", "in as little[ as 10 minutes].", "Anika Rasmussen
        // [finished with 19] kills": what a held-back figure leaves unsaid, panel U.)
        if (LEFT_UNSAID.test(held) && !LEFT_UNSAID.test(form)) measured = true;
        // ("plans to spend [$38 million] expanding its plant": the money was what the verb needed.)
        // ("will pay to park" of "will pay [$2 an hour] to park" says it whole, panel AH.)
        const gap = held.replace(/\b(pay|pays|paid)\s+to\s+(?=[a-z]+\b)/g, '$1 ');
        if (MONEY_VERB_GAP.test(gap) && !MONEY_VERB_GAP.test(form)) measured = true;
        return measured ? '' : held;
      })
      // (A verb whose object was the figure is no news: "Maya Thibodeaux scored.")
      .filter(
        (form) =>
          form &&
          !/\d/.test(form.replace(NAMED_NUMBER, 'Road')) &&
          isComplete(form) &&
          !endsOnBareVerb(form) &&
          // ("Mardell Fire Chief Dana Whitcomb says Sunday.": a say-so with nothing said.)
          !/\b(?:says|said)(?:\s+(?:[A-Z][a-z]+day|today|tonight|yesterday))?\.$/.test(form) &&
          !dropsLeftState(form, lead) &&
          // ("A pickup truck crossed the median." of "... and struck a semitrailer head-on", panel AH.)
          !dropsImpact(form, lead),
      )
      .reverse()
      .filter((form, i, all) => all.indexOf(form) === i)
      // ("A Wrexford man is in the Calloway County jail" beside "..., accused of stealing catalytic
      // converters": a suspect's whereabouts without what he is accused of is no story, panel AD.)
      .filter(
        (form, _i, all) =>
          !all.some(
            (other) =>
              other.startsWith(form.slice(0, -1)) && other.slice(form.length - 1).search(ACCUSATION_ASIDE) === 0,
          ),
      )
  );
}

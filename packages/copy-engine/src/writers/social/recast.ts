/**
 * A wire lede's news said the way a producer says it when the lede buries it: the crash before its
 * lead-up ("A pickup truck struck a northbound semitrailer head-on on Route 118" of "... crossed the
 * median on Route 118 ... and struck a northbound semitrailer head-on"), and what was done before
 * how long it took ("A Hadley County jury convicted a former church treasurer ..." of "... took less
 * than four hours Thursday to convict ..."). Every word is the source's own or a form of its verb.
 * The shorter forms (forms.ts) take these as forms of their own, and a cut that keeps the lead-up
 * without its crash is refused everywhere (dropsImpact).
 */
import { attributionFirst, findTrailingAttribution } from '../../parse/attribution';
import { pastOf } from '../../parse/verb-forms';
import { capitalise, endWithPeriod } from '../../text/strings';

/** Acts that only lead up to a crash: "crossed the median", "left the road", "ran a red light". */
const LEAD_UP_WORDS = 'crossed|ran|veered|drifted|swerved|went|lost|left|ignored|pulled';
export const LEAD_UP = new RegExp(`^(?:${LEAD_UP_WORDS})$`);
/** The crash itself, in the past and in a headline's present. */
const IMPACTS: ReadonlyArray<readonly [string, string]> = [
  ['struck', 'strikes'],
  ['hit', 'hits'],
  ['slammed', 'slams'],
  ['collided', 'collides'],
  ['crashed', 'crashes'],
  ['smashed', 'smashes'],
  ['plowed', 'plows'],
  ['rammed', 'rams'],
  ['rolled', 'rolls'],
  ['flipped', 'flips'],
  ['overturned', 'overturns'],
];
const IMPACT_WORDS = IMPACTS.map(([past]) => past).join('|');
export const IMPACT = new RegExp(`^(?:${IMPACT_WORDS})$`);
const IMPACT_SAID = new RegExp(`\\b(?:${IMPACTS.flat().join('|')})\\b`, 'i');

/** A lead-up with its place, then the crash: subject, place (with its road), what was struck. */
const IMPACT_AFTER_LEAD_UP =
  /^((?:An?|The) [^,]{2,40}?) (?:crossed|ran|veered|drifted|swerved|went) (?:the|a|an|off|into|across|over) [^,]*?((?:on|along|near|at|in) ((?:Route|Highway|Interstate|I-|U\.S\.|State|County|[A-Z][a-z]+ (?:Road|Street|Avenue|Drive|Boulevard|Parkway))[^,]*?)) and ((?:struck|hit|slammed into|collided with|crashed into|rammed) [^,.]+)/;
/** A weekday with its part of day, closing a place: "[late Sunday]", "[Wednesday afternoon]". */
const CLOSING_DAY =
  /\s+(?:(?:early|late)\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+(?:morning|afternoon|evening|night))?$/;
/** "X took less than four hours Thursday to convict Y ...": the act after its time. */
const TOOK_TO =
  /^([A-Z][^,]{2,60}?) took (?:(?:less than|more than|about|nearly|just|only|almost) )?[\w-]+ (?:minutes?|hours?|days?|weeks?|months?|years?)(?: (?:on )?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))? to ([a-z]+) (.+?)\.?$/;

/**
 * The crash of a lead-up-and-crash sentence told first, where it was after it: whole, without its
 * day, without its "north of" town. Its source is kept first where it has one; unsourced for a
 * tease, since the crash is what anyone saw and the lead-up the source vouched for is gone.
 */
export function impactFirst(base: string, sourced = true): string[] {
  const crash = IMPACT_AFTER_LEAD_UP.exec(base);
  if (!crash) return [];
  const found = sourced ? findTrailingAttribution(base) : undefined;
  const untimed = crash[2].replace(CLOSING_DAY, '');
  const places = [
    crash[2],
    untimed,
    untimed.replace(/\s+(?:north|south|east|west|northeast|northwest|southeast|southwest)\s+of\s+.+$/, ''),
  ];
  return [...new Set(places)].map((place) => {
    const news = `${capitalise(crash[1])} ${crash[4]} ${place}`;
    return found ? attributionFirst(`${news}, ${found.speaker} said.`) : endWithPeriod(news);
  });
}

/** Whether the form keeps a lead-up ("crossed the median", "Crosses Median") but not the crash it led to. */
export function dropsImpact(form: string, sentence: string): boolean {
  // (Only where the lead-up opens the sentence: "Four people were hurt ... when a pickup truck
  // crossed the median" tells the harm in its own main clause.)
  if (!IMPACT_AFTER_LEAD_UP.test(sentence.trim())) return false;
  const m = new RegExp(`\\b(${LEAD_UP_WORDS})\\b[^,.]*?\\band (?:${IMPACT_WORDS})\\b`).exec(sentence);
  if (!m) return false;
  // (A headline's present, "Crosses Median", is the same lead-up.)
  const leadUp = m[1];
  const said = new RegExp(`\\b(?:${leadUp}|${leadUp.replace(/ed$/, 'es')}|${leadUp.replace(/ed$/, 's')})\\b`, 'i');
  return said.test(form) && !IMPACT_SAID.test(form);
}

/** "X took less than four hours Thursday to convict Y" -> "X convicted Y.": the act, not its time. */
export function tookToDo(base: string): string | undefined {
  const m = TOOK_TO.exec(base.split(/,\s/)[0]);
  if (!m) return undefined;
  const past = pastOf(m[2]);
  return past !== m[2] ? endWithPeriod(`${m[1]} ${past} ${m[3]}`) : undefined;
}

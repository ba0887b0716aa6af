/**
 * Is this breaking news: something happening now or that just happened (a fire broke out, a
 * shooting, a crash, an evacuation under way)? A "BREAKING" label on a planned road closure, a
 * meeting, a forecast or a game is a false alarm that costs the desk its credibility, so this errs
 * towards false: it takes an explicit label, or an emergency together with a sign that it is
 * happening now, in the lead of the story.
 */

import { splitSentences } from './sentences';

// Labels a producer or a wire puts on breaking copy. "Breaking" alone is not one ("breaking a
// school record"): it must open the copy, be in capitals or read "breaking news".
const LABEL =
  /^\s*(?:breaking|just in|happening now)\b|^\s*developing\s*[:—-]|\bbreaking news\b|\bjust in\s*:|\b(?:at )?this hour\b|\bhappening (?:right )?now\b|\bdeveloping (?:story|news)\b/i;
const LABEL_IN_CAPITALS = /\bBREAKING\b/;

// Emergencies and sudden events: the things that break. "Fire" as in "fire chief" or "fire safety" is not one.
const EVENT =
  /\b(?:fires?(?!\s+(?:chief|department|dept|station|marshal|officials?|safety|code|district|hydrants?|trucks?|engines?|season|alarms?|fighters?|prevention))|blaze|wildfire|explosion|blast|shooting|shots fired|gunfire|stabbing|crash(?:es)?|collision|wreck|pileup|derail\w*|evacuat\w*|lockdown|standoff|manhunt|police chase|pursuit|tornado|flash flood\w*|flooding|gas leak|hazmat|spill|collapsed?|outage|water main break|amber alert|hostage|active shooter|earthquake|sinkhole)\b/i;

// Signs that it is happening now or just happened.
const NOW =
  /\b(?:broke out|broken out|breaking out|just (?:now|happened|broke|broken|moments|minutes|got|received|reported|learned)|moments ago|minutes ago|an hour ago|right now|at this moment|under ?way|ongoing|in progress|still (?:burning|spreading|searching|missing|closed|blocked)|(?:are|is) (?:battling|fighting|responding|searching|evacuating|burning|spreading|investigating|on (?:the )?scene)|(?:has|have) (?:left|killed|injured|hurt|closed|forced|shut|knocked)|on the scene|tonight|this (?:morning|afternoon|evening)|earlier today|overnight)\b/i;

// Planned, forecast, routine, long past or in court: not breaking whatever words it shares with an
// emergency ("firefighters will hold a fire safety open house Saturday", "the crash last March",
// "charged with setting fire to a truck, she pleaded not guilty this morning").
const SCHEDULED =
  /\b(?:will|would|is scheduled|are scheduled|scheduled to|is planned|are planned|planned for|plans to|is set to|are set to|next (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|starting (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|meeting|meets|agenda|forecast\w*|expected to|tickets|kickoff|game|season|festival|parade|annual|anniversary|celebrat\w*|open house|drill|training exercise|workshop|class(?:es)?|reminding|tips|last (?:week|month|year|spring|summer|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|years? ago|months? ago|weeks? ago|trial|sentenc\w*|arraign\w*|pleaded|charged with|court|hearing)\b/i;

const withoutCrewText = (text: string): string => text.replace(/\[[^\]]*\]|\([^)]*\)/g, ' ');

/**
 * True when the copy is breaking news: a label in its lead ("BREAKING", "Just in:", "this hour"),
 * or a lead sentence (of the first two) with an emergency, a sign it is happening now or just
 * happened, and nothing that makes it planned or forecast.
 */
export function isBreakingNews(text: string): boolean {
  const lead = splitSentences(withoutCrewText(text))
    .slice(0, 2)
    .map((s) => s.text);
  const top = lead.join(' ');
  if (LABEL.test(top) || LABEL_IN_CAPITALS.test(top)) return true;
  return lead.some((s) => EVENT.test(s) && NOW.test(s) && !SCHEDULED.test(s));
}

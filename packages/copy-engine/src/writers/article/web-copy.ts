/**
 * What a broadcast script says only on air, which a web story does not: the station talking about
 * its own coverage ("We have a crew headed there now", "Stay with us", "Back to you", "we'll bring
 * you more"), and a breaking-news label in front of the news. Coverage lines go; a label is taken
 * off the sentence it opens; "We do not know yet whether ..." says the same thing as a reader reads
 * it. Nothing here is a fact of the story, and quotations are never touched.
 */

import { replaceOutside } from '../../style/protect';

// Outside quotations, "we" in a script is the station.
const outsideQuotes = (s: string): string => s.replace(/["“][^"“”]*["”]/g, ' ');

/** Sign-offs and hand-backs that are a whole line. */
const SIGN_OFF =
  /^(?:stay with us|stay tuned|back to you|coming up|we'?ll be right back|(?:we'?ll|we will) (?:be )?back|(?:now )?back to you[\w\s,]*|that'?s all for now)\b[^.!?]*[.!?]?$/i;

/** The station promising more coverage: who (we, our crew) and what (more, updates, a crew there). */
const COVERAGE_SUBJECT =
  /^(?:and\s+)?(?:we|we'll|we're|we've|our (?:crew|crews|team|reporter|reporters|newsroom|station))\b/i;
const COVERAGE =
  /\b(?:crews? (?:is |are )?(?:headed|heading|on (?:the|its|their) way|at the scene|on scene|there)|bring you|keep you|update you|updates?|more (?:details|information|as|on this|at|tonight|when)|complete results|on our website|on air|on-air|stay on (?:top|this)|follow(?:ing)? (?:this|the story)|working to (?:learn|find out|confirm|get)|live (?:coverage|report))\b/i;

/** A breaking label in front of the news: "Breaking news right now in Redstone Junction, where ...". */
const LABEL_WHERE =
  /^(?:breaking news|happening now|developing news|developing|just in)(?:\s+(?:right now|tonight|this (?:morning|afternoon|evening)))?\s+(in|at|on|from|near)\s+([^,]+),\s+where\s+(.+?)([.!?])$/i;
const LABEL = /^(?:breaking news|happening now|developing news|just in)\s*(?:right now)?\s*[:—–-]\s*(.+)$/i;

/** "We do not know yet whether anyone was inside." -> "It is not yet known whether anyone was inside." */
const WE_DO_NOT_KNOW = /^We (?:do not|don't) (?:yet )?know(?: yet)? (whether|if|who|what|why|how|when|where)\b/i;

/** "Several families told us they made it to basements" -> "Several families said they ...". */
const TOLD_US = /\btold (?:us|our (?:crew|reporter|team|station))\b/g;

/** True when the sentence is the station speaking about its own coverage, not the story. */
export function onAirOnly(sentence: string): boolean {
  const plain = outsideQuotes(sentence).trim();
  if (SIGN_OFF.test(plain)) return true;
  return COVERAGE_SUBJECT.test(plain) && COVERAGE.test(plain);
}

/** The sentence as a web story says it: no breaking label, no "we" for the station. */
export function forWeb(sentence: string): string {
  if (/^["“]/.test(sentence)) return sentence;
  const where = LABEL_WHERE.exec(sentence);
  if (where && !/["“”]/.test(where[2])) {
    const [, preposition, place, news, stop] = where;
    return `${news.charAt(0).toUpperCase()}${news.slice(1)} ${preposition.toLowerCase()} ${place}${stop}`;
  }
  const labelled = LABEL.exec(sentence);
  if (labelled) return labelled[1].charAt(0).toUpperCase() + labelled[1].slice(1);
  return replaceOutside(
    sentence.replace(WE_DO_NOT_KNOW, (_m, wh: string) => `It is not yet known ${wh.toLowerCase()}`),
    TOLD_US,
    () => 'said',
  );
}

/** The story's sentences for the web: coverage lines out, the rest said for a reader. */
export function webSentences(list: string[]): string[] {
  return list.filter((s) => !onAirOnly(s)).map(forWeb);
}

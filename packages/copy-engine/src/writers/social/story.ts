/**
 * What kind of story and what kind of line, as a digital producer reads them: hard news (crime,
 * fire, deaths and injuries, boil-water notices, closures, courts) never gets a chatty question or
 * a "tell us in the comments"; its engaging line is a useful one from the source (what to do, where
 * to get help). Soft stories (sports, features, community) may ask the reader something.
 */
import { tag, writtenAsCommonNoun } from '../../parse';
import { findNames } from '../../text/names-quotes';
import type { FoundName } from '../../text/names-quotes';
import { escapeRegExp } from '../../text/strings';

/** Words of hard news. "fire" as in "fire station" and "shot" as in a jump shot are left out. */
const HARD =
  /\b(?:police|sheriff|deput(?:y|ies)|troopers?|FBI|arrest\w*|charged|charges|suspects?|robb\w*|burglar\w*|thefts?|stolen|shooting|gunpoint|gunfire|stabb\w*|carjack\w*|kill\w*|dead|deaths?|died|fatal\w*|injur\w*|hurt|hospitali[sz]ed|crash\w*|fires?(?!\s+(?:station|trucks?|chief))|blaze|wildfire|smoke|evacuat\w*|flood\w*|tornado|storms?|warning|advisory|boil[\s-]water|outages?|water main|clos(?:e|es|ed|ing|ure|ures)|shut(?:s|ting)? down|layoffs?|lay off|laid off|court|judge|jury|juries|trial|sentenc\w*|pleaded|guilty|prosecut\w*|lawsuit|arraign\w*|overdoses?|outbreak|measles|contaminat\w*|lead (?:water )?(?:lines|pipes)|recall\w*|missing|emergency|prison|jail|steal\w*|stole|rescue\w*|stranded|neglect|manslaughter|recount)\b/gi;

/** Words of sports, features and community news. */
const SOFT =
  /\b(?:game|games|season|playoffs?|championships?|champions|title|tournament|coach|scored|touchdowns?|quarterback|innings?|overtime|doubleheader|marathon|runners|race|team|teammates|fans|festival|parade|fair|concert|museum|food hall|vendors|restaurant|coffee|shop|grand opening|opened|opens|celebrat\w*|anniversary|volunteers?|fundraiser|community garden|record)\b/gi;

/** In sports copy these are play, not harm: "closed on a 12-3 run", "a record crowd". */
const SPORTS_SAFE = /\b(?:clos(?:e|es|ed|ing)|title|record|fire)\b/i;

const distinct = (text: string, pattern: RegExp): Set<string> =>
  new Set([...text.matchAll(pattern)].map((m) => m[0].toLowerCase()));

/**
 * True for hard news. A story with sports or feature words and at most one hard word that play can
 * explain ("closed on a run") is soft; anything else with a hard word is hard. Unknown is hard: a
 * question on a crime story costs more than a plain line on a feature.
 */
export function isHardNews(text: string): boolean {
  const hard = distinct(text, HARD);
  const soft = distinct(text, SOFT);
  if (hard.size === 0) return soft.size === 0;
  const sporty = soft.size >= 3;
  return !(sporty && [...hard].every((w) => SPORTS_SAFE.test(w)));
}

/** True for a sentence with a word of hard news in it ("closing", "arrested", "flooding"). */
export const hasHardWord = (sentence: string): boolean => distinct(sentence, HARD).size > 0;

/** True for a story the source has nothing hard in and that a reader can take part in or have a view on. */
export const isSoftStory = (text: string): boolean => !isHardNews(text) && distinct(text, SOFT).size > 0;

/** A line that tells the reader what to do or where to get help or information. */
const USEFUL =
  /\b(?:call|visit|avoid|stay away|keep your|boil|bring|apply|sign up|register|asked to|asks|urg(?:e|es|ed)|encourag\w*|recommend\w*|should|is available|are available|free|hotline|tip line|website|online|detour|alternate route|another route|shelters?|cooling centers?|vaccine clinic|information|open to the public|welcome)\b/i;

// Every post of a story is checked against the same source sentences: remember their names.
const namesCache = new Map<string, FoundName[]>();

/** findNames, remembered: the writer asks about the same story and sentences many times. */
export function namesIn(text: string): FoundName[] {
  const hit = namesCache.get(text);
  if (hit) return hit;
  if (namesCache.size > 5000) namesCache.clear();
  const names = findNames(text);
  namesCache.set(text, names);
  return names;
}

/** A line about who and how many were hurt, moved or hit. */
const IMPACT =
  /\b(?:killed|dead|died|deaths?|injur\w*|hurt|hospitali[sz]ed|evacuat\w*|homes|families|customers|without power|closed|shut|destroyed|damaged|arrested|charged|missing|stranded|rescued|displaced|students|workers|employees|jobs|lay off|laid off|votes?|%|cost)\b/i;

/** A line about what happens next. */
const NEXT =
  /\b(?:will|plans? to|planned|expects?|expected|next|until|starting|begins?|set for|scheduled|hearing|sentencing|deadline|takes? effect|could|reopen\w*)\b/i;

/** The station talking about itself, not news: "We have a crew headed there now". */
const STATION =
  /\b(?:we have a crew|our crew|our reporter|stay with us|(?:we|we'll) (?:will )?(?:bring|keep) you|as soon as we (?:have|know|get)|back to you|join us|tune in|watch (?:live|our)|(?:more|updates?) (?:at|on) (?:\d|our|eleven|ten|six|five))\b/i;

export const isUsefulLine = (sentence: string): boolean => USEFUL.test(sentence) || isImperative(sentence);
export const isImpactLine = (sentence: string): boolean => IMPACT.test(sentence);
export const isNextStepLine = (sentence: string): boolean => NEXT.test(sentence);
export const isStationTalk = (sentence: string): boolean => STATION.test(sentence);
export const hasQuotation = (sentence: string): boolean => /["“”]/.test(sentence);

/** "Keep your windows shut." / "Bring a photo ID.": a sentence that opens on a bare verb. */
export function isImperative(sentence: string): boolean {
  const [first] = tag(sentence.trim());
  return first !== undefined && first.pos === 'VERB' && first.lower === first.lemma && /^[A-Z]/.test(first.text);
}

/** A sentence that leans on the one before it: "He left on foot", "That is enough to snap limbs". */
export const leansOnPrevious = (sentence: string): boolean =>
  /^(?:\S+\s+){0,4}?(?:they|them|he|she|him)\b/i.test(sentence.trim()) ||
  /\b(?:did not agree|disagreed|agreed|the same|either|as well)\b/i.test(sentence) ||
  opensOnReference(sentence);

const opensOnReference = (sentence: string): boolean =>
  /^(?:he|she|it|its|they|their|them|his|her|that|this|these|those|there|then|still|also|but|and|so|the same|both|one of them|the other|until then|since then|meanwhile|instead|however|in exchange|otherwise)\b/i.test(
    sentence.trim(),
  );

/**
 * A fact-free question for a soft story's engaging post, in the story's own terms: a result
 * ("Were you watching?"), something coming up ("Will you be there?"), a new place ("Have you been?").
 */
export function readerQuestion(text: string): string {
  const lead = text.slice(0, 400);
  const sport =
    /\b(?:game|season|playoffs?|champions?|championship|title|tournament|coach|scored|overtime|inning|touchdown|team|marathon|race)\b/i;
  const future = /\b(?:will|plans? to|planned|is set to|opens|starts|next (?:week|month|spring|summer|fall|year))\b/i;
  const place = /\b(?:restaurant|food hall|coffee|shop|store|market|museum|library|park)\b/i;
  if (place.test(lead)) return future.test(lead) ? 'Will you visit?' : 'Have you been?';
  if (sport.test(lead)) return future.test(lead) ? 'Will you be there?' : 'Were you watching?';
  return future.test(lead) ? 'Will you be there?' : 'What do you think?';
}

/**
 * A surname the post uses alone although the source named the person in full first ("Pruitt is
 * being held" when only "Jalen Pruitt" says who Pruitt is). Quotations are left out: a speaker's
 * words are theirs. A word the source itself first uses alone is not a surname to complete.
 */
export function orphanSurname(post: string, source: string): { surname: string; full: string; at: number } | undefined {
  const blank = (m: string): string => ' '.repeat(m.length);
  const unquoted = post.replace(/["“][^"“”]*["”]/g, blank).replace(/#[A-Za-z0-9]+/g, blank);
  for (const name of namesIn(source)) {
    const words = name.text.replace(/\s+of\s+.*$/, '').split(/\s+/);
    if (words.length < 2) continue;
    const surname = words[words.length - 1];
    if (writtenAsCommonNoun(surname, source)) continue;
    const alone = new RegExp(`(?<![\\w'-])${escapeRegExp(surname)}(?![\\w-])`);
    const firstInSource = alone.exec(source);
    // The source's first use of the word must be this full name.
    if (!firstInSource || firstInSource.index < name.start || firstInSource.index > name.end) continue;
    const inPost = alone.exec(unquoted);
    if (!inPost) continue;
    const before = unquoted.slice(Math.max(0, inPost.index - 40), inPost.index);
    if (!before.endsWith(`${words[words.length - 2]} `)) return { surname, full: words.join(' '), at: inPost.index };
  }
  return undefined;
}

/** The post with each orphaned surname's first use given the source's full name ("Jalen Pruitt"). */
export function restoreSurnames(post: string, source: string): string {
  let out = post;
  for (let i = 0; i < 3; i++) {
    const orphan = orphanSurname(out, source);
    if (!orphan) break;
    // Offsets in the unquoted copy match the post: quotations and tags were blanked, not removed.
    out = `${out.slice(0, orphan.at)}${orphan.full}${out.slice(orphan.at + orphan.surname.length)}`;
  }
  return out;
}

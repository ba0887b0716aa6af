/**
 * Topic hashtags as a newsroom would tag a post: the event ("#CedarRidgeFire" from "the fire near
 * Cedar Ridge"), a standing topic ("#BoilWaterAdvisory") and the place ("#MarlowSprings"). Every
 * word of a tag is a word of the source, so a tag can add no fact. A tag is never a person's name
 * (tagging a victim or a suspect is not the desk's call to make), nor a fragment ("#Route", "#The").
 */
import { findNames, findQuotations } from '../../text/names-quotes';
import { stripCrewText } from '../../text/read-time';
import { splitSentences } from '../../text/sentences';
import { stateName } from '../../numbers/us-places';
import { escapeRegExp } from '../../text/strings';

// Topics a desk tags on their own, matched as the source writes them.
const TOPIC_PHRASES =
  /\b(?:boil[\s-]water (?:advisory|notice|order)|(?:heat|frost|wind|winter weather) advisory|(?:winter storm|ice storm|tornado|flood|flash flood|red flag|severe thunderstorm) (?:warning|watch)|burn ban|air quality alert|amber alert|early voting|election (?:day|night)|power outages?|water main break)\b/gi;

// Events a place can name: "the Cedar Ridge fire", "flooding in Marlow Springs".
const EVENTS =
  'fire|wildfire|blaze|flood|flooding|tornado|storm|crash|shooting|standoff|explosion|outage|derailment|spill|evacuation|marathon|parade|festival|fair|election|recount|levy|strike|closure';
const ROLES = '(?:chief|department|station|crews?|officials?|marshal|district|trucks?|season|safety)\\b';
const EVENT_AT_END = new RegExp(`\\b(?:${EVENTS})$`, 'i');

// The last word of a name that makes it a place.
const PLACE_WORDS =
  /\b(?:County|Parish|Township|City|Springs|Falls|Ridge|Creek|Lake|Lakes|Park|Heights|Hills|Valley|Grove|River|Harbor|Bay|Junction|Hollow|Village|Mountain|Island|Point|Crossing|Bend|Beach|Mills?|Port|Station|Woods|Meadows)$/;
// Streets and roads are too narrow to follow, and "Route" alone is a fragment.
const ROAD_WORDS =
  /\b(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Route|Highway|Hwy|Interstate|Boulevard|Blvd|Way|Court|Ct|Place|Parkway|Pkwy|Bridge|Exit)$/;
// Bodies and businesses: not places, and their names belong in the copy, not in a tag.
const ORGANISATION_WORDS =
  /\b(?:Department|Office|Service|Council|Board|Commission|Company|Inc|Corp|Hospital|School|Elementary|University|College|Church|Store|Market|Bank|Center|Centre|Association|Authority|Agency|Committee|Court|Police|Sheriff|Club|Manor|Components|Cross|Division|Conference|League|Tournament|Finals?|Series)\b/;
// "in Lakeview", "outside Marlow Springs", "the city of Riverton".
const PLACE_BEFORE =
  /\b(?:in|near|outside|across|throughout|around|(?:city|town|village|county) of)\s+(?:the\s+)?(?:downtown\s+|(?:north|south|east|west)(?:ern)?\s+)?$/i;

const tagOf = (words: string): string =>
  `#${words
    .replace(/['’]s\b/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}`;

/** Someone, not somewhere: a title, a quote's speaker, an age, or a surname used again alone. */
function isPerson(name: string, title: string | undefined, text: string, speakers: string[]): boolean {
  if (title || speakers.some((s) => s.includes(name) || name.includes(s))) return true;
  const at = escapeRegExp(name);
  if (new RegExp(`\\b(?:Mr|Mrs|Ms|Dr)\\.\\s+${at}|${at},\\s+\\d{1,3},|\\d+-year-old\\s+${at}`).test(text)) return true;
  const words = name.split(/\s+/);
  if (words.length < 2) return false;
  // "Andrea Feldman ... Feldman said": copy calls a person by surname on second reference, never a place.
  const surname = escapeRegExp(words[words.length - 1]);
  const alone = new RegExp(`(?<!\\b${escapeRegExp(words[words.length - 2])}\\s+)\\b${surname}\\b(?!\\s+[A-Z])`);
  return !PLACE_WORDS.test(name) && alone.test(text.replace(new RegExp(at, 'g'), ''));
}

/** "Marlow Ridge Regional Medical Center" -> "Marlow Ridge": the place a body's name opens on. */
function placeInName(name: string): string | undefined {
  const words = name.split(/\s+/);
  const end = words.findIndex((w, i) => i > 0 && i < words.length - 1 && PLACE_WORDS.test(w));
  if (end <= 0) return undefined;
  // "Port Harlan City Council" is Port Harlan's council.
  return words.slice(0, words[end] === 'City' ? end : end + 1).join(' ');
}

/**
 * Places the source names, most mentioned first and, at equal counts, the first named first. A
 * place first named after the story's first two sentences is somewhere the story mentions ("jobs
 * at the company's other store in Morehead Springs"), not where it happens.
 */
function findPlaces(text: string): string[] {
  const speakers = findQuotations(text).flatMap((q) => (q.speaker ? [q.speaker] : []));
  const counts = new Map<string, number>();
  const lead = splitSentences(text)[2]?.start ?? text.length;
  for (const found of findNames(text)) {
    // The place inside a body's name counts where the body is named.
    const inner = ORGANISATION_WORDS.test(found.text) ? placeInName(found.text) : undefined;
    const bodyPlace = inner ? { ...found, text: inner, end: found.start + inner.length } : found;
    // "Dustin Carraway of Weston Falls": a person's hometown is the place, never the person (panel AA).
    const of = /^(.+?)\s+of\s+([A-Z].+)$/.exec(bodyPlace.text);
    const n =
      of && isPerson(of[1], found.title, text, speakers)
        ? { ...bodyPlace, text: of[2], start: bodyPlace.end - of[2].length }
        : bodyPlace;
    if (n.start >= lead && !counts.has(n.text.replace(/^(?:The|In|At)\s+/, ''))) continue;
    const name = n.text.replace(/^(?:The|In|At)\s+/, '');
    if (!/^[A-Z][a-z]{2,}/.test(name) || ROAD_WORDS.test(name) || ORGANISATION_WORDS.test(name)) continue;
    // ("in the Class 3A final": a class, a division or a round is no place, panel AB.)
    if (/^(?:Class|Division|Section|Region|District|Conference|Pool|Round|Group)$/.test(name)) continue;
    // A whole state is too broad to tag, and a state after a comma belongs to the city before it.
    if (stateName(name) || isPerson(name, n.title, text, speakers)) continue;
    const before = text.slice(0, n.start);
    const after = text.slice(n.end);
    // "in Medicaid and Medicare payments": a preposition before the first of two names joined by
    // "and" may belong to a noun after both, so it is no evidence of a place.
    const ends = !/^\s+and\s+[A-Z]/.test(after);
    const inState = Boolean(stateName(/^,\s+([A-Z][\w.]*(?:\s[A-Z][a-z]+)?)/.exec(after)?.[1] ?? ''));
    const isPlace = PLACE_WORDS.test(name) || (PLACE_BEFORE.test(before) && ends) || inState || Boolean(inner);
    if (isPlace || counts.has(name)) counts.set(name, (counts.get(name) ?? 0) + (isPlace ? 1 : 0.5));
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** "#CedarRidgeFire": a place and the event the same clause puts there ("fire near Cedar Ridge", "the Cedar Ridge fire"). */
function findEvents(text: string, places: string[]): string[] {
  const out: string[] = [];
  // A name that is itself an event keeps its own words: "Lakeview Marathon".
  for (const n of findNames(text)) if (EVENT_AT_END.test(n.text) && !ORGANISATION_WORDS.test(n.text)) out.push(n.text);
  // Only the lead's events: a story about a Guard exercise that recalls "a spill on the Alder River"
  // last spring is not the #AlderRiverSpill story.
  for (const sentence of splitSentences(text).slice(0, 2)) {
    for (const place of places) {
      const p = escapeRegExp(place);
      // Not "the Cedar Ridge fire chief": a fire word before a role names the role, not the event.
      const after = new RegExp(`\\b${p}[\\s-]+(${EVENTS})\\b(?!\\s+${ROLES})`, 'i').exec(sentence.text);
      // The event, then up to six words of the same clause, then where: "a fire that burned 140 acres near Cedar Ridge".
      const before = new RegExp(
        `\\b(${EVENTS})\\b(?!\\s+${ROLES})(?:\\s+[\\w'’-]+){0,6}?\\s+(?:in|near|outside|at|on|along|across|around)\\s+(?:the\\s+)?${p}\\b`,
        'i',
      ).exec(sentence.text);
      const event = after?.[1] ?? before?.[1];
      if (event) out.push(`${place} ${event}`);
    }
  }
  return out;
}

/**
 * Up to `limit` hashtags for the story: events first, then standing topics, then places. A tag
 * already inside a longer one ("#CedarRidge" with "#CedarRidgeFire") is left out.
 */
export function topicHashtags(text: string, limit: number): string[] {
  const source = stripCrewText(text);
  const places = findPlaces(source);
  const topics = [...source.matchAll(TOPIC_PHRASES)].map((m) => m[0]);
  const tags: string[] = [];
  const placeTags = new Set(places.map(tagOf));
  for (const words of [...findEvents(source, places), ...topics, ...places]) {
    const tag = tagOf(words);
    if (!/^#[A-Z][A-Za-z0-9]{3,}$/.test(tag)) continue;
    if (tags.some((t) => t.toLowerCase().includes(tag.slice(1).toLowerCase()))) continue;
    // One place: where the story happens, not a town it mentions on the way ("in Oakmont or Farley").
    if (placeTags.has(tag) && tags.some((t) => placeTags.has(t))) continue;
    tags.push(tag);
  }
  return tags.slice(0, Math.max(0, limit));
}

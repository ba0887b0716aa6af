/**
 * The offline Banner writer: three lower-third headlines cut from the producer's own topic text.
 * Every word comes from the topic (apart from a few stronger verbs in the dramatic style), so a
 * banner cannot carry a number or name the topic does not have; each option is fact-checked anyway
 * and dropped if the check finds anything.
 */
import { checkFacts } from '../../checks/facts';
import type { FactIssue } from '../../checks/facts';
import { fitToChars } from '../../fit/chars';
import { splitSentences } from '../../text/sentences';
import { stripCrewText } from '../../text/read-time';
import { formatOptionLines } from '../../fit/option-lines';

export type BannerStyle = 'modern' | 'dramatic' | 'minimal';
export type BannerCharCount = 25 | 30 | 45;

export interface BannerInput {
  topic: string;
  style: BannerStyle;
  charCount: BannerCharCount;
}

export interface Banners {
  /** "OPTION 1: ...", one option a line, as the spec's output format. */
  text: string;
  options: string[];
}

// Words a lower third can lose without losing a fact (headlinese drops articles and auxiliaries).
const HEADLINESE_DROP = new Set(
  'a an the is are was were has have had been be being that which who very just really also its their'.split(' '),
);
// Words a banner must not end on: they promise something the cut removed.
const DANGLING = new Set(
  (
    'a an the of to in on at for from with by and or but as after before who that which is are was were will ' +
    'would could this its their it has have had up'
  ).split(' '),
);
// Title case leaves these small words lower case unless they open the banner.
const SMALL = new Set('a an the and or but of to in on at for by from with as vs'.split(' '));
// Dramatic style: weak or past-tense verbs become the strong present-tense verbs of a headline.
// Only verbs change; who, what, where and how many stay the topic's own.
const STRONG_VERBS: [RegExp, string][] = [
  [/\b(?:is|are) looking for\b/gi, 'hunt for'],
  [/\b(?:has|have) arrested\b/gi, 'arrest'],
  [/\b(?:is|are) facing\b/gi, 'faces'],
  [/\b(?:are|is) up sharply\b/gi, 'surge'],
  [/\bfell\b/gi, 'falls'],
  [/\brose\b/gi, 'climbs'],
  [/\bclimb\b/gi, 'surge'],
  [/\bkilled\b/gi, 'kills'],
  [/\bapproved\b/gi, 'approves'],
];

const OWN_VERBS = new Set(STRONG_VERBS.flatMap(([, strong]) => strong.split(' ')));

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const bare = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Topic sentences without crew text, quote marks or final punctuation: banners quote nobody. */
function topicLines(topic: string): string[] {
  const clean = stripCrewText(topic).replace(/["“”]/g, '');
  return splitSentences(clean)
    .map((s) => s.text.replace(/[.!?;:,\s]+$/, '').trim())
    .filter(Boolean);
}

function headlinese(line: string): string {
  return words(line)
    .filter((w) => !HEADLINESE_DROP.has(bare(w)))
    .join(' ');
}

/** Drops attribution ("Police say ...") so the banner leads with the news itself. */
const withoutAttribution = (line: string): string => line.replace(/^[\w\s.]{0,40}?\b(?:says?|said)\s+/i, '');

function trimDangling(text: string): string {
  const list = words(text.replace(/[\s,;:\-–—]+$/, ''));
  while (list.length > 1 && DANGLING.has(bare(list[list.length - 1]))) list.pop();
  // Nor start on one ("In string of ..."), unless nothing else is left.
  while (list.length > 2 && DANGLING.has(bare(list[0]))) list.shift();
  return list.join(' ').replace(/[,;:\-–—]+$/, '');
}

function strengthen(text: string): string {
  return STRONG_VERBS.reduce((out, [weak, strong]) => out.replace(weak, strong), text);
}

/** Every clause of every topic sentence, in several cuts; the caller dedupes and ranks. */
function candidates(topic: string, style: BannerStyle): string[] {
  const lines = topicLines(topic);
  const pieces = lines.flatMap((line) => [line, withoutAttribution(line), ...line.split(/,\s+/)]);
  // Dropping leading words too gives a tight count a shorter clause that still ends on the news.
  const tails = pieces.flatMap((p) =>
    words(p)
      .map((_, i, list) => list.slice(i).join(' '))
      .filter((t) => t.includes(' ')),
  );
  // Whole clauses first (headlinese, then as written), then their tails: the order is the ranking.
  const cuts = [...pieces.flatMap((p) => [headlinese(p), p]), ...tails.flatMap((p) => [headlinese(p), p])];
  return style === 'dramatic' ? [...cuts.map(strengthen), ...cuts] : cuts;
}

function display(text: string, style: BannerStyle): string {
  if (style === 'dramatic') return text.toUpperCase();
  if (style === 'minimal') return text.charAt(0).toUpperCase() + text.slice(1);
  return words(text)
    .map((w, i) => {
      if (/^[a-z]\.[a-z]/.test(w)) return w; // "p.m." stays as AP writes it
      return i > 0 && SMALL.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/**
 * checkFacts reads any run of Title Case or UPPER CASE words as a name, so a cased banner always
 * "invents" one. Casing is presentation, not fact: the check runs on the banner with each word
 * put back in the case the topic wrote it in.
 */
export function bannerFacts(banner: string, topic: string): FactIssue[] {
  const topicWords = words(topic.replace(/["“”]/g, ''));
  const cased = new Map(topicWords.map((w) => [bare(w), w.replace(/[^\w$%.'-]/g, '')]));
  // Another form of a lower-case topic word ("Approved" for "approves") is that word, not a name.
  const lowerStems = new Set(topicWords.filter((w) => /^[a-z]/.test(w)).map((w) => stem(bare(w))));
  const restored = words(banner)
    // A word the topic lacks keeps its own case (so a planted name is still caught), except the
    // dramatic style's own verbs.
    .map((w) => {
      const key = bare(w);
      if (cased.has(key)) return cased.get(key)!;
      return OWN_VERBS.has(key) || (key.length > 3 && lowerStems.has(stem(key))) ? w.toLowerCase() : w;
    })
    .join(' ');
  return checkFacts(restored, topic);
}

/** A crude English stem, enough to see "approves", "approved" and "approving" as one word. */
const stem = (word: string): string => word.replace(/(?:ing|ed|es|s|e)$/, '');

export function writeBanners(input: BannerInput): Banners {
  const { topic, style, charCount } = input;
  const seen = new Set<string>();
  const fitted: string[] = [];
  for (const c of candidates(topic, style)) {
    const banner = display(trimDangling(fitToChars(c, charCount)), style);
    if (!banner || banner.length > charCount || seen.has(banner.toLowerCase())) continue;
    if (bannerFacts(banner, topic).length > 0) continue; // e.g. "$4.7 million" cut to "$4.7"
    seen.add(banner.toLowerCase());
    fitted.push(banner);
  }
  // Shorter cuts of the best banner, so a one-clause topic still gives three different options.
  for (let list = words(fitted[0] ?? ''); list.length > 1 && fitted.length < 3;) {
    list = words(trimDangling(list.slice(0, -1).join(' ')));
    const banner = display(list.join(' '), style);
    if (!seen.has(banner.toLowerCase()) && bannerFacts(banner, topic).length === 0) {
      seen.add(banner.toLowerCase());
      fitted.push(banner);
    }
  }
  // Modern and dramatic prefer banners that fill most of the count, earliest clause (the lead)
  // first; minimal wants the fewest words.
  // A one- or two-word minimal banner says too little, so fewest words means fewest of three or more.
  const size = (b: string): number => Math.max(words(b).length, 3);
  const ranked =
    style === 'minimal'
      ? fitted.sort((a, b) => size(a) - size(b) || b.length - a.length)
      : fitted
          .map((b, i) => ({ b, i, near: b.length >= charCount * 0.75 ? 0 : 1 }))
          .sort((x, y) => x.near - y.near || x.i - y.i || y.b.length - x.b.length)
          .map((x) => x.b);
  const options = ranked.slice(0, 3);
  return { text: formatOptionLines(options), options };
}

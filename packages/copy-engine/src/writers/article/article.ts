/**
 * The offline Digital Article writer: the broadcast script re-set as an AP-style web story. The
 * sentences are the source's own (AP numbers, dates, states and titles via toApStyle), so quotes
 * stay verbatim with their attribution and no line is added; what only the air says (the station's
 * "We have a crew headed there", a "Breaking news right now" label) is left out (web-copy.ts). Tone changes which sentence leads and
 * how fast the paragraphs move, never the facts: standard leads with the news, feature with an
 * attributed quote or a scene, analysis with the sentence that carries the most figures.
 */
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { findNumbers } from '../../numbers/number-values';
import { dateline, storyHappensIn, toApStyle } from '../../style/ap-style';
import { findQuotations } from '../../text/names-quotes';
import { stripCrewText } from '../../text/read-time';
import { splitSentences } from '../../text/sentences';
import { webSentences } from './web-copy';

export type ArticleTone = 'standard' | 'feature' | 'analysis';

export interface ArticleInput {
  broadcastContent: string;
  headline: string;
  location: string;
  tone: ArticleTone;
}

export interface DigitalArticle {
  /**
   * Headline, blank line, then paragraphs separated by blank lines. The first carries the dateline
   * when the story happens at the request's location.
   */
  text: string;
  checks: CopyChecks;
}

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
const QUOTATION = /["“][^"“”]*["”]/g;
const hasQuote = (s: string): boolean => /["“]/.test(s);
const outsideQuotes = (s: string): string => s.replace(QUOTATION, ' ');
/** A unit that is nothing but a quotation: the rest of the quote before it, with no speaker of its own. */
const bareQuote = (s: string): boolean => /^["“]/.test(s) && outsideQuotes(s).trim() === '';

/** True while a quotation opened in `text` has not closed: straight quotes odd, or more “ than ”. */
const quoteOpen = (text: string): boolean =>
  (text.match(/"/g) ?? []).length % 2 === 1 || (text.match(/“/g) ?? []).length > (text.match(/”/g) ?? []).length;

// A lead has to stand on its own: a sentence that opens on, or leans on, something said before it
// ("That is 14 cents lower", "...to put it on the ballot") cannot go first.
const LEANS_BACK = /^(?:It|Its|They|Their|He|She|His|Her|This|That|These|Those|Also|But|And|So|Still|Then|Instead)\b/;
const PRONOUN = /\b(?:it|its|they|them|their|he|him|his|she|her)\b/i;
const standsAlone = (s: string): boolean => !LEANS_BACK.test(s) && !PRONOUN.test(s);

/** Figures a reader weighs: amounts, money, percentages, fractions (not years, dates or times). */
const figureCount = (s: string): number =>
  findNumbers(outsideQuotes(s)).filter((n) => n.kind === 'number' || n.kind === 'fraction').length;

/** Sentences as the fact check and the corpus tests count them: a quotation counts once. */
const sentenceCount = (s: string): number => splitSentences(s.replace(QUOTATION, '"Q"')).length;

/**
 * Sentences, with a quotation of several sentences kept as one unit so it stays verbatim, and a
 * quotation's unattributed continuation ("I filed reports. Nothing changed.") kept with the quote
 * and speaker before it, so no reordering can leave it under someone else's words.
 */
function units(text: string): string[] {
  const out: string[] = [];
  for (const s of splitSentences(text).map((x) => tidy(x.text))) {
    // A fragment under three words is splitSentences ending a sentence at "p.m." before "Tuesday".
    if (out.length && (quoteOpen(out[out.length - 1]) || s.split(' ').length < 3)) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out.reduce<string[]>((all, u) => {
    if (all.length && bareQuote(u) && hasQuote(all[all.length - 1])) all[all.length - 1] += ` ${u}`;
    else all.push(u);
    return all;
  }, []);
}

/** Moves `units[i]` to the front; everything else keeps its order. */
const lead = (list: string[], i: number): string[] => (i <= 0 ? list : [list[i], ...list.filter((_, j) => j !== i)]);

/**
 * Feature: open on a person speaking or on a scene. An attributed quote (the speaker is named beside
 * it) first, else the first long sentence with no figures that stands alone; else the news lead.
 */
function featureOrder(list: string[]): string[] {
  const quote = list.findIndex(
    (u, i) => i > 0 && findQuotations(u).some((q) => q.speaker) && standsAlone(outsideQuotes(u)),
  );
  if (quote > 0) return lead(list, quote);
  const scene = list.findIndex((u, i) => i > 0 && figureCount(u) === 0 && u.split(' ').length >= 8 && standsAlone(u));
  return lead(list, scene);
}

/**
 * Analysis: open on the sentence carrying the most figures, when it beats the news lead, stands
 * alone and is long enough to say what its figures measure ("The unofficial count is 8,904 against
 * and 8,692 for." does not say of what).
 */
function analysisOrder(list: string[]): string[] {
  let best = 0;
  list.forEach((u, i) => {
    const fit = !hasQuote(u) && standsAlone(u) && u.split(' ').length >= 12;
    if (fit && figureCount(u) > figureCount(list[best])) best = i;
  });
  return figureCount(list[best]) >= 2 ? lead(list, best) : list;
}

/**
 * The pace of each tone, as the most sentences a paragraph may hold after the lead: standard in
 * pairs, feature in longer runs of three. Analysis opens a new paragraph at every sentence carrying
 * figures, with at most one plain sentence of context after it, so the numbers can be scanned. The
 * lead and every quotation always stand alone.
 */
const PACE: Record<ArticleTone, number> = { standard: 2, feature: 3, analysis: 2 };

function paragraphs(list: string[], tone: ArticleTone): string[] {
  const out: string[][] = [];
  list.forEach((u, i) => {
    const last = out[out.length - 1];
    const full = !last || last.reduce((n, x) => n + sentenceCount(x), 0) + sentenceCount(u) > PACE[tone];
    const alone = i <= 1 || hasQuote(u) || hasQuote(last[0]) || (tone === 'analysis' && figureCount(u) > 0);
    if (full || alone) out.push([u]);
    else last.push(u);
  });
  return out.map((p) => p.join(' '));
}

const ORDER: Record<ArticleTone, (list: string[]) => string[]> = {
  standard: (list) => list,
  feature: featureOrder,
  analysis: analysisOrder,
};

export function writeArticle(input: ArticleInput): DigitalArticle {
  const story = stripCrewText(input.broadcastContent);
  // A web story does not say what only the air says ("We have a crew headed there now").
  const list = webSentences(units(toApStyle(story)).filter((s) => /[a-z]/i.test(s)));
  const [first = '', ...rest] = paragraphs(ORDER[input.tone](list), input.tone);
  // The producer's headline as given (first letter capitalised), never cut or rewritten.
  const headline = tidy(input.headline);
  const head = headline.charAt(0).toUpperCase() + headline.slice(1);
  // The dateline says where the story happens; a desk's location the story never names is not that.
  const place = storyHappensIn(story, input.location) ? dateline(input.location) : '';
  const text = [head, `${place}${first}`, ...rest].join('\n\n');
  // Headline and location are the producer's inputs too, so they count as source; the dateline's
  // AP state abbreviation ("Ind.") is derived from the location, not a new fact.
  const source = [input.headline, input.location, dateline(input.location), input.broadcastContent].join('\n\n');
  return { text, checks: checkCopy(text, source, { numberStyle: 'none' }) };
}

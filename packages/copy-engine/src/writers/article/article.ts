/**
 * The offline Digital Article writer: the broadcast script re-set as an AP-style web story. The
 * sentences are the source's own (AP numbers, dates, states and titles via toApStyle), so quotes
 * stay verbatim with their attribution; tone only changes which sentence leads and adds, for
 * analysis, one framing sentence that holds no fact.
 */
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { dateline, toApStyle } from '../../style/ap-style';
import { stripCrewText } from '../../text/read-time';
import { splitSentences } from '../../text/sentences';

export type ArticleTone = 'standard' | 'feature' | 'analysis';

export interface ArticleInput {
  broadcastContent: string;
  headline: string;
  location: string;
  tone: ArticleTone;
}

export interface DigitalArticle {
  /** Headline, blank line, then paragraphs separated by blank lines; the first carries the dateline. */
  text: string;
  checks: CopyChecks;
}

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();
const hasQuote = (s: string): boolean => /["“]/.test(s);
const hasFigure = (s: string): boolean => /\d/.test(s);
// AP: no sentence starts with a figure unless it is a year.
const STARTS_WITH_FIGURE = /^["“]?\$?\d/;
const STARTS_WITH_YEAR = /^["“]?(?:1[89]|20)\d\d\b/;

/** True while a quotation opened in `text` has not closed: straight quotes odd, or more “ than ”. */
const quoteOpen = (text: string): boolean =>
  (text.match(/"/g) ?? []).length % 2 === 1 || (text.match(/“/g) ?? []).length > (text.match(/”/g) ?? []).length;

/** Sentences, with a quotation of several sentences kept as one unit so it stays verbatim. */
function units(text: string): string[] {
  const out: string[] = [];
  for (const s of splitSentences(text).map((x) => tidy(x.text))) {
    // A fragment under three words is splitSentences ending a sentence at "p.m." before "Tuesday".
    if (out.length && (quoteOpen(out[out.length - 1]) || s.split(' ').length < 3)) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out;
}

/** Source sentences in AP style, crew directions removed. */
function apSentences(content: string): string[] {
  return units(toApStyle(stripCrewText(content)))
    .filter((s) => /[a-z]/i.test(s))
    .map((s) =>
      // toApStyle spells most sentence-start numbers; for the rest (large figures, money) AP's own
      // fix is to recast, which an offline writer can only do by a fact-free opener.
      STARTS_WITH_FIGURE.test(s) && !STARTS_WITH_YEAR.test(s) ? `A total of ${s}` : s,
    );
}

/** Feature: lead with a scene, the first quote or the first descriptive sentence with no figures. */
function featureOrder(sentences: string[]): string[] {
  const scene =
    sentences.findIndex((s, i) => i > 0 && hasQuote(s)) >= 0
      ? sentences.findIndex((s, i) => i > 0 && hasQuote(s))
      : sentences.findIndex((s, i) => i > 0 && !hasFigure(s) && s.split(' ').length >= 8);
  if (scene < 0) return sentences;
  return [sentences[scene], ...sentences.filter((_, i) => i !== scene)];
}

/** Analysis: the news, then a framing sentence with no facts of its own, then the details. */
function analysisOrder(sentences: string[]): string[] {
  const figures = sentences.filter(hasFigure).length;
  const framing = figures >= 3 ? 'Here is what the numbers show.' : 'Here is what is known so far.';
  return sentences.length > 1 ? [sentences[0], framing, ...sentences.slice(1)] : sentences;
}

/** One to three sentences a paragraph: the lead and each quote stand alone, the rest in pairs. */
function paragraphs(sentences: string[]): string[] {
  const out: string[][] = [];
  sentences.forEach((s, i) => {
    const last = out[out.length - 1];
    if (i === 0 || hasQuote(s) || !last || hasQuote(last[0]) || last.length >= 2 || i === 1) out.push([s]);
    else last.push(s);
  });
  return out.map((p) => p.join(' '));
}

export function writeArticle(input: ArticleInput): DigitalArticle {
  const sentences = apSentences(input.broadcastContent);
  const ordered =
    input.tone === 'feature'
      ? featureOrder(sentences)
      : input.tone === 'analysis'
        ? analysisOrder(sentences)
        : sentences;
  const [lead, ...rest] = paragraphs(ordered);
  const headline = tidy(input.headline);
  const head = headline.charAt(0).toUpperCase() + headline.slice(1);
  const text = [head, `${dateline(input.location)}${lead ?? ''}`, ...rest].join('\n\n');
  // Headline and location are the producer's inputs too, so they count as source; the dateline's
  // AP state abbreviation ("Ind.") is derived from the location, not a new fact.
  const source = [input.headline, input.location, dateline(input.location), input.broadcastContent].join('\n\n');
  return { text, checks: checkCopy(text, source, { numberStyle: 'none' }) };
}

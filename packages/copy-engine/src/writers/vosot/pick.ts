/**
 * Choices the VOSOT writer makes from the source alone: which quotation becomes the sound bite and
 * which sentence leads the anchor intro. Nothing here writes new words, so nothing can invent a fact.
 */
import { findNumbers } from '../../numbers';
import { countSpokenWords } from '../../text/read-time';
import type { Quotation } from '../../text/names-quotes';

export type StoryStyle = 'hard_news' | 'feature' | 'sports';

/**
 * The sound bite: preferably a quotation with a named speaker (the SOT super needs a name), the
 * first one that leaves at least half the target for the anchor and reporter; else the shortest.
 * Unattributed quotes are used only when the source has no attributed one.
 */
export function pickSoundBite(quotes: Quotation[], targetWords: number): Quotation | undefined {
  const attributed = quotes.filter((q) => q.speaker);
  const named = attributed.length ? attributed : quotes;
  const fits = named.find((q) => countSpokenWords(q.text) <= targetWords / 2);
  if (fits) return fits;
  return [...named].sort((a, b) => countSpokenWords(a.text) - countSpokenWords(b.text))[0];
}

/**
 * Index of the sentence that leads the intro. hard_news: the lead as written (the news first).
 * feature: the first of the opening sentences without figures, a softer scene-setter. sports: the
 * first sentence with a number in it (the score or result). Falls back to the lead.
 */
export function pickIntroIndex(sentences: string[], style: StoryStyle): number {
  const opening = sentences.slice(0, 3);
  let index = 0;
  if (style === 'feature') index = opening.findIndex((s) => findNumbers(s).length === 0);
  if (style === 'sports') index = sentences.findIndex((s) => findNumbers(s).length > 0);
  return index < 0 ? 0 : index;
}

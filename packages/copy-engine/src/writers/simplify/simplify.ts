/**
 * The offline Script Simplifier: the copy an anchor reads when no LLM is configured, and the
 * baseline an LLM answer is checked against. Numbers go to broadcast style, then each sentence is
 * rewritten for the ear in the tone, one line a piece (style/air-copy.ts toAirPieces), and whole
 * lines are fitted to the slot from the end (fit/read-time.ts). The only words added are the
 * source's own: a name's full first reference when the line that had it was cut, and "also" in a
 * repeated attribution. None adds a fact, and the result carries its own checks so the producer
 * sees that.
 */
import { toBroadcastNumbers } from '../../numbers';
import { fitLinesToReadTime } from '../../fit/read-time';
import type { LinesFit } from '../../fit/read-time';
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { countSpokenWords, DEFAULT_WORDS_PER_MINUTE } from '../../text/read-time';
import { namePronounSpeakers, restoreFirstReferences } from '../../parse';
import { toAirPieces, varyAttributions } from '../../style/air-copy';
import type { AirLine } from '../../style/air-copy';
import { withOtherSide } from './other-side';

export type Tone = 'conversational' | 'concise';

export type SimplifyTarget = 20 | 30 | 60;

export interface SimplifyInput {
  script: string;
  targetSeconds: SimplifyTarget;
  tone: Tone;
  wordsPerMinute?: number;
}

export interface SimplifiedScript {
  text: string;
  seconds: number;
  checks: CopyChecks;
}

export function simplifyScript(input: SimplifyInput): SimplifiedScript {
  const wpm = input.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  // Numbers first, so tone rules see "won't" etc. in final wording and splits see spoken words.
  const broadcast = toBroadcastNumbers(input.script);
  // One sentence a line, rewritten for the ear in the tone; no pause or emphasis marks in the copy.
  // Three times the slot's words is ample to fit from (the fitter keeps the top of the story).
  const slotWords = (input.targetSeconds * wpm) / 60;
  const wordBudget = Math.ceil(slotWords * 3);
  const sourceWords = Math.max(countSpokenWords(broadcast), countSpokenWords(input.script));
  const fitsSlot = sourceWords <= slotWords;
  let lines = toAirPieces(broadcast, input.tone, { wordBudget, background: fitsSlot });
  // A script already shorter than its slot is not fitted, so it reads about as long as it is: a
  // split for the ear may add words ("The fire sent ...") only where the rest saves as many (it
  // must read no longer than the source); nor may it lose a tenth of its length to compression,
  // since with time to spare the details stay.
  const wordsOf = (ls: AirLine[]): number => ls.reduce((t, l) => t + countSpokenWords(l.text), 0);
  if (fitsSlot) {
    let compress = true;
    if (wordsOf(lines) < sourceWords * 0.92) {
      compress = false;
      lines = toAirPieces(broadcast, input.tone, { compress, wordBudget });
    }
    if (wordsOf(lines) > sourceWords) {
      lines = toAirPieces(broadcast, input.tone, { addWords: false, compress, wordBudget });
    }
  }
  // Whole lines go from the end; a piece of a split sentence goes with (or after) the piece before it.
  // A later "Feldman said" whose full reference was cut gets "Public Works Director Andrea Feldman",
  // and a second "Police say" in a row becomes "Police also say"; the fit times the copy after both.
  const finish = (kept: string[]): string[] =>
    varyAttributions(restoreFirstReferences(namePronounSpeakers(kept.join('\n'), broadcast), broadcast).split('\n'));
  const fit = (kept: readonly AirLine[]): LinesFit => fitLinesToReadTime(kept, input.targetSeconds, wpm, finish);
  // The other side heard before a quotation that only repeats its speaker (other-side.ts).
  const fitted = fitsSlot ? fit(lines) : withOtherSide(lines, fit(lines), fit);
  const text = fitted.lines.join('\n');
  const seconds = fitted.seconds;
  const checks = checkCopy(text, input.script, { targetSeconds: input.targetSeconds, wordsPerMinute: wpm });
  return { text, seconds, checks };
}

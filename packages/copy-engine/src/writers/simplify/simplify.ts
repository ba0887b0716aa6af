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
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { countSpokenWords, DEFAULT_WORDS_PER_MINUTE } from '../../text/read-time';
import { namePronounSpeakers, restoreFirstReferences } from '../../parse';
import { toAirPieces, varyAttributions } from '../../style/air-copy';
import type { AirLine } from '../../style/air-copy';

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

/** A quotation's speaker as the source attributes it: "\"...,\" Brandt said." */
const QUOTE_SPEAKER = /["”],?\s+(?:([A-Z][\w'-]+) (?:said|says)|(?:said|says) (?:[a-z]+ )*([A-Z][\w'-]+))\b/;

/** A group that speaks for a side: "Neighbors on Pruitt Street say ...", "Downtown business owners say ...". */
const OTHER_SIDE =
  /^(?:[A-Z][\w'-]*\s+)?(?:[\w'-]+\s+){0,4}?(?:neighbors|residents|opponents|critics|owners|supporters|parents|teachers|farmers|tenants)\b[^.,"]*?\bsay\b/i;
/** A named person's own line: "Lucinda Ferrante[, who owns the Copper Spoon bakery on the corner,] says ...". */
const NAMED_SAYS = /^([A-Z][a-z]+ [A-Z][\w'-]+)(?:, [^,"]+,)? says\b/;

/** A lead that tells of a dispute. */
const DISPUTE =
  /\b(?:pushback|oppos\w+|objections?|questioning|concerns?|divided|split over|fight|critics?|criticism|complaints?|protest\w*)\b/i;

const speakerOf = (line: string): string | undefined => {
  const m = QUOTE_SPEAKER.exec(line);
  return m?.[1] ?? m?.[2];
};

/** Lines (and the pieces that continue them) that quote the speaker the line before paraphrased. */
function echoQuotes(lines: readonly AirLine[]): Set<number> {
  const out = new Set<number>();
  // (A script with crew cues has its bites marked already: they stay where the producer put them.)
  if (lines.some((l) => /^[[(]/.test(l.text.trim()))) return out;
  lines.forEach((line, i) => {
    const speaker = speakerOf(line.text);
    const before = lines[i - 1];
    if (!speaker || line.continues || !before || /["“”[\]()]/.test(before.text)) return;
    // (Only the speaker's own words said just before: "Brandt told commissioners the project would
    // ease ...", never "Local nurse Sarah Pennington won the women's race".)
    if (!new RegExp(`\\b${speaker}\\b.*\\b(?:said|says|told|tells|argued|argues|warned|warns)\\b`).test(before.text))
      return;
    out.add(i);
    for (let k = i + 1; lines[k]?.continues; k++) out.add(k);
  });
  return out;
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
  let fitted = fitLinesToReadTime(lines, input.targetSeconds, wpm, finish);
  // A quotation that backs its speaker's words just before it ("Brandt told commissioners the
  // project would ease ..." then "\"We have teachers ...,\" Brandt said.") is the first to go when
  // another line fits in its place: the other side is heard (panel AI aired the developer alone).
  // (Only where the script has such a side: the second fit is the cost.)
  const echoes = lines.some((l) => OTHER_SIDE.test(l.text) || NAMED_SAYS.test(l.text))
    ? echoQuotes(lines)
    : new Set<number>();
  const aired = [...echoes].filter((i) => fitted.lines.includes(lines[i].text));
  if (!fitsSlot && aired.length > 0) {
    const without = fitLinesToReadTime(
      lines.filter((_, i) => !echoes.has(i)),
      input.targetSeconds,
      wpm,
      finish,
    );
    // (Only for a side the fit left out: "Neighbors on Pruitt Street say ...", "Lucinda Ferrante
    // says ..." beside Voskuhl's quotation; never any later line.)
    // (A named person is a side only in a story of a dispute: "is drawing pushback from business owners".)
    const quoted = aired.map((i) => speakerOf(lines[i].text)).filter((x): x is string => !!x);
    const dispute = DISPUTE.test(lines[0]?.text ?? '');
    const otherSide = (line: string): boolean =>
      !fitted.lines.includes(line) &&
      (OTHER_SIDE.test(line) || (dispute && NAMED_SAYS.test(line) && !quoted.some((q) => line.includes(q))));
    if (without.lines.some(otherSide) && without.lines.length >= fitted.lines.length) fitted = without;
  }
  const text = fitted.lines.join('\n');
  const seconds = fitted.seconds;
  const checks = checkCopy(text, input.script, { targetSeconds: input.targetSeconds, wordsPerMinute: wpm });
  return { text, seconds, checks };
}

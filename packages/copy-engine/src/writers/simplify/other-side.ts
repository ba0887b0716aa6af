/**
 * The other side of a story heard in a script cut to time. A quotation that backs its speaker's
 * words just before it ("Brandt told commissioners the project would ease ..." then "\"We have
 * teachers ...,\" Brandt said.") is the first to go when a line of another side fits in its place:
 * "Neighbors on Pruitt Street say ...", or in a story of a dispute "Lucinda Ferrante says ..."
 * (panels AI and AJ aired the developer and the engineer alone).
 */
import type { LinesFit } from '../../fit/read-time';
import type { AirLine } from '../../style/air-copy';

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

/**
 * The fit without the echoing quotations where that hears a side the fit left out and keeps as many
 * lines; else the fit as it was. `refit` fits other lines to the same slot. The second fit runs
 * only where the script has such a side: it is the cost.
 */
export function withOtherSide(
  lines: readonly AirLine[],
  fitted: LinesFit,
  refit: (lines: readonly AirLine[]) => LinesFit,
): LinesFit {
  if (!lines.some((l) => OTHER_SIDE.test(l.text) || NAMED_SAYS.test(l.text))) return fitted;
  const echoes = echoQuotes(lines);
  const aired = [...echoes].filter((i) => fitted.lines.includes(lines[i].text));
  if (aired.length === 0) return fitted;
  const without = refit(lines.filter((_, i) => !echoes.has(i)));
  // (A named person is a side only in a story of a dispute, and never the speaker whose quotation goes.)
  const quoted = aired.map((i) => speakerOf(lines[i].text)).filter((x): x is string => !!x);
  const dispute = DISPUTE.test(lines[0]?.text ?? '');
  const otherSide = (line: string): boolean =>
    !fitted.lines.includes(line) &&
    (OTHER_SIDE.test(line) || (dispute && NAMED_SAYS.test(line) && !quoted.some((q) => line.includes(q))));
  return without.lines.some(otherSide) && without.lines.length >= fitted.lines.length ? without : fitted;
}

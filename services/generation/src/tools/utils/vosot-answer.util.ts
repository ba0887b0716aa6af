import type { VosotSectionsView } from '@newsroom/contracts';
import { UNNAMED, inCue, outCue } from '@newsroom/copy-engine';
import { UnrecoverableError } from 'bullmq';
import { cleanModelAnswer, stripWrappingQuotes } from './model-answer.util';

type Section = 'anchorIntro' | 'voiceOver' | 'soundOnTape' | 'continuingVoiceOver';

/**
 * Headings as models write them: "ANCHOR INTRO:", "Voice Over (VO):", "[SOT]", "CONTINUING VO".
 * Order matters: continuing voice over is tried before voice over. A heading is the label alone on
 * a line or followed by a colon or dash, so "Anchor Bay residents ..." is never taken for one.
 */
const HEADINGS: [Section, RegExp][] = [
  ['anchorIntro', /anchor\s+intro(?:duction)?|anchor\s+lead|intro/],
  [
    'continuingVoiceOver',
    /continuing\s+(?:voice[\s-]*over|vo)|cont(?:'d|inued|\.)?\s+(?:voice[\s-]*over|vo)|vo\s*\(cont(?:'d|\.)?\)|vo\/cont/,
  ],
  ['voiceOver', /voice[\s-]*over|vo/],
  ['soundOnTape', /sound\s+on\s+tape|sot|sound\s*bite/],
];

function heading(line: string): { section: Section; rest: string } | null {
  const line0 = line.trim();
  // "[SOT: Mayor Jane Ortiz]" and "(VO)" are headings in brackets.
  const trimmed = /^\[.*\]$|^\(.*\)$/.test(line0) ? line0.slice(1, -1).trim() : line0;
  for (const [section, label] of HEADINGS) {
    const m = new RegExp(
      `^(?:${label.source})\\b\\s*(?:\\(([^)]*)\\))?\\s*[\\])]?\\s*(?:([:\\-–—])\\s*(.*))?$`,
      'i',
    ).exec(trimmed);
    if (!m) continue;
    // "VOICE OVER (VO):" names the section again; "SOT (Mayor Jane Ortiz):" names a speaker.
    const paren = m[1]?.trim() ?? '';
    const namedAgain = /^(?:vo|sot|voice[\s-]*over|sound on tape|cont(?:'d|inued)?)$/i.test(paren);
    const rest = [namedAgain ? '' : paren, m[3] ?? ''].filter(Boolean).join(': ');
    return { section, rest: rest.trim() };
  }
  return null;
}

/** "IN: We will...", "In cue - We will", "OUT CUE: ...every home": a separator is required after the label. */
const IN_CUE = /^\s*in(?:[\s-]*cue)?\s*[:\-–—]\s*(.*)$/i;
const OUT_CUE = /^\s*out(?:[\s-]*cue)?\s*[:\-–—]\s*(.*)$/i;
const SPEAKER = /^\s*\[?\s*(?:sot|speaker|super|cg|name)\s*[:\-–—]\s*([^\]]+?)\s*\]?\s*$/i;
const NO_SOT = /\b(?:no\s+sot|none|no\s+sound|not\s+available|n\/a)\b/i;
const TIMING = /^\s*(?:\(?\s*(?:trt|runs|time|length|duration)\b.*|\(?:?\d+\s*(?:sec(?:onds?)?|s)\)?\.?)\s*$/i;

const cue = (text: string) => text.replace(/^["“'\s.…]+|["”'\s.…]+$/g, '').trim();
const narration = (lines: string[]) =>
  lines
    .map((l) => l.trim())
    .filter((l) => l && !TIMING.test(l))
    .join('\n');

/** The sound bite's lines: a speaker, the quotation, and in and out cues when the model gave them. */
function soundOnTape(lines: string[]): VosotSectionsView['soundOnTape'] {
  let speaker = '';
  let given: { in?: string; out?: string } = {};
  const quote: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || TIMING.test(line)) continue;
    const s = SPEAKER.exec(line);
    const i = IN_CUE.exec(line);
    const o = OUT_CUE.exec(line);
    if (s) speaker ||= s[1].replace(/[\s:]+$/, '').trim();
    else if (i) given = { ...given, in: cue(i[1]) };
    else if (o) given = { ...given, out: cue(o[1]) };
    else quote.push(line);
  }
  let said = quote.join(' ').trim();
  // `Mayor Jane Ortiz: "We will rebuild."` carries the speaker in front of the quote.
  const attributed = /^([^"“:]{2,80}):\s*(["“].*)$/.exec(said);
  if (attributed) {
    speaker ||= attributed[1].trim();
    said = attributed[2];
  }
  said = stripWrappingQuotes(said);
  if (!said || (NO_SOT.test(said) && said.split(/\s+/).length <= 6)) return undefined;
  return {
    speaker: speaker || UNNAMED,
    quote: said,
    inCue: given.in || inCue(said),
    outCue: given.out || outCue(said),
  };
}

/**
 * A model's VOSOT, read back into sections. Throws UnrecoverableError when the answer has neither
 * an anchor intro nor a voice over heading: it is not a VOSOT, and the rundown cannot take it.
 */
export function parseVosot(raw: string): VosotSectionsView {
  const found: Partial<Record<Section, string[]>> = {};
  let current: Section | null = null;
  for (const line of cleanModelAnswer(raw).split('\n')) {
    const h = heading(line);
    if (h) {
      current = h.section;
      const lines = (found[current] ??= []);
      // After a SOT heading, words without quote marks name the speaker ("SOT: Mayor Jane Ortiz").
      const names = current === 'soundOnTape' && !/["“]/.test(h.rest) && !NO_SOT.test(h.rest);
      if (h.rest) lines.push(names ? `SPEAKER: ${h.rest}` : h.rest);
    } else if (current) {
      found[current]?.push(line);
    }
  }
  if (!found.anchorIntro && !found.voiceOver) {
    throw new UnrecoverableError(
      "The language model's answer had no VOSOT sections (ANCHOR INTRO, VOICE OVER, SOUND ON TAPE, CONTINUING VOICE OVER), so it could not be used",
    );
  }
  const sot = found.soundOnTape ? soundOnTape(found.soundOnTape) : undefined;
  return {
    anchorIntro: narration(found.anchorIntro ?? []),
    voiceOver: narration(found.voiceOver ?? []),
    ...(sot ? { soundOnTape: sot } : {}),
    continuingVoiceOver: narration(found.continuingVoiceOver ?? []),
  };
}

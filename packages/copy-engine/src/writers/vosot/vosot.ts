/**
 * The offline VOSOT writer: anchor intro, voice over, a sound bite (SOT) with in and out cues, and
 * continuing voice over, timed as a package. Like simplifyScript it only selects, reorders and
 * restyles the source's own sentences, so every number, name and quotation comes from the source.
 */
import { toBroadcastNumbers } from '../../numbers';
import { fitToReadTime } from '../../fit/read-time';
import { checkCopy } from '../../checks/check-copy';
import type { CopyChecks } from '../../checks/check-copy';
import { DEFAULT_WORDS_PER_MINUTE, readSeconds, stripCrewText } from '../../text/read-time';
import { findNames, findQuotations, inCue, outCue } from '../../text/names-quotes';
import { splitSentences } from '../../text/sentences';
import { toBroadcastForm } from '../../style/broadcast-form';
import { pickIntroIndex, pickSoundBite } from './pick';
import type { StoryStyle } from './pick';

export type { StoryStyle } from './pick';
export type VosotTarget = 20 | 30 | 45 | 60;

export interface VosotInput {
  script: string;
  targetSeconds: VosotTarget;
  storyStyle: StoryStyle;
  wordsPerMinute?: number;
}

export interface SoundOnTape {
  speaker: string;
  /** The quotation as said on tape (broadcast number style, no quote marks). */
  quote: string;
  inCue: string;
  outCue: string;
}

export interface VosotSections {
  anchorIntro: string;
  voiceOver: string;
  soundOnTape?: SoundOnTape;
  continuingVoiceOver: string;
}

export interface VosotResult {
  text: string;
  sections: VosotSections;
  /** Read time of the whole package: intro, VO, SOT and continuing VO (labels and crew lines untimed). */
  seconds: number;
  checks: CopyChecks;
}

/** Crew text for a quote the source does not attribute: the producer must fill it in, we cannot. */
export const UNNAMED = 'SPEAKER NOT NAMED IN SCRIPT';

const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim());

export function writeVosot(input: VosotInput): VosotResult {
  const wpm = input.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  const targetWords = (input.targetSeconds * wpm) / 60;
  const bite = pickSoundBite(findQuotations(input.script), targetWords);
  // The bite's sentence leaves the narration, so the anchor does not read what the tape says.
  // Offsets from findQuotations point into the original script, so cut there, crew text and all.
  const narrationSource = splitSentences(input.script)
    .filter((s) => !bite || s.end <= bite.start || s.start >= bite.end)
    .map((s) => s.text)
    .join(' ');
  const sot = bite ? soundOnTape(bite.text, bite.speaker ? fullName(bite.speaker, input.script) : UNNAMED) : undefined;
  const sotSeconds = sot ? readSeconds(sot.quote, wpm) : 0;

  // Crew directions in the source are for the source's own rundown, not this package.
  const sentences = lines(toBroadcastForm(toBroadcastNumbers(stripCrewText(narrationSource)), { marks: false }));
  const introIndex = pickIntroIndex(sentences, input.storyStyle);
  const ordered = [sentences[introIndex], ...sentences.filter((_, i) => i !== introIndex)].filter(Boolean);
  // The narration gets what the bite leaves; fitToReadTime keeps the (style-chosen) lead first.
  const budget = Math.max(input.targetSeconds - sotSeconds, 1);
  const fitted = lines(fitToReadTime(ordered.join('\n'), budget, wpm).text);

  const [anchorIntro = '', ...rest] = fitted;
  // Voice over before the bite gets the first half of the rest, so the bite lands mid-package.
  const split = Math.ceil(rest.length / 2);
  const sections: VosotSections = {
    anchorIntro,
    voiceOver: rest.slice(0, split).join('\n'),
    ...(sot ? { soundOnTape: sot } : {}),
    continuingVoiceOver: rest.slice(split).join('\n'),
  };
  const spoken = [anchorIntro, sections.voiceOver, sot ? `"${sot.quote}"` : '', sections.continuingVoiceOver]
    .filter(Boolean)
    .join('\n');
  const seconds = readSeconds(stripCrewText(spoken), wpm);
  const checks = checkCopy(spoken, input.script, { targetSeconds: input.targetSeconds, wordsPerMinute: wpm });
  return { text: formatVosot(sections), sections, seconds, checks };
}

/** The super wants the full name: "Brooks" said it, the source calls him "Quarterback Jaylen Brooks". */
function fullName(speaker: string, script: string): string {
  const full = findNames(script).find((n) => n.text.endsWith(` ${speaker}`));
  return full ? full.text : speaker;
}

function soundOnTape(quote: string, speaker: string): SoundOnTape {
  // A quote cut from mid-sentence ("...one more," Brooks said) ends on a comma; the bite ends there.
  const said = toBroadcastNumbers(quote)
    .replace(/[\s,;:]+$/, '')
    .replace(/(?<![.!?…])$/, '.');
  return { speaker, quote: said, inCue: inCue(said), outCue: outCue(said) };
}

/** The rundown text: labels and cue lines on their own lines; `seconds` times the sections, not this. */
export function formatVosot(sections: VosotSections): string {
  const sot = sections.soundOnTape;
  const sotBlock = sot
    ? ['SOUND ON TAPE:', `[SOT: ${sot.speaker}]`, `"${sot.quote}"`, `IN: ${sot.inCue}...`, `OUT: ...${sot.outCue}`]
    : ['[NO SOT AVAILABLE]'];
  return [
    'ANCHOR INTRO:',
    sections.anchorIntro,
    '',
    'VOICE OVER:',
    sections.voiceOver,
    '',
    ...sotBlock,
    '',
    'CONTINUING VOICE OVER:',
    sections.continuingVoiceOver,
  ].join('\n');
}

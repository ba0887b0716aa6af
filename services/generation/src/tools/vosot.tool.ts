import type { CopyRepair, VosotRequest, VosotSectionsView } from '@newsroom/contracts';
import {
  READ_TIME_TOLERANCE,
  UNNAMED,
  checkBite,
  checkCopy,
  factChecker,
  fitToReadTime,
  formatVosot,
  readSeconds,
  stripCrewText,
  toBroadcastNumbers,
  writeVosot,
} from '@newsroom/copy-engine';
import { vosotPrompt } from '../prompts/vosot.prompt';
import type { ToolOutput, ToolWriter } from './tool-writer';
import { dropUnsupportedSentences, issuesReason } from './utils/prune.util';
import { cutToFit } from './utils/refit.util';
import { parseVosot } from './utils/vosot-answer.util';

type Narration = 'anchorIntro' | 'voiceOver' | 'continuingVoiceOver';
const NARRATION: Narration[] = ['anchorIntro', 'voiceOver', 'continuingVoiceOver'];

/** What the anchor and the tape say, in order: what is timed and fact-checked (as writeVosot does). */
const spoken = (s: VosotSectionsView): string =>
  [s.anchorIntro, s.voiceOver, s.soundOnTape ? `"${s.soundOnTape.quote}"` : '', s.continuingVoiceOver]
    .filter(Boolean)
    .join('\n');

const spokenSeconds = (s: VosotSectionsView): number => readSeconds(stripCrewText(spoken(s)));

/**
 * Over time, the narration gives the time back, each section in proportion to its length and
 * from its end (the bite is the source's own words and is never cut).
 */
function fitPackage(
  sections: VosotSectionsView,
  targetSeconds: number,
): { sections: VosotSectionsView; repair?: CopyRepair } {
  const before = spokenSeconds(sections);
  if (before <= targetSeconds * (1 + READ_TIME_TOLERANCE)) return { sections };
  const bite = sections.soundOnTape ? readSeconds(sections.soundOnTape.quote) : 0;
  const budget = Math.max(targetSeconds - bite, 1);
  const total = NARRATION.reduce((sum, key) => sum + readSeconds(sections[key]), 0);
  const fitted = { ...sections };
  for (const key of NARRATION) {
    const seconds = readSeconds(sections[key]);
    if (seconds > 0) fitted[key] = fitToReadTime(sections[key], Math.max((budget * seconds) / total, 1)).text;
  }
  return { sections: fitted, repair: cutToFit(before, spokenSeconds(fitted), targetSeconds) };
}

/**
 * The bite's speaker and words against the source: a named person, one of their whole quotations.
 * A bite the source gives no name for is labelled UNNAMED, which is not a speaker to check.
 */
const biteProblems = (sot: NonNullable<VosotSectionsView['soundOnTape']>, source: string) =>
  checkBite(sot, source).filter((issue) => !(issue.kind === 'speaker' && sot.speaker === UNNAMED));

/** biteProblems, placed where each sits in the formatted package. */
function biteIssues(sections: VosotSectionsView, source: string, text: string) {
  if (!sections.soundOnTape) return [];
  return biteProblems(sections.soundOnTape, source).map((issue) => {
    const at = Math.max(0, text.indexOf(issue.text));
    return { ...issue, start: at, end: at + issue.text.length };
  });
}

function finish(sections: VosotSectionsView, request: VosotRequest, repairs: CopyRepair[] = []): ToolOutput {
  const text = formatVosot(sections);
  const checks = checkCopy(spoken(sections), request.script, { targetSeconds: request.targetLength });
  const facts = [...checks.facts.issues, ...biteIssues(sections, request.script, text)];
  return {
    text,
    sections,
    checks: { ...checks, facts: { issues: facts } },
    ...(repairs.length ? { repairs } : {}),
  };
}

/**
 * The bite a model got wrong (words not the source's, cut short, or given to the wrong person)
 * becomes the one the offline engine picks from the source: a whole quotation with its speaker.
 * A source with no quotation leaves the package without a bite.
 */
function mendBite(
  sections: VosotSectionsView,
  request: VosotRequest,
): { sections: VosotSectionsView; repair: CopyRepair } {
  const wrong = sections.soundOnTape!;
  const reason = issuesReason(biteProblems(wrong, request.script));
  const own = writeVosot({
    script: request.script,
    targetSeconds: request.targetLength,
    storyStyle: request.storyStyle,
  }).sections.soundOnTape;
  if (!own) {
    const { soundOnTape: _dropped, ...rest } = sections;
    return { sections: rest, repair: { action: 'dropped', reason, text: `"${wrong.quote}"` } };
  }
  return {
    sections: { ...sections, soundOnTape: own },
    repair: { action: 'restored-quotation', reason, text: `${own.speaker}: "${own.quote}"` },
  };
}

/**
 * The package without the narration sentences the source does not support, and with the source's
 * own bite in place of a wrong one; undefined when no intro would be left.
 */
function keepSupported(
  sections: VosotSectionsView,
  request: VosotRequest,
): { sections: VosotSectionsView; repairs: CopyRepair[] } | undefined {
  const facts = factChecker(request.script);
  const repairs: CopyRepair[] = [];
  let kept: VosotSectionsView = { ...sections };
  for (const key of NARRATION) {
    const pruned = dropUnsupportedSentences(kept[key], facts);
    kept[key] = pruned.text;
    repairs.push(...pruned.repairs);
  }
  if (!kept.anchorIntro) return undefined;
  if (kept.soundOnTape && biteProblems(kept.soundOnTape, request.script).length) {
    const mended = mendBite(kept, request);
    kept = mended.sections;
    repairs.push(mended.repair);
  }
  return { sections: kept, repairs };
}

/** VOSOT: `text` is the formatted package (copy-engine's formatVosot), with `sections` beside it. */
export const vosotTool: ToolWriter<'vosot'> = {
  tool: 'vosot',

  offline(request) {
    const result = writeVosot({
      script: request.script,
      targetSeconds: request.targetLength,
      storyStyle: request.storyStyle,
    });
    return { text: result.text, sections: result.sections, checks: result.checks };
  },

  prompt: vosotPrompt,

  /**
   * What the source does not support goes before the cut to time (a narration sentence, a bite
   * that is not the source's words), so the time is never spent on copy that is going anyway. An
   * intro with nothing supported left stays whole, for the checks to report and the desk to ask
   * the model again.
   */
  fromModel(raw, request) {
    const parsed = parseVosot(raw);
    const sot = parsed.soundOnTape;
    const broadcast: VosotSectionsView = {
      anchorIntro: toBroadcastNumbers(parsed.anchorIntro),
      voiceOver: toBroadcastNumbers(parsed.voiceOver),
      ...(sot ? { soundOnTape: { ...sot, quote: toBroadcastNumbers(sot.quote) } } : {}),
      continuingVoiceOver: toBroadcastNumbers(parsed.continuingVoiceOver),
    };
    const supported = keepSupported(broadcast, request) ?? { sections: broadcast, repairs: [] };
    const fitted = fitPackage(supported.sections, request.targetLength);
    return finish(fitted.sections, request, [...supported.repairs, ...(fitted.repair ? [fitted.repair] : [])]);
  },

  source: (request) => request.script,
};

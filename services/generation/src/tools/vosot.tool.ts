import type { VosotRequest, VosotSectionsView } from '@newsroom/contracts';
import {
  READ_TIME_TOLERANCE,
  checkCopy,
  fitToReadTime,
  formatVosot,
  readSeconds,
  stripCrewText,
  toBroadcastNumbers,
  writeVosot,
} from '@newsroom/copy-engine';
import { vosotPrompt } from '../prompts/vosot.prompt';
import type { ToolOutput, ToolWriter } from './tool-writer';
import { parseVosot } from './utils/vosot-answer.util';

type Narration = 'anchorIntro' | 'voiceOver' | 'continuingVoiceOver';
const NARRATION: Narration[] = ['anchorIntro', 'voiceOver', 'continuingVoiceOver'];

/** What the anchor and the tape say, in order: what is timed and fact-checked (as writeVosot does). */
const spoken = (s: VosotSectionsView): string =>
  [s.anchorIntro, s.voiceOver, s.soundOnTape ? `"${s.soundOnTape.quote}"` : '', s.continuingVoiceOver]
    .filter(Boolean)
    .join('\n');

/**
 * Over time, the narration gives the time back, each section in proportion to its length and
 * from its end (the bite is the source's own words and is never cut).
 */
function fitPackage(sections: VosotSectionsView, targetSeconds: number): VosotSectionsView {
  if (readSeconds(stripCrewText(spoken(sections))) <= targetSeconds * (1 + READ_TIME_TOLERANCE)) return sections;
  const bite = sections.soundOnTape ? readSeconds(sections.soundOnTape.quote) : 0;
  const budget = Math.max(targetSeconds - bite, 1);
  const total = NARRATION.reduce((sum, key) => sum + readSeconds(sections[key]), 0);
  const fitted = { ...sections };
  for (const key of NARRATION) {
    const seconds = readSeconds(sections[key]);
    if (seconds > 0) fitted[key] = fitToReadTime(sections[key], Math.max((budget * seconds) / total, 1)).text;
  }
  return fitted;
}

function finish(sections: VosotSectionsView, request: VosotRequest): ToolOutput {
  const checks = checkCopy(spoken(sections), request.script, { targetSeconds: request.targetLength });
  return { text: formatVosot(sections), sections, checks };
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

  fromModel(raw, request) {
    const parsed = parseVosot(raw);
    const sot = parsed.soundOnTape;
    const broadcast: VosotSectionsView = {
      anchorIntro: toBroadcastNumbers(parsed.anchorIntro),
      voiceOver: toBroadcastNumbers(parsed.voiceOver),
      ...(sot ? { soundOnTape: { ...sot, quote: toBroadcastNumbers(sot.quote) } } : {}),
      continuingVoiceOver: toBroadcastNumbers(parsed.continuingVoiceOver),
    };
    return finish(fitPackage(broadcast, request.targetLength), request);
  },
};

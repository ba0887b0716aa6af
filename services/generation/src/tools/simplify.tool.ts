import { checkCopy, factChecker, simplifyScript, toBroadcastNumbers } from '@newsroom/copy-engine';
import { simplifyPrompt } from '../prompts/simplify.prompt';
import type { ToolWriter } from './tool-writer';
import { cleanModelAnswer, unreadable } from './utils/model-answer.util';
import { dropUnsupportedSentences } from './utils/prune.util';
import { dropLabelLine, fitScriptToTime } from './utils/refit.util';

/** Script Simplifier: `text` is the simplified script. */
export const simplifyTool: ToolWriter<'simplify'> = {
  tool: 'simplify',

  offline(request) {
    const result = simplifyScript({
      script: request.script,
      targetSeconds: request.target_length,
      tone: request.anchor_tone,
    });
    return { text: result.text, checks: result.checks };
  },

  prompt: simplifyPrompt,

  /**
   * Sentences the source does not support go before the cut to time, so the time is never spent
   * on copy that is going anyway. A script with nothing supported left stays whole, for the
   * checks to report and the desk to ask the model again.
   */
  fromModel(raw, request) {
    const copy = toBroadcastNumbers(dropLabelLine(cleanModelAnswer(raw)));
    if (!copy) unreadable('a script');
    const supported = dropUnsupportedSentences(copy, factChecker(request.script));
    const kept = supported.text ? supported : { text: copy, repairs: [] };
    const fitted = fitScriptToTime(kept.text, request.target_length);
    const repairs = [...kept.repairs, ...(fitted.repair ? [fitted.repair] : [])];
    return {
      text: fitted.text,
      checks: checkCopy(fitted.text, request.script, { targetSeconds: request.target_length }),
      ...(repairs.length ? { repairs } : {}),
    };
  },

  source: (request) => request.script,
};

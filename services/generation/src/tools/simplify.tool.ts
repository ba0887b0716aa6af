import { checkCopy, simplifyScript, toBroadcastNumbers } from '@newsroom/copy-engine';
import { simplifyPrompt } from '../prompts/simplify.prompt';
import type { ToolWriter } from './tool-writer';
import { cleanModelAnswer, unreadable } from './utils/model-answer.util';
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

  fromModel(raw, request) {
    const copy = dropLabelLine(cleanModelAnswer(raw));
    if (!copy) unreadable('a script');
    const text = fitScriptToTime(toBroadcastNumbers(copy), request.target_length);
    return { text, checks: checkCopy(text, request.script, { targetSeconds: request.target_length }) };
  },
};

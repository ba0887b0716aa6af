import type { CoachRequest } from '@newsroom/contracts';
import { checkCopy, writeCoachAnswer } from '@newsroom/copy-engine';
import { coachPrompt } from '../prompts/coach.prompt';
import type { ToolOutput, ToolWriter } from './tool-writer';
import { cleanModelAnswer, unreadable } from './utils/model-answer.util';

/**
 * Advice has no source to hold it to, so the checks report its read time and length only (facts
 * checked against the answer itself find nothing by design); the writing check looks for cuts only,
 * because advice is written in lists and headings.
 */
const finish = (text: string): ToolOutput => ({
  text,
  checks: checkCopy(text, text, { numberStyle: 'none', kind: 'advice' }),
});

/** AI career coach: `text` is the coach's answer. */
export const coachTool: ToolWriter<'coach'> = {
  tool: 'coach',

  offline(request: CoachRequest) {
    const { response } = writeCoachAnswer({
      skillArea: request.selected_skill_area,
      careerStage: request.career_stage,
      question: request.user_question,
    });
    return finish(response);
  },

  prompt: coachPrompt,

  fromModel(raw) {
    const text = cleanModelAnswer(raw);
    if (!text) unreadable("the coach's answer");
    return finish(text);
  },

  /** Advice is held to no source: nothing in it can be unsupported, so there is nothing to prune. */
  source: () => '',
};

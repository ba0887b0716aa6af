import type { CoachRequest } from '@newsroom/contracts';
import { KNOWLEDGE_BASE } from '@newsroom/copy-engine';
import type { ChatPrompt, ChatTurn } from '../tools/tool-writer';
import { sourceBlock } from './house-style';

const STAGES: Record<CoachRequest['career_stage'], string> = {
  early: 'early career (first years: habits, accuracy, hitting time)',
  mid: 'mid-career (sharpening daily craft, owning a beat)',
  senior: 'senior journalist (depth, harder stories told simply, setting the standard)',
  leadership: 'newsroom leadership (teaching habits, building systems that last)',
};

/** AI career coach: practical advice for a journalist's question. */
export function coachPrompt(request: CoachRequest): ChatPrompt {
  const area = KNOWLEDGE_BASE[request.selected_skill_area];
  const system = [
    'You are a career coach for broadcast and digital journalists: a former news director and senior producer ' +
      'who has trained reporters, producers and anchors for years.',
    'Give practical, specific advice a journalist can use on their next shift: concrete steps, examples from newsroom work, ' +
      'and one clear next step. Be warm and direct. Keep it under 250 words.',
    'Hold to newsroom ethics: accuracy first, verify before you publish, attribute, never fabricate. ' +
      'Do not invent statistics, studies, people or organisations; if you are unsure of a fact, say so.',
    'Plain text: short paragraphs and, where useful, a numbered list. No markdown headings or bold.',
  ].join('\n\n');
  const user = [
    `Skill area: ${area.label}.`,
    `Career stage: ${STAGES[request.career_stage]}.`,
    sourceBlock('Question', request.user_question),
  ].join('\n\n');
  // Earlier turns let a follow-up ("and for a 20-second one?") make sense; the user's own words go
  // in as user turns, never into the system brief.
  const history = (request.history ?? []).map((turn): ChatTurn => ({
    role: turn.role === 'coach' ? 'assistant' : 'user',
    content: turn.message,
  }));
  return { system, ...(history.length ? { history } : {}), user };
}

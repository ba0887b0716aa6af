import {
  COACH_APOLOGY,
  COACH_CAREER_STAGE_IDS,
  COACH_ERROR_TITLE,
  COACH_HISTORY_MESSAGE_MAX,
  COACH_HISTORY_TURNS,
  COACH_SKILL_AREA_IDS,
  COACH_WELCOME,
  GENERATION_FALLBACKS,
  GENERATION_MESSAGES,
  hasControlCharacters,
  type CoachMessage,
  type CoachRequest,
} from '@newsroom/contracts';
import { useToast } from '@newsroom/ui';
import { useCallback, useRef, useState } from 'react';
import { askCoach, type CoachResult, type GenerationCall } from '../../generation/api';
import { useGeneration } from '../../generation/useGeneration';

/** A line of the chat; the welcome and the apology are ours, so they never go back to the model. */
export interface ChatMessage extends CoachMessage {
  id: number;
  kind?: 'welcome' | 'apology';
}

export type SkillArea = (typeof COACH_SKILL_AREA_IDS)[number];
export type CareerStage = (typeof COACH_CAREER_STAGE_IDS)[number];

const WELCOME: ChatMessage = { id: 0, role: 'coach', message: COACH_WELCOME, kind: 'welcome' };

/**
 * The turns a question carries so a follow-up makes sense: the last few real messages before it,
 * oldest first, each within the server's limits (an over-long answer is cut, not refused).
 */
export function historyFor(messages: readonly ChatMessage[]): NonNullable<CoachRequest['history']> {
  return messages
    .filter((m) => !m.kind && m.message.trim() && !hasControlCharacters(m.message, { multiline: true }))
    .slice(-COACH_HISTORY_TURNS)
    .map(({ role, message }) => ({ role, message: message.trim().slice(0, COACH_HISTORY_MESSAGE_MAX) }));
}

/**
 * The AI Coach conversation. The page owns it, so the chat survives switching tabs (hidden tab
 * panels unmount) and an answer that arrives while the user is on Browse still lands in it.
 */
export function useCoachChat() {
  const { toast } = useToast();
  const [messages, setMessages] = useState<ChatMessage[]>([WELCOME]);
  const [skillArea, setSkillArea] = useState<SkillArea>(COACH_SKILL_AREA_IDS[0]);
  const [careerStage, setCareerStage] = useState<CareerStage>(COACH_CAREER_STAGE_IDS[0]);
  const [question, setQuestion] = useState('');
  const nextId = useRef(1);

  const append = useCallback((message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id }]);
  }, []);

  // The answer (or the apology) joins the chat as the call settles, wherever the user is.
  const call = useCallback<GenerationCall<CoachRequest, CoachResult>>(
    async (request, streamId) => {
      try {
        const result = await askCoach(request, streamId);
        append({ role: 'coach', message: result.response });
        return result;
      } catch (error) {
        append({ role: 'coach', message: COACH_APOLOGY, kind: 'apology' });
        toast({ title: COACH_ERROR_TITLE, description: GENERATION_FALLBACKS.coach, variant: 'destructive' });
        throw error;
      }
    },
    [append, toast],
  );
  const generation = useGeneration(call, { fallback: GENERATION_FALLBACKS.coach, toastOnError: false });

  const send = () => {
    if (generation.isPending) return;
    const text = question.trim();
    if (!text) {
      toast({
        title: GENERATION_MESSAGES.questionTitle,
        description: GENERATION_MESSAGES.questionEmpty,
        variant: 'destructive',
      });
      return;
    }
    const history = historyFor(messages);
    append({ role: 'user', message: text });
    setQuestion('');
    generation.run({
      selected_skill_area: skillArea,
      career_stage: careerStage,
      user_question: text,
      ...(history.length ? { history } : {}),
    });
  };

  // The draft question stays: a user often clears the chat to ask it afresh.
  const clear = () => setMessages([WELCOME]);

  return {
    messages,
    skillArea,
    setSkillArea,
    careerStage,
    setCareerStage,
    question,
    setQuestion,
    send,
    clear,
    pending: generation.isPending,
    streamingText: generation.streamingText,
    stageLabel: generation.stageLabel,
  };
}

export type CoachChatState = ReturnType<typeof useCoachChat>;

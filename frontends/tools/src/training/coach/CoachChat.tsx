import {
  COACH_CAREER_STAGE_IDS,
  COACH_CAREER_STAGE_LABELS,
  COACH_CHAT_HEIGHT_PX,
  COACH_SKILL_AREA_IDS,
  COACH_SKILL_AREA_LABELS,
  INPUT_LIMITS,
} from '@newsroom/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cx } from '@newsroom/ui';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { SelectField } from '../../components/fields';
import type { CareerStage, ChatMessage, CoachChatState, SkillArea } from './useCoachChat';

const SKILL_OPTIONS = COACH_SKILL_AREA_IDS.map((value) => ({ value, label: COACH_SKILL_AREA_LABELS[value] }));
const STAGE_OPTIONS = COACH_CAREER_STAGE_IDS.map((value) => ({ value, label: COACH_CAREER_STAGE_LABELS[value] }));

/** How close to the bottom (px) counts as "following along" while an answer streams in. */
const FOLLOW_THRESHOLD_PX = 80;

/** AI Chat: the conversation the page keeps (useCoachChat), in a fixed-height box that scrolls. */
export function CoachChat({ chat }: { chat: CoachChatState }) {
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);

  // A new message (or the coach starting to answer) brings the newest line into view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.pending]);

  // While the answer streams in, follow it only if the reader has not scrolled up to reread.
  useEffect(() => {
    const log = logRef.current;
    if (log && log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_THRESHOLD_PX) {
      log.scrollTop = log.scrollHeight;
    }
  }, [chat.streamingText]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send();
    }
  };

  return (
    <Card className="coach-chat">
      <CardHeader className="coach-chat__header">
        <div>
          <CardTitle as="h2">AI Career Coach</CardTitle>
          <CardDescription>Practical advice for your next step, from writing to the newsroom.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={chat.clear} disabled={chat.pending}>
          Clear Chat
        </Button>
      </CardHeader>
      <CardContent className="coach-chat__content">
        <div className="tool-form__row">
          <SelectField
            id={`${id}-skill`}
            label="Skill Area"
            name="skillArea"
            value={chat.skillArea}
            options={SKILL_OPTIONS}
            onChange={(event) => chat.setSkillArea(event.target.value as SkillArea)}
          />
          <SelectField
            id={`${id}-stage`}
            label="Career Stage"
            name="careerStage"
            value={chat.careerStage}
            options={STAGE_OPTIONS}
            onChange={(event) => chat.setCareerStage(event.target.value as CareerStage)}
          />
        </div>

        <div
          ref={logRef}
          className="coach-chat__log"
          role="log"
          aria-live="polite"
          aria-label="Conversation with the AI Coach"
          // Focusable so keyboard users can scroll it.
          tabIndex={0}
          style={{ height: COACH_CHAT_HEIGHT_PX }}
          data-testid="coach-log"
        >
          {chat.messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {chat.pending ? <PendingBubble text={chat.streamingText} stage={chat.stageLabel} /> : null}
        </div>

        <form
          className="coach-chat__form"
          aria-label="Ask the AI Coach"
          onSubmit={(event) => {
            event.preventDefault();
            chat.send();
          }}
        >
          <label className="nr-label" htmlFor={`${id}-question`}>
            Your question
          </label>
          <div className="coach-chat__compose">
            <textarea
              id={`${id}-question`}
              className="nr-textarea coach-chat__input"
              rows={2}
              value={chat.question}
              maxLength={INPUT_LIMITS.question}
              placeholder="How do I make my scripts tighter without losing the story?"
              aria-describedby={`${id}-hint`}
              onChange={(event) => chat.setQuestion(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button type="submit" disabled={chat.pending} className="coach-chat__send">
              Send
            </Button>
          </div>
          <p id={`${id}-hint`} className="nr-field__hint">
            Enter sends; Shift+Enter starts a new line.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

function Bubble({ message: { role, message } }: { message: ChatMessage }) {
  return (
    <div className={cx('coach-msg', `coach-msg--${role}`)} data-testid="coach-message" data-role={role}>
      {role === 'coach' ? <CoachAvatar /> : null}
      <p className="coach-msg__text">
        <span className="nr-sr-only">{role === 'coach' ? 'Coach: ' : 'You: '}</span>
        {message}
      </p>
    </div>
  );
}

/** The coach's answer as it is written, or a typing indicator with the job's stage until then. */
function PendingBubble({ text, stage }: { text: string; stage: string | null }) {
  return (
    <div className="coach-msg coach-msg--coach coach-msg--pending" aria-busy="true" data-testid="coach-pending">
      <CoachAvatar />
      <div className="coach-msg__text">
        {/* Announced once as typing; the finished answer is announced when it joins the log. */}
        <span className="nr-sr-only">Coach is typing…</span>
        {text ? (
          <span aria-hidden="true">{text}</span>
        ) : (
          <span className="coach-typing" aria-hidden="true">
            <span className="coach-typing__dot" />
            <span className="coach-typing__dot" />
            <span className="coach-typing__dot" />
            {stage ? <span className="coach-typing__stage">{stage}</span> : null}
          </span>
        )}
      </div>
    </div>
  );
}

function CoachAvatar() {
  return (
    <span className="coach-msg__avatar" aria-hidden="true">
      AI
    </span>
  );
}

/**
 * The offline AI career coach: answers a journalist's question from the shipped knowledge base
 * when no LLM is configured. Deterministic: the same area, stage and question give the same answer.
 */
import { CAREER_STAGES, COACH_SKILL_AREAS, KNOWLEDGE_BASE, STAGE_FRAMING } from './knowledge-base';
import type { CareerStage, CoachSkillArea, CoachTip } from './types';

export interface CoachInput {
  /** One of COACH_SKILL_AREAS; anything else throws. */
  skillArea: string;
  /** One of CAREER_STAGES; anything else throws. */
  careerStage: string;
  question: string;
}

export interface CoachAnswer {
  response: string;
}

const TIPS_PER_ANSWER = 3;

/** Short keywords must match a word exactly; longer ones also match words they start ("second" -> "seconds"). */
const MIN_PREFIX_LENGTH = 4;

function questionWords(question: string): string[] {
  return question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

function keywordMatches(keyword: string, words: readonly string[]): boolean {
  return words.some((word) => word === keyword || (keyword.length >= MIN_PREFIX_LENGTH && word.startsWith(keyword)));
}

function score(tip: CoachTip, words: readonly string[]): number {
  return tip.keywords.filter((keyword) => keywordMatches(keyword, words)).length;
}

/** The most relevant tips by keyword overlap; ties keep knowledge-base order. */
export function pickCoachTips(tips: readonly CoachTip[], question: string, count = TIPS_PER_ANSWER): CoachTip[] {
  const words = questionWords(question);
  return tips
    .map((tip, index) => ({ tip, index, score: score(tip, words) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.tip);
}

function isSkillArea(value: string): value is CoachSkillArea {
  return (COACH_SKILL_AREAS as readonly string[]).includes(value);
}

function isCareerStage(value: string): value is CareerStage {
  return (CAREER_STAGES as readonly string[]).includes(value);
}

export function writeCoachAnswer(input: CoachInput): CoachAnswer {
  const question = (input.question ?? '').trim();
  if (!question) throw new Error('Please enter a question');
  if (!isSkillArea(input.skillArea)) throw new Error(`Unknown skill area: ${String(input.skillArea)}`);
  if (!isCareerStage(input.careerStage)) throw new Error(`Unknown career stage: ${String(input.careerStage)}`);

  const area = KNOWLEDGE_BASE[input.skillArea];
  const tips = pickCoachTips(area.tips, question);
  const list = tips.map((tip, index) => `${index + 1}. ${tip.text}`).join('\n');

  const response = [
    `Good question. ${STAGE_FRAMING[input.careerStage]}`,
    `Here are three things that will help most with ${area.label}:`,
    list,
    `Your next step: ${area.nextSteps[input.careerStage]}`,
    'Try it, then come back and tell me how it went. We can build from there.',
  ].join('\n\n');

  return { response };
}

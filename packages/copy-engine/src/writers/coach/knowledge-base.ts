/**
 * The coach's knowledge base, shipped as typed data so it works offline: practical tips for each
 * skill area, a framing for each career stage and, per area, one next step for each stage.
 */
import { PRODUCTION_KNOWLEDGE } from './kb-production';
import { REPORTING_KNOWLEDGE } from './kb-reporting';
import type { CareerStage, CoachSkillArea, SkillAreaKnowledge } from './types';

export type { CareerStage, CoachSkillArea, CoachTip, SkillAreaKnowledge } from './types';

export const COACH_SKILL_AREAS: readonly CoachSkillArea[] = [
  'assessment',
  'research',
  'data',
  'content',
  'multimedia',
  'workflow',
];

export const CAREER_STAGES: readonly CareerStage[] = ['early', 'mid', 'senior', 'leadership'];

export const KNOWLEDGE_BASE: Readonly<Record<CoachSkillArea, SkillAreaKnowledge>> = {
  ...REPORTING_KNOWLEDGE,
  ...PRODUCTION_KNOWLEDGE,
};

export const STAGE_FRAMING: Readonly<Record<CareerStage, string>> = {
  early:
    'Early in your career, the goal is solid habits: clean copy, checked facts and hitting your time every time. Speed comes later.',
  mid: 'At mid-career you already have the basics, so the gains come from sharpening what you do every day and owning a beat.',
  senior:
    'As a senior journalist, your work sets the standard others copy, and the next step is depth: harder stories told more simply.',
  leadership:
    'In a leadership role, your job is to make the whole desk better, so think about habits you can teach and systems that last.',
};

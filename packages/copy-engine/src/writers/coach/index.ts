export { writeCoachAnswer, pickCoachTips } from './coach';
export type { CoachInput, CoachAnswer } from './coach';
export { COACH_SKILL_AREAS, CAREER_STAGES, KNOWLEDGE_BASE, STAGE_FRAMING } from './knowledge-base';
export type { CareerStage, CoachSkillArea, CoachTip, SkillAreaKnowledge } from './knowledge-base';

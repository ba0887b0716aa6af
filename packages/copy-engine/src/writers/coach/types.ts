export type CoachSkillArea = 'assessment' | 'research' | 'data' | 'content' | 'multimedia' | 'workflow';

export type CareerStage = 'early' | 'mid' | 'senior' | 'leadership';

export interface CoachTip {
  /** One concrete, practical piece of advice, written as a full sentence or two. */
  text: string;
  /** Lower-case words; a question word matches when it equals or starts with one. */
  keywords: readonly string[];
}

export interface SkillAreaKnowledge {
  label: string;
  tips: readonly CoachTip[];
  /** One next step per career stage, specific to this area. */
  nextSteps: Readonly<Record<CareerStage, string>>;
}

import type { ToolRequests } from '@newsroom/contracts';

/** A council story with names, numbers and a quotation: enough for every tool and every check. */
export const COUNCIL_STORY =
  'The Maple Falls City Council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs. ' +
  'Mayor Jane Ortiz said the plan will fix 45 miles of streets over the next 3 years. ' +
  '"We have waited long enough for safe roads," Ortiz said. ' +
  'Residents on the east side have complained about potholes for more than a decade. ' +
  'Work on the first 12 streets begins in March. ' +
  'The council will review progress at its meeting next spring. ' +
  'Officials expect some lane closures during the summer months. ' +
  'Drivers are asked to follow posted detours and to allow extra time for their commutes.';

export const simplifyRequest = (over: Partial<ToolRequests['simplify']> = {}): ToolRequests['simplify'] => ({
  script: COUNCIL_STORY,
  target_length: 30,
  anchor_tone: 'conversational',
  ...over,
});

export const vosotRequest = (over: Partial<ToolRequests['vosot']> = {}): ToolRequests['vosot'] => ({
  script: COUNCIL_STORY,
  targetLength: 30,
  storyStyle: 'hard_news',
  ...over,
});

export const teaseRequest = (over: Partial<ToolRequests['tease']> = {}): ToolRequests['tease'] => ({
  script: COUNCIL_STORY,
  teaseStyle: 'compelling',
  ...over,
});

export const bannerRequest = (over: Partial<ToolRequests['banner']> = {}): ToolRequests['banner'] => ({
  topic: 'Maple Falls council approves $4.5 million road repair budget after years of pothole complaints',
  style: 'modern',
  charCount: 30,
  ...over,
});

export const articleRequest = (over: Partial<ToolRequests['article']> = {}): ToolRequests['article'] => ({
  broadcastContent: COUNCIL_STORY,
  headline: 'Council approves road repair budget',
  location: 'Maple Falls, Ohio',
  tone: 'standard',
  ...over,
});

export const socialRequest = (over: Partial<ToolRequests['social']> = {}): ToolRequests['social'] => ({
  newsContent: COUNCIL_STORY,
  platform: 'twitter',
  tone: 'informative',
  length: 'medium',
  ...over,
});

export const coachRequest = (over: Partial<ToolRequests['coach']> = {}): ToolRequests['coach'] => ({
  selected_skill_area: 'content',
  career_stage: 'early',
  user_question: 'How do I keep my scripts to exactly 30 seconds?',
  ...over,
});

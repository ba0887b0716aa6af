import { z } from 'zod';
import { safeText } from './text';

/**
 * The copy tools' calls (spec sections 3, 5, 7 and 9): request schemas with the spec's exact
 * messages, the answers' shapes, and the limits the server enforces. The forms in the tools remote
 * and the generation service both use these, so a rule lives in one place.
 */

/** Messages of the spec's validation table (section 5), plus the ones the spec leaves to us. */
export const GENERATION_MESSAGES = {
  scriptMin10: 'Script must be at least 10 characters',
  scriptMin50: 'Script must be at least 50 characters',
  targetLength: 'Please select a target length',
  anchorTone: 'Please select an anchor tone',
  storyStyle: 'Please select a story style',
  teaseStyle: 'Please select a tease style',
  topicMin: 'Topic must be at least 10 characters',
  bannerStyle: 'Please select a banner style',
  charCount: 'Please select a character count',
  contentMin50: 'Content must be at least 50 characters',
  headlineMin: 'Headline must be at least 5 characters',
  locationMin: 'Location must be at least 2 characters',
  articleTone: 'Please select a tone',
  contentMin30: 'Content must be at least 30 characters',
  platform: 'Please select a platform',
  socialTone: 'Please select a tone',
  socialLength: 'Please select a length',
  questionTitle: 'Please enter a question',
  questionEmpty: 'Your question cannot be empty',
  skillArea: 'Please select a skill area',
  careerStage: 'Please select a career stage',
} as const;

/** Error fallbacks of the spec's error catalogue (section 8), shown when the server gives none. */
export const GENERATION_FALLBACKS = {
  simplify: 'Failed to simplify script',
  vosot: 'Failed to generate VOSOT',
  tease: 'Failed to generate tease options',
  banner: 'Failed to generate banner',
  article: 'Failed to generate article',
  social: 'Failed to generate social content',
  coach: 'Failed to get a response from the AI Coach. Please try again.',
} as const;

/** Toast title for a failed generator (spec section 8). */
export const GENERATION_FAILED_TITLE = 'Generation failed';

/**
 * Upper bounds the spec leaves open. A script past these is a clear 400, not a crash or a large
 * LLM bill. 20,000 characters is about 3,300 words: a long-form package, several times a newscast.
 */
export const INPUT_LIMITS = {
  script: 20_000,
  topic: 500,
  headline: 200,
  location: 100,
  newsContent: 10_000,
  question: 2_000,
} as const;

const atMost = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/** Text with a minimum (the spec's message) and a maximum (ours). Counted after trimming. */
const text = (min: number, minMessage: string, max: number, label: string) =>
  z.string({ error: minMessage }).trim().min(min, minMessage).max(max, atMost(label, max));

/** A choice from a fixed list; `options` are the spec's values, in the form's order. */
const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/**
 * A number from a fixed list. Forms hold strings ("30") and the API holds numbers (30); both
 * parse to the number, so one schema serves the form and the server.
 */
const numberChoice = <const T extends readonly number[]>(options: T, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).refine((n): n is T[number] => options.includes(n), { message }),
  ) as unknown as z.ZodType<T[number], T[number] | string>;

// ---------------------------------------------------------------------------------------------
// Options offered by the forms (values as the API takes them, labels as the spec shows them).

export const SIMPLIFIER_LENGTHS = [20, 30, 60] as const;
export const VOSOT_LENGTHS = [20, 30, 45, 60] as const;
export const ANCHOR_TONES = ['conversational', 'concise'] as const;
export const STORY_STYLES = ['hard_news', 'feature', 'sports'] as const;
export const TEASE_STYLES = ['compelling', 'question', 'dramatic'] as const;
export const BANNER_STYLES = ['modern', 'dramatic', 'minimal'] as const;
export const BANNER_CHAR_COUNTS = [25, 30, 45] as const;
export const ARTICLE_TONES = ['standard', 'feature', 'analysis'] as const;
export const SOCIAL_PLATFORMS = ['twitter', 'facebook', 'instagram', 'push_alert'] as const;
export const SOCIAL_TONES = ['breaking', 'engaging', 'informative'] as const;
export const SOCIAL_LENGTHS = ['short', 'medium', 'extended'] as const;
export const COACH_SKILL_AREA_IDS = ['assessment', 'research', 'data', 'content', 'multimedia', 'workflow'] as const;
export const COACH_CAREER_STAGE_IDS = ['early', 'mid', 'senior', 'leadership'] as const;

/** Social lengths in characters (spec section 9). */
export const SOCIAL_LENGTH_RANGES = {
  short: { min: 60, max: 100 },
  medium: { min: 100, max: 200 },
  extended: { min: 200, max: 280 },
} as const satisfies Record<(typeof SOCIAL_LENGTHS)[number], { min: number; max: number }>;

/** Three options per tease, banner and social request (spec section 9). */
export const OPTIONS_PER_REQUEST = 3;

// ---------------------------------------------------------------------------------------------
// Requests (spec section 7: field names as the call table gives them).

/** POST /api/process */
export const simplifyRequestSchema = z.object({
  script: text(10, GENERATION_MESSAGES.scriptMin10, INPUT_LIMITS.script, 'Script'),
  target_length: numberChoice(SIMPLIFIER_LENGTHS, GENERATION_MESSAGES.targetLength),
  anchor_tone: choice(ANCHOR_TONES, GENERATION_MESSAGES.anchorTone),
});
export type SimplifyRequest = z.infer<typeof simplifyRequestSchema>;

/** The simplifier form names its fields as the spec's validation table does; the payload is snake_case. */
export const simplifierFormSchema = z.object({
  script: simplifyRequestSchema.shape.script,
  targetLength: simplifyRequestSchema.shape.target_length,
  anchorTone: simplifyRequestSchema.shape.anchor_tone,
});
export type SimplifierForm = z.infer<typeof simplifierFormSchema>;
export const toSimplifyRequest = (form: SimplifierForm): SimplifyRequest => ({
  script: form.script,
  target_length: form.targetLength,
  anchor_tone: form.anchorTone,
});

/** The script of the VOSOT and tease generators: at least 50 characters. */
const script50 = text(50, GENERATION_MESSAGES.scriptMin50, INPUT_LIMITS.script, 'Script');

/** POST /api/generate-vosot */
export const vosotRequestSchema = z.object({
  script: script50,
  targetLength: numberChoice(VOSOT_LENGTHS, GENERATION_MESSAGES.targetLength),
  storyStyle: choice(STORY_STYLES, GENERATION_MESSAGES.storyStyle),
});
export type VosotRequest = z.infer<typeof vosotRequestSchema>;

/** POST /api/generate-tease */
export const teaseRequestSchema = z.object({
  script: script50,
  teaseStyle: choice(TEASE_STYLES, GENERATION_MESSAGES.teaseStyle),
});
export type TeaseRequest = z.infer<typeof teaseRequestSchema>;

/** POST /api/generate-banner */
export const bannerRequestSchema = z.object({
  topic: text(10, GENERATION_MESSAGES.topicMin, INPUT_LIMITS.topic, 'Topic'),
  style: choice(BANNER_STYLES, GENERATION_MESSAGES.bannerStyle),
  charCount: numberChoice(BANNER_CHAR_COUNTS, GENERATION_MESSAGES.charCount),
});
export type BannerRequest = z.infer<typeof bannerRequestSchema>;

/** POST /api/create-digital-article */
export const articleRequestSchema = z.object({
  broadcastContent: text(50, GENERATION_MESSAGES.contentMin50, INPUT_LIMITS.script, 'Content'),
  headline: text(5, GENERATION_MESSAGES.headlineMin, INPUT_LIMITS.headline, 'Headline'),
  location: text(2, GENERATION_MESSAGES.locationMin, INPUT_LIMITS.location, 'Location'),
  tone: choice(ARTICLE_TONES, GENERATION_MESSAGES.articleTone),
});
export type ArticleRequest = z.infer<typeof articleRequestSchema>;

/** POST /api/generate-social */
export const socialRequestSchema = z.object({
  newsContent: text(30, GENERATION_MESSAGES.contentMin30, INPUT_LIMITS.newsContent, 'Content'),
  platform: choice(SOCIAL_PLATFORMS, GENERATION_MESSAGES.platform),
  tone: choice(SOCIAL_TONES, GENERATION_MESSAGES.socialTone),
  length: choice(SOCIAL_LENGTHS, GENERATION_MESSAGES.socialLength),
});
export type SocialRequest = z.infer<typeof socialRequestSchema>;

/** Who said a line of the coach chat (spec section 3). */
export const COACH_ROLES = ['coach', 'user'] as const;
export interface CoachMessage {
  role: (typeof COACH_ROLES)[number];
  message: string;
}

/** How many earlier chat turns a question may carry, so a follow-up makes sense to a model. */
export const COACH_HISTORY_TURNS = 6;
export const COACH_HISTORY_MESSAGE_MAX = 4_000;

const coachTurn = z.object({
  role: z.enum(COACH_ROLES, { error: 'A chat turn is from the coach or the user' }),
  message: safeText({
    label: 'A chat message',
    min: 1,
    minMessage: 'A chat message cannot be empty',
    max: COACH_HISTORY_MESSAGE_MAX,
    multiline: true,
  }),
});

/** POST /api/ai-career-coach; `history` (ours) is the last few turns before this question, oldest first. */
export const coachRequestSchema = z.object({
  selected_skill_area: choice(COACH_SKILL_AREA_IDS, GENERATION_MESSAGES.skillArea),
  career_stage: choice(COACH_CAREER_STAGE_IDS, GENERATION_MESSAGES.careerStage),
  user_question: text(1, GENERATION_MESSAGES.questionEmpty, INPUT_LIMITS.question, 'Question'),
  history: z
    .array(coachTurn, { error: 'The chat history must be a list of turns' })
    .max(COACH_HISTORY_TURNS, `Send at most ${COACH_HISTORY_TURNS} earlier chat turns`)
    .optional(),
});
export type CoachRequest = z.infer<typeof coachRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Tools: one per call, each a job type on the queue.

export const GENERATION_TOOLS = ['simplify', 'vosot', 'tease', 'banner', 'article', 'social', 'coach'] as const;
export type GenerationTool = (typeof GENERATION_TOOLS)[number];

export interface ToolRequests {
  simplify: SimplifyRequest;
  vosot: VosotRequest;
  tease: TeaseRequest;
  banner: BannerRequest;
  article: ArticleRequest;
  social: SocialRequest;
  coach: CoachRequest;
}

/** Each tool's request schema, by tool: the API validates with these. */
export const TOOL_REQUEST_SCHEMAS = {
  simplify: simplifyRequestSchema,
  vosot: vosotRequestSchema,
  tease: teaseRequestSchema,
  banner: bannerRequestSchema,
  article: articleRequestSchema,
  social: socialRequestSchema,
  coach: coachRequestSchema,
} as const satisfies { [T in GenerationTool]: z.ZodType<ToolRequests[T], unknown> };

/** The spec's path for each tool (section 7). */
export const TOOL_PATHS = {
  simplify: '/api/process',
  vosot: '/api/generate-vosot',
  tease: '/api/generate-tease',
  banner: '/api/generate-banner',
  article: '/api/create-digital-article',
  social: '/api/generate-social',
  coach: '/api/ai-career-coach',
} as const satisfies Record<GenerationTool, string>;

/**
 * Streaming rides beside the spec's calls, which stay exactly as the spec says: the page opens an
 * EventSource on `progressStreamPath(id)` with an id it made up, then makes the spec's POST with
 * that id in STREAM_ID_HEADER. The worker publishes the job's progress and, for LLM providers, the
 * copy as it is written; the POST's answer is still the final word.
 */
export const STREAM_ID_HEADER = 'x-stream-id';
export const STREAM_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const progressStreamPath = (streamId: string) => `/api/generation/progress/${encodeURIComponent(streamId)}`;

/** Profile's counters: how many of a user's runs of each tool completed. */
export const USAGE_PATH = '/api/generation/usage';
export interface UsageCounts {
  scriptsSimplified: number;
  vosotsGenerated: number;
  articlesCreated: number;
}

// ---------------------------------------------------------------------------------------------
// Answers.

/**
 * What the worker did to a model's copy before delivering it (verify, repair, then deliver):
 * `cut-to-fit` trimmed it to the target time, `dropped` took out a sentence or option the source
 * does not support, `restored-quotation` put back a quotation the model cut or changed,
 * `asked-again` sent the model its findings and asked for another draft, `offline` answered from
 * the offline engine instead (the model failed or kept inventing), `cannot-fit` says the copy still
 * reads outside the time tolerance and why.
 */
export const COPY_REPAIR_ACTIONS = [
  'cut-to-fit',
  'dropped',
  'restored-quotation',
  'asked-again',
  'offline',
  'cannot-fit',
] as const;
export type CopyRepairAction = (typeof COPY_REPAIR_ACTIONS)[number];

export interface CopyRepair {
  action: CopyRepairAction;
  /** Why, in words a producer reads ("'Dana Whitlock' is not in the source"). */
  reason: string;
  /** The copy taken out or put back, when there is one. */
  text?: string;
}

/** Who wrote the copy: the offline newsroom engine, or an OpenAI-compatible model (named). */
export interface ProviderInfo {
  provider: 'offline' | 'openai';
  model?: string;
  /** What verify-and-repair did before delivery, in order; absent or empty when nothing was needed. */
  repairs?: CopyRepair[];
}

/**
 * A fact in the copy the source does not support: a number, a name, a quotation (new, changed or
 * cut short), a high-stakes claim (a death, an arrest, an evacuation ... the source does not make),
 * or a SOT speaker the source does not name or quote.
 */
export type CopyFactIssueKind = 'number' | 'name' | 'quotation' | 'claim' | 'speaker';

export interface CopyFactIssue {
  kind: CopyFactIssueKind;
  text: string;
  start: number;
  end: number;
  /** claim: what is claimed ('death', 'arrest' ...); quotation: 'partial' when cut from a longer one. */
  detail?: string;
}

/** The copy engine's checks of a result against its source: what "VERIFY ALL COPY RESULTS" lists. */
export interface CopyCheckReport {
  readTime: { seconds: number; targetSeconds?: number; withinTolerance: boolean };
  /** Broadcast number style; `checked` is false for written copy (AP article, social posts, banners). */
  numberStyle: { issues: { text: string; start: number; end: number; rule: string }[]; checked: boolean };
  length: { chars: number; max?: number; min?: number; ok: boolean };
  facts: { issues: CopyFactIssue[] };
  /** Copy that is not fit to air as written. Absent from answers made before the check existed. */
  writing?: { issues: CopyWritingIssue[] };
}

/**
 * What the writing check finds: a sentence that is not a sentence (fragment), a surname whose
 * first reference is gone (orphan-reference), copy cut off by an ellipsis or an open quotation
 * (truncated), and a banner that is a window of words (not-a-headline).
 */
export type CopyWritingIssueKind = 'fragment' | 'orphan-reference' | 'truncated' | 'not-a-headline';

export interface CopyWritingIssue {
  kind: CopyWritingIssueKind;
  /** The sentence, option or surname at fault, as it appears in the copy. */
  text: string;
  start: number;
  end: number;
  /**
   * fragment: why ('no-verb', 'dangling-end', 'speech-verb-without-clause'); orphan-reference: the
   * source's full reference ("Maria Delgado"); truncated: 'ellipsis' or 'open-quotation';
   * not-a-headline: why ('name-cut-short', 'starts-mid-phrase', 'ends-on-function-word', ...).
   */
  detail?: string;
}

/** One option of a banner or social answer, with its own character count and checks. */
export interface CopyOption {
  text: string;
  chars: number;
  checks: CopyCheckReport;
}

export interface VosotSectionsView {
  anchorIntro: string;
  voiceOver: string;
  soundOnTape?: { speaker: string; quote: string; inCue: string; outCue: string };
  continuingVoiceOver: string;
}

/** What every tool's job returns; the API shapes it into the spec's answer for the call. */
export interface GenerationOutput extends ProviderInfo {
  /** The copy exactly as the spec's answer carries it (banner/social: `OPTION n:` lines; tease: paragraphs). */
  text: string;
  checks: CopyCheckReport;
  options?: CopyOption[];
  sections?: VosotSectionsView;
}

/** POST /api/process */
export interface SimplifyResponse extends Partial<ProviderInfo> {
  success: boolean;
  original?: string;
  simplified?: string;
  error?: string;
  checks?: CopyCheckReport;
}

/** POST /api/generate-* and /api/create-digital-article */
export interface GenerateResponse extends Partial<ProviderInfo> {
  success: boolean;
  result?: string;
  error?: string;
  checks?: CopyCheckReport;
  options?: CopyOption[];
  sections?: VosotSectionsView;
}

/** POST /api/ai-career-coach */
export interface CoachResponse extends Partial<ProviderInfo> {
  success: boolean;
  response?: string;
  error?: string;
}

export type ToolResponses = {
  [T in GenerationTool]: T extends 'simplify' ? SimplifyResponse : T extends 'coach' ? CoachResponse : GenerateResponse;
};

/** Shapes a job's output into the spec's answer for its call. */
export function toToolResponse<T extends GenerationTool>(
  tool: T,
  request: ToolRequests[T],
  output: GenerationOutput,
): ToolResponses[T] {
  const provider = {
    provider: output.provider,
    ...(output.model ? { model: output.model } : {}),
    ...(output.repairs?.length ? { repairs: output.repairs } : {}),
  };
  if (tool === 'simplify') {
    const original = (request as SimplifyRequest).script;
    return { success: true, original, simplified: output.text, checks: output.checks, ...provider } as ToolResponses[T];
  }
  if (tool === 'coach') return { success: true, response: output.text, ...provider } as ToolResponses[T];
  return {
    success: true,
    result: output.text,
    checks: output.checks,
    ...(output.options ? { options: output.options } : {}),
    ...(output.sections ? { sections: output.sections } : {}),
    ...provider,
  } as ToolResponses[T];
}

// ---------------------------------------------------------------------------------------------
// Streaming (text/event-stream): each event is `event: <type>` and `data: <json>`.

export type GenerationStage = 'queued' | 'writing' | 'checking';

export type GenerationStreamEvent =
  | { type: 'progress'; stage: GenerationStage }
  /** The copy so far (whole, not a delta: a missed event loses nothing). */
  | { type: 'text'; text: string }
  /** The job has ended; the POST's answer carries the result or the error. */
  | { type: 'done'; outcome: 'completed' | 'failed' };

/** Parses the events out of a text/event-stream body read so far; returns the unread rest. */
export function parseEventStream(buffer: string): { events: GenerationStreamEvent[]; rest: string } {
  const events: GenerationStreamEvent[] = [];
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (!data.length) continue;
    try {
      events.push({ type, ...(JSON.parse(data.join('\n')) as object) } as GenerationStreamEvent);
    } catch {
      // A line we cannot read is skipped: the next `text` event carries the whole copy again.
    }
  }
  return { events, rest };
}

/** One event as the server writes it. */
export function formatStreamEvent(event: GenerationStreamEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

// ---------------------------------------------------------------------------------------------
// Abuse and cost limits (429 answers carry Retry-After and say when to retry).

export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many generation requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
export const tooManyStreamsMessage = (max: number) =>
  `You already have ${max} progress stream${max === 1 ? '' : 's'} open. Close a tab, then try again.`;
export const tooManyInFlightMessage = (max: number) =>
  `You already have ${max} generation${max === 1 ? '' : 's'} running. Wait for one to finish, then try again.`;

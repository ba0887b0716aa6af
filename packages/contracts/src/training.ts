import { z } from 'zod';
import { atMostMessage, hasControlCharacters, safeText } from './text';

/**
 * The Training Hub (spec sections 2-9): training items, the submission and admin forms with the
 * spec's messages, content review, premium locking, the META:: codec and the AI Coach's texts.
 * The hub page, the admin pages and the training service all use these.
 */

/** Messages of the spec (sections 5 and 8), plus the ones the spec leaves to us. */
export const TRAINING_MESSAGES = {
  titleMin: 'Title must be at least 5 characters.',
  contentMin: 'Content must be at least 20 characters.',
  categoryRequired: 'Please select a category.',
  contentTypeRequired: 'Please select a content type.',
  // Ours: limits and rules the spec leaves open.
  resourceUrlInvalid: 'Please enter a link that starts with http:// or https://.',
  statusInvalid: "Status must be 'approved' or 'pending'.",
  reviewStatusInvalid: "Status must be 'approved' or 'rejected'.",
  tagsInvalid: 'Tags must be a list of up to 10 short lower-case words.',
  notFound: 'Training content not found',
  // The hub (sections 2 and 8).
  submitFailedTitle: 'Submission failed',
  submitFailed: 'Failed to submit training content',
  submittedTitle: 'Submitted for review',
  submittedText: 'It will appear in the hub once an admin approves it.',
  noContentTitle: 'No Content Available',
  noContentText: 'Training content will appear here once it has been reviewed and published.',
  premiumTitle: 'Premium Content',
  premiumText: 'Subscribe to access',
  viewPlans: 'View Plans',
  deleteVideoFailed: 'Failed to delete video. Please try again.',
  deleteResourceFailed: 'Failed to delete resource. Please try again.',
  deleteSessionFailed: 'Failed to delete training session. Please try again.',
  // Admin success toasts and texts (section 8); the failure titles are ADMIN_MESSAGES'.
  contentApproved: 'Content approved',
  contentRejected: 'Content rejected',
  contentUpdated: 'Content updated',
  contentCreated: 'Content created',
  contentDeleted: 'Content deleted',
  deleteConfirmTitle: 'Confirm Deletion',
  deleteConfirmText: 'Are you sure you want to delete this training content? This action cannot be undone.',
  noContentFound: 'No content found',
} as const;

// ---------------------------------------------------------------------------------------------
// Types, categories, statuses (section 3).

export const TRAINING_CONTENT_TYPES = ['text', 'video', 'pdf', 'blog', 'website'] as const;
export type TrainingContentType = (typeof TRAINING_CONTENT_TYPES)[number];

const isContentType = (value: unknown): value is TrainingContentType =>
  typeof value === 'string' && (TRAINING_CONTENT_TYPES as readonly string[]).includes(value);

/** How the forms name each type. */
export const CONTENT_TYPE_LABELS: Record<TrainingContentType, string> = {
  text: 'Text Article',
  video: 'Video Training',
  blog: 'Blog Post',
  pdf: 'PDF Document',
  website: 'Website Link',
};

/** The type badge on a hub card (section 2); a text article carries none. */
export const CONTENT_TYPE_BADGES: Partial<Record<TrainingContentType, string>> = {
  video: 'Video',
  pdf: 'PDF',
  blog: 'Blog',
  website: 'Website',
};

export const TRAINING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

/** Browse shows these first, in this order, then any other category alphabetically. */
export const BROWSE_CATEGORIES = [
  'Getting Started/FAQs',
  'Best Practices',
  'Technical Guidelines',
  'Writing Tips',
  'On-Camera Techniques',
  'Production Resources',
  'AI Journalism News',
  'PDF Resources',
] as const;

/** Every PDF item is listed under this Browse category, whatever its own category. */
export const PDF_RESOURCES_CATEGORY = 'PDF Resources';

/** The AI Coach's three lists are the items of these categories (they are not repeated in Browse). */
export const COACH_LIST_CATEGORIES = {
  videos: 'AI Coach Videos',
  resources: 'AI Coach Resources',
  live: 'AI Coach Live Training',
} as const;
export type CoachList = keyof typeof COACH_LIST_CATEGORIES;

/** The submission form offers the eight browse categories and the three coach lists. */
export const SUBMISSION_CATEGORIES = [...BROWSE_CATEGORIES, ...Object.values(COACH_LIST_CATEGORIES)] as const;

/** The admin training form offers these (section 3). */
export const ADMIN_TRAINING_CATEGORIES = [
  'Techniques',
  'Writing',
  'Timing',
  'Best Practices',
  'Tools',
  'AI Journalism News',
] as const;

/** The tag that makes an item premium: its body and link only for subscribers and admins. */
export const PREMIUM_TAG = 'premium';

/** Section 9: card previews and the chat box. */
export const DESCRIPTION_PREVIEW_CHARS = 150;
export const RESOURCE_PREVIEW_CHARS = 60;
export const COACH_CHAT_HEIGHT_PX = 500;

export const TRAINING_LIMITS = {
  title: 200,
  content: 50_000,
  category: 80,
  resourceUrl: 2_000,
  tags: 10,
  tag: 40,
} as const;

// ---------------------------------------------------------------------------------------------
// The resource link: a web page or file (http or https), or a file this product serves itself
// ("/library/…"). Never javascript:, data:, or anything a browser would run.

export function isSafeResourceUrl(value: string): boolean {
  if (!value || value.length > TRAINING_LIMITS.resourceUrl || /[\s\\]/.test(value) || hasControlCharacters(value)) {
    return false;
  }
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Empty means no link (null); anything else must be a safe link. */
const resourceUrl = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? null : value),
  z
    .string({ error: TRAINING_MESSAGES.resourceUrlInvalid })
    .trim()
    .max(TRAINING_LIMITS.resourceUrl, atMostMessage('The link', TRAINING_LIMITS.resourceUrl))
    .refine(isSafeResourceUrl, TRAINING_MESSAGES.resourceUrlInvalid)
    .nullable(),
) as unknown as z.ZodType<string | null, string | null | undefined>;

const tags = z
  .array(
    z
      .string({ error: TRAINING_MESSAGES.tagsInvalid })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,40}$/, TRAINING_MESSAGES.tagsInvalid),
    { error: TRAINING_MESSAGES.tagsInvalid },
  )
  .max(TRAINING_LIMITS.tags, TRAINING_MESSAGES.tagsInvalid)
  .transform((list) => [...new Set(list)]);

const fields = {
  title: safeText({
    label: 'Title',
    min: 5,
    minMessage: TRAINING_MESSAGES.titleMin,
    max: TRAINING_LIMITS.title,
  }),
  content: safeText({
    label: 'Content',
    min: 20,
    minMessage: TRAINING_MESSAGES.contentMin,
    max: TRAINING_LIMITS.content,
    multiline: true,
  }),
  category: safeText({
    label: 'Category',
    min: 1,
    minMessage: TRAINING_MESSAGES.categoryRequired,
    max: TRAINING_LIMITS.category,
  }),
  contentType: z.enum(TRAINING_CONTENT_TYPES, { error: TRAINING_MESSAGES.contentTypeRequired }),
  resourceUrl,
};

/** A text article has no link: whatever came with it is dropped. */
const withoutTextLink = <T extends { contentType: TrainingContentType; resourceUrl: string | null }>(item: T): T =>
  item.contentType === 'text' ? { ...item, resourceUrl: null } : item;

/**
 * POST /api/training: the hub's Submit Content form. Whatever status the body names, a submission
 * is stored pending (unknown keys are dropped here and the service sets the status).
 */
export const trainingSubmissionSchema = z.object(fields).transform(withoutTextLink);
export type TrainingSubmission = z.infer<typeof trainingSubmissionSchema>;

/** POST /api/training/admin: approved (the default) or pending; `tags` may hold 'premium'. */
export const adminTrainingSchema = z
  .object({
    ...fields,
    status: z.enum(['approved', 'pending'], { error: TRAINING_MESSAGES.statusInvalid }).default('approved'),
    tags: tags.default([]),
  })
  .transform(withoutTextLink);
export type AdminTrainingRequest = z.infer<typeof adminTrainingSchema>;

/**
 * PATCH /api/training/{id}: the same body; a status or tags left out keep their stored value, and
 * an edit may leave an item rejected.
 */
export const adminTrainingUpdateSchema = z
  .object({
    ...fields,
    status: z.enum(TRAINING_STATUSES, { error: TRAINING_MESSAGES.statusInvalid }).optional(),
    tags: tags.optional(),
  })
  .transform(withoutTextLink);
export type AdminTrainingUpdate = z.infer<typeof adminTrainingUpdateSchema>;

/** PATCH /api/admin/content/{id}: approve or reject, at any time. */
export const contentReviewSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: TRAINING_MESSAGES.reviewStatusInvalid }),
});
export type ContentReview = z.infer<typeof contentReviewSchema>;

/** Which form shows the resource URL field for a type (section 4). */
export function showsResourceUrl(form: 'submission' | 'admin', contentType: string): boolean {
  if (form === 'submission') return contentType !== 'text' && isContentType(contentType);
  return contentType === 'video' || contentType === 'pdf' || contentType === 'website';
}

// ---------------------------------------------------------------------------------------------
// Answers.

/**
 * A training item (section 3) as every call answers it; a pending content item is the same shape.
 * `locked` is a premium item served to a viewer without premium access: its content is empty and
 * its link null, and the hub shows the Premium Content panel instead.
 */
export interface TrainingItemView {
  id: number;
  title: string;
  content: string;
  category: string;
  tags: string[];
  contentType: TrainingContentType;
  resourceUrl: string | null;
  status: TrainingStatus;
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
  premium: boolean;
  locked: boolean;
}

/** The paths of the spec's call table (section 7) for training and content approval. */
export const TRAINING_PATHS = {
  list: '/api/training',
  submit: '/api/training',
  all: '/api/training/all',
  adminCreate: '/api/training/admin',
  item: (id: number) => `/api/training/${id}`,
  pending: '/api/admin/pending-content',
  review: (id: number) => `/api/admin/content/${id}`,
} as const;

/**
 * react-query keys for the lists, shared by the tools and admin remotes (one query client on the
 * page), so an admin's change refreshes the hub's lists too (section 4).
 */
export const TRAINING_QUERY_KEYS = {
  root: ['training'] as const,
  published: ['training', 'published'] as const,
  all: ['training', 'all'] as const,
  pending: ['training', 'pending'] as const,
};

// ---------------------------------------------------------------------------------------------
// The META:: codec (section 3). The original app stored a non-text item's type and link inside
// its content: `META::{"contentType":"video","resourceUrl":"…"}::CONTENT::<body>`. We keep both
// in their own columns; rows that still carry the prefix (old or imported) are read with this.

export const META_MARKER = 'META::';
export const CONTENT_MARKER = '::CONTENT::';

export interface DecodedTrainingContent {
  contentType: TrainingContentType;
  resourceUrl: string | null;
  content: string;
}

/**
 * Reads a stored content text. Plain content is type text with no link; a prefix that does not
 * parse leaves the text as it is. An unknown type reads as text, an unsafe link as none.
 */
export function decodeTrainingContent(stored: string): DecodedTrainingContent {
  const plain: DecodedTrainingContent = { contentType: 'text', resourceUrl: null, content: stored };
  if (!stored.startsWith(META_MARKER)) return plain;
  const end = stored.indexOf(`}${CONTENT_MARKER}`, META_MARKER.length);
  if (end < 0) return plain;
  let meta: unknown;
  try {
    meta = JSON.parse(stored.slice(META_MARKER.length, end + 1));
  } catch {
    return plain;
  }
  if (!meta || typeof meta !== 'object') return plain;
  const { contentType, resourceUrl } = meta as { contentType?: unknown; resourceUrl?: unknown };
  const link = typeof resourceUrl === 'string' ? resourceUrl.trim() : '';
  return {
    contentType: isContentType(contentType) ? contentType : 'text',
    resourceUrl: link && isSafeResourceUrl(link) ? link : null,
    content: stored.slice(end + 1 + CONTENT_MARKER.length),
  };
}

/** Writes the original app's form: a text item with no link is its plain body. */
export function encodeTrainingContent({ contentType, resourceUrl, content }: DecodedTrainingContent): string {
  if (contentType === 'text' && !resourceUrl) return content;
  return `${META_MARKER}${JSON.stringify({ contentType, resourceUrl: resourceUrl ?? '' })}${CONTENT_MARKER}${content}`;
}

// ---------------------------------------------------------------------------------------------
// Cards.

/**
 * A card's description: whitespace folded, cut at a word boundary to at most `max` characters,
 * with an ellipsis when anything was cut.
 */
export function previewText(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const body = (space >= max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '');
  return `${body}…`;
}

// ---------------------------------------------------------------------------------------------
// The AI Coach (sections 2, 3 and 8).

/** The opening coach message of the AI Chat; Clear Chat resets the chat to it. */
export const COACH_WELCOME =
  "Hi, I'm your career coach. Ask me anything about growing as a journalist: assessing your own work, " +
  'research and verification, numbers and data, broadcast writing and timing, multimedia storytelling, ' +
  'or newsroom workflow. Pick a skill area and your career stage, and let’s get to work.';

/** The coach's message when an answer could not be had (the toast says 'Error' beside it). */
export const COACH_APOLOGY =
  "I'm sorry, I couldn't answer that just now. Please try again in a moment, or rephrase your question.";
export const COACH_ERROR_TITLE = 'Error';

export const COACH_SKILL_AREA_LABELS = {
  assessment: 'Self-Assessment & Feedback',
  research: 'Research & Verification',
  data: 'Data & Numbers',
  content: 'Broadcast Writing & Content',
  multimedia: 'Multimedia Storytelling',
  workflow: 'Newsroom Workflow',
} as const;

export const COACH_CAREER_STAGE_LABELS = {
  early: 'Early Career',
  mid: 'Mid-Career',
  senior: 'Senior Journalist',
  leadership: 'Newsroom Leadership',
} as const;

import type {
  ANCHOR_TONES,
  ARTICLE_TONES,
  BANNER_STYLES,
  SOCIAL_LENGTHS,
  SOCIAL_PLATFORMS,
  SOCIAL_TONES,
  STORY_STYLES,
  TEASE_STYLES,
} from '@newsroom/contracts';
import { SOCIAL_LENGTH_RANGES } from '@newsroom/contracts';

/** How the forms name the contracts' option values (the values themselves live in contracts). */
type Labels<T extends readonly (string | number)[]> = Record<T[number], string>;

export const secondsLabel = (seconds: number) => (seconds === 60 ? '1 Minute' : `${seconds} Seconds`);

export const ANCHOR_TONE_LABELS: Labels<typeof ANCHOR_TONES> = {
  conversational: 'Conversational',
  concise: 'Concise',
};

export const STORY_STYLE_LABELS: Labels<typeof STORY_STYLES> = {
  hard_news: 'Hard News',
  feature: 'Feature',
  sports: 'Sports',
};

export const TEASE_STYLE_LABELS: Labels<typeof TEASE_STYLES> = {
  compelling: 'Compelling',
  question: 'Question',
  dramatic: 'Dramatic',
};

export const BANNER_STYLE_LABELS: Labels<typeof BANNER_STYLES> = {
  modern: 'Modern',
  dramatic: 'Dramatic',
  minimal: 'Minimal',
};

export const charCountLabel = (count: number) => `${count} characters`;

export const ARTICLE_TONE_LABELS: Labels<typeof ARTICLE_TONES> = {
  standard: 'Standard',
  feature: 'Feature',
  analysis: 'Analysis',
};

export const SOCIAL_PLATFORM_LABELS: Labels<typeof SOCIAL_PLATFORMS> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  push_alert: 'Push Alert',
};

export const SOCIAL_TONE_LABELS: Labels<typeof SOCIAL_TONES> = {
  breaking: 'Breaking',
  engaging: 'Engaging',
  informative: 'Informative',
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const SOCIAL_LENGTH_LABELS = Object.fromEntries(
  Object.entries(SOCIAL_LENGTH_RANGES).map(([length, { min, max }]) => [
    length,
    `${capitalised(length)} (${min}-${max} characters)`,
  ]),
) as Labels<typeof SOCIAL_LENGTHS>;

/** Select options from a contracts list and its labels. */
export function choices<T extends string | number>(
  values: readonly T[],
  label: Record<T, string> | ((value: T) => string),
): { value: string; label: string }[] {
  return values.map((value) => ({
    value: String(value),
    label: typeof label === 'function' ? label(value) : label[value],
  }));
}

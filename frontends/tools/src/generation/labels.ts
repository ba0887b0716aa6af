import type { SOCIAL_LENGTHS, SOCIAL_PLATFORMS } from '@newsroom/contracts';
import { SOCIAL_LENGTH_RANGES } from '@newsroom/contracts';

/*
 * How the forms name the contracts' option values; the values themselves live in contracts, so a
 * value added there shows up in its form without a change here.
 */

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Most options read as their value in title case: hard_news -> Hard News, concise -> Concise. */
export const titleCase = (value: string) => value.split('_').map(capitalised).join(' ');

export const secondsLabel = (seconds: number) => (seconds === 60 ? '1 Minute' : `${seconds} Seconds`);

export const charCountLabel = (count: number) => `${count} characters`;

/** Twitter is X now; the label keeps the old name so every user recognises it. */
export const socialPlatformLabel = (platform: (typeof SOCIAL_PLATFORMS)[number]) =>
  platform === 'twitter' ? 'X (Twitter)' : titleCase(platform);

/** The length with its character range from contracts: Short (60-100 characters). */
export const socialLengthLabel = (length: (typeof SOCIAL_LENGTHS)[number]) => {
  const { min, max } = SOCIAL_LENGTH_RANGES[length];
  return `${capitalised(length)} (${min}-${max} characters)`;
};

/** Select options from a contracts list, each named by `label`. */
export function choices<T extends string | number>(
  values: readonly T[],
  label: (value: T) => string,
): { value: string; label: string }[] {
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

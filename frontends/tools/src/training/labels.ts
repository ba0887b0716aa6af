import type { CoachList, TrainingContentType } from '@newsroom/contracts';

/** What a card's link says, by type: the reader knows what opens before it does. */
export const LINK_LABELS: Record<TrainingContentType, string> = {
  video: 'Watch video',
  pdf: 'Open PDF',
  blog: 'Read post',
  website: 'Visit website',
  text: 'Open link',
};

/** The AI Coach's three lists: their tab, empty text and delete question (ours; the spec gives none). */
export const COACH_LIST_TEXTS: Record<CoachList, { tab: string; empty: string; deleteTitle: string }> = {
  videos: { tab: 'Video Library', empty: 'No videos yet.', deleteTitle: 'Delete this video?' },
  resources: { tab: 'Resources', empty: 'No resources yet.', deleteTitle: 'Delete this resource?' },
  live: { tab: 'Live Training', empty: 'No live training sessions yet.', deleteTitle: 'Delete this training session?' },
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 23, 2026", in the reader's time zone; nothing for a date that does not parse. */
export function formatItemDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

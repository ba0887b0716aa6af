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

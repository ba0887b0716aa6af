import {
  TRAINING_PATHS,
  TRAINING_QUERY_KEYS,
  type TrainingItemView,
  type TrainingSubmission,
} from '@newsroom/contracts';
import { apiFetch } from '@newsroom/ui';
import { useQuery } from '@tanstack/react-query';

/** The hub's three calls (spec section 7); the server decides what each viewer may see. */
export const fetchPublishedTraining = () => apiFetch<TrainingItemView[]>(TRAINING_PATHS.list);

export const submitTraining = (submission: TrainingSubmission) =>
  apiFetch<TrainingItemView>(TRAINING_PATHS.submit, { method: 'POST', json: submission });

export const deleteTraining = (id: number) =>
  apiFetch<{ success: boolean }>(TRAINING_PATHS.item(id), { method: 'DELETE' });

/**
 * The published items, fetched once for Browse and the coach's three lists: they share the key,
 * so switching tabs never refetches and an admin's change (invalidating the root key) refreshes both.
 */
export function usePublishedTraining() {
  return useQuery({ queryKey: TRAINING_QUERY_KEYS.published, queryFn: fetchPublishedTraining });
}

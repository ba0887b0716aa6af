import {
  ADMIN_MESSAGES,
  TRAINING_MESSAGES,
  TRAINING_PATHS,
  type ContentReview,
  type TrainingItemView,
} from '@newsroom/contracts';
import { apiFetch } from '@newsroom/ui';
import { useCallback, useState } from 'react';
import { TRAINING_KEYS } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';

export type ReviewDecision = ContentReview['status'];

export interface ReviewVariables {
  id: number;
  status: ReviewDecision;
}

/**
 * Approve or reject a submission: PATCH /api/admin/content/{id}, the spec's toast, and a refresh of
 * every training list (the queue and the hub). Each item's change is tracked on its own, so two
 * rows can be decided at once and only their own buttons wait.
 */
export function useContentReview({ onReviewed }: { onReviewed?(variables: ReviewVariables): void } = {}) {
  const [pending, setPending] = useState<ReadonlyMap<number, ReviewDecision>>(new Map());
  const mark = useCallback((id: number, status: ReviewDecision | null) => {
    setPending((current) => {
      const next = new Map(current);
      if (status) next.set(id, status);
      else next.delete(id);
      return next;
    });
  }, []);

  const review = useAdminMutation({
    mutationFn: ({ id, status }: ReviewVariables) =>
      apiFetch<TrainingItemView>(TRAINING_PATHS.review(id), { method: 'PATCH', json: { status } }),
    success: (_result, { status }) =>
      status === 'approved' ? TRAINING_MESSAGES.contentApproved : TRAINING_MESSAGES.contentRejected,
    failure: { title: ADMIN_MESSAGES.updateFailed, fallback: ADMIN_MESSAGES.reviewFailed },
    invalidate: TRAINING_KEYS,
    onSuccess: (_result, variables) => onReviewed?.(variables),
  });
  const { mutateAsync } = review;

  const decide = useCallback(
    (id: number, status: ReviewDecision) => {
      mark(id, status);
      // Settles once the lists have been refreshed, so the row's buttons wait until it leaves the queue.
      // A failure has already been toasted.
      mutateAsync({ id, status })
        .catch(() => undefined)
        .finally(() => mark(id, null));
    },
    [mark, mutateAsync],
  );

  return {
    decide,
    /** The decision under way for an item, if any. */
    pendingFor: (id: number): ReviewDecision | undefined => pending.get(id),
  };
}

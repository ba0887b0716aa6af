import { ADMIN_MESSAGES, TRAINING_MESSAGES, TRAINING_PATHS, type TrainingItemView } from '@newsroom/contracts';
import { apiFetch } from '@newsroom/ui';
import { useState } from 'react';
import { TRAINING_KEYS } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';

/**
 * Delete with the spec's confirmation first (section 2): `ask` opens it, `confirm` sends
 * DELETE /api/training/{id}; the toast and the refresh of every training list follow.
 */
export function useDeleteTraining() {
  const [asking, setAsking] = useState<TrainingItemView | null>(null);
  const remove = useAdminMutation({
    mutationFn: (item: TrainingItemView) => apiFetch<unknown>(TRAINING_PATHS.item(item.id), { method: 'DELETE' }),
    success: TRAINING_MESSAGES.contentDeleted,
    failure: { title: ADMIN_MESSAGES.deletionFailed, fallback: ADMIN_MESSAGES.deleteContentFailed },
    invalidate: TRAINING_KEYS,
  });
  return {
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking) remove.mutate(asking);
      setAsking(null);
    },
    deletingId: remove.isPending ? (remove.variables?.id ?? null) : null,
  };
}

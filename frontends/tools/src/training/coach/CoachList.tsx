import {
  ADMIN_MESSAGES,
  DESCRIPTION_PREVIEW_CHARS,
  RESOURCE_PREVIEW_CHARS,
  TRAINING_MESSAGES,
  TRAINING_QUERY_KEYS,
  type CoachList as CoachListId,
  type TrainingItemView,
} from '@newsroom/contracts';
import { Button, ConfirmDialog, useToast } from '@newsroom/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteTraining, usePublishedTraining } from '../api';
import { coachListItems } from '../groupItems';
import { COACH_LIST_TEXTS } from '../labels';
import { LoadState } from '../LoadState';
import { TrainingCard } from '../TrainingCard';

/** Spec section 8: each list names what failed to delete. */
const DELETE_FAILED: Record<CoachListId, string> = {
  videos: TRAINING_MESSAGES.deleteVideoFailed,
  resources: TRAINING_MESSAGES.deleteResourceFailed,
  live: TRAINING_MESSAGES.deleteSessionFailed,
};

/** Video Library, Resources or Live Training: the published items of the list's category. */
export function CoachList({ list, isAdmin }: { list: CoachListId; isAdmin: boolean }) {
  const published = usePublishedTraining();
  const [deleting, setDeleting] = useState<TrainingItemView | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const remove = useMutation({
    mutationFn: (item: TrainingItemView) => deleteTraining(item.id),
    onSuccess: () => {
      toast({ title: TRAINING_MESSAGES.contentDeleted, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: TRAINING_QUERY_KEYS.root });
    },
    onError: () =>
      toast({ title: ADMIN_MESSAGES.deletionFailed, description: DELETE_FAILED[list], variant: 'destructive' }),
  });

  if (!published.isSuccess) return <LoadState query={published} />;
  const texts = COACH_LIST_TEXTS[list];
  const items = coachListItems(published.data, list);
  const previewChars = list === 'resources' ? RESOURCE_PREVIEW_CHARS : DESCRIPTION_PREVIEW_CHARS;

  return (
    <>
      {items.length ? (
        <ul className="training-grid" aria-label={texts.tab}>
          {items.map((item) => (
            <li key={item.id}>
              <TrainingCard
                item={item}
                previewChars={previewChars}
                actions={
                  isAdmin ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="training-card__delete"
                      disabled={remove.isPending && remove.variables?.id === item.id}
                      onClick={() => setDeleting(item)}
                    >
                      Delete
                      <span className="nr-sr-only"> {item.title}</span>
                    </Button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="training-list-empty">{texts.empty}</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        description={deleting ? `“${deleting.title}” will be removed from the hub. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}

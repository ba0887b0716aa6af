import type { TrainingItemView } from '@newsroom/contracts';
import { Button } from '@newsroom/ui';

export interface TrainingActionsProps {
  item: TrainingItemView;
  onEdit(item: TrainingItemView): void;
  onDelete(item: TrainingItemView): void;
  /** This item's deletion is under way. */
  deleting: boolean;
}

/** Edit and Delete, named for the item so a screen reader's list of buttons says which. */
export function TrainingActions({ item, onEdit, onDelete, deleting }: TrainingActionsProps) {
  return (
    <div className="training-actions">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit ${item.title}`}
        disabled={deleting}
        onClick={() => onEdit(item)}
      >
        Edit
      </Button>
      <Button
        variant="destructive"
        size="sm"
        aria-label={`Delete ${item.title}`}
        pending={deleting}
        onClick={() => onDelete(item)}
      >
        Delete
      </Button>
    </div>
  );
}

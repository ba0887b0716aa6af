import { TRAINING_MESSAGES } from '@newsroom/contracts';
import { Button } from '@newsroom/ui';

/** Spec section 2: 'No content found', when the search matches nothing or there is nothing yet. */
export function TrainingEmpty({ search, onClearSearch }: { search: string; onClearSearch(): void }) {
  return (
    <div className="training-empty" role="status">
      <h2 className="training-empty__title">{TRAINING_MESSAGES.noContentFound}</h2>
      {search ? (
        <>
          <p>No title, category or content contains “{search}”.</p>
          <Button variant="outline" size="sm" onClick={onClearSearch}>
            Clear search
          </Button>
        </>
      ) : (
        <p>Add Content to start the Training Hub’s library.</p>
      )}
    </div>
  );
}

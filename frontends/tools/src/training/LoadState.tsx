import { errorMessage } from '@newsroom/contracts';
import { Alert, Button, Spinner } from '@newsroom/ui';
import type { UseQueryResult } from '@tanstack/react-query';

/** Shown when the list could not be read and the server said nothing useful. */
export const LOAD_FAILED_TITLE = 'Could not load the training content';
const LOAD_FAILED_FALLBACK = 'Check your connection and try again.';

/**
 * The list's loading and failure states, shared by Browse and the coach's lists (one query).
 * Renders nothing once the data is there. Retry matters: the query client never retries by itself.
 */
export function LoadState({ query }: { query: UseQueryResult<unknown> }) {
  if (query.isPending && !query.isError) return <Spinner label="Loading training content…" showLabel />;
  if (query.isError) {
    return (
      <Alert variant="destructive" title={LOAD_FAILED_TITLE} className="training-load-error">
        <p className="training-load-error__text">{errorMessage(query.error, LOAD_FAILED_FALLBACK)}</p>
        <Button variant="outline" size="sm" pending={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return null;
}

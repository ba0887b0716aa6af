import type { TrainingItemView } from '@newsroom/contracts';
import { useDeferredValue, useMemo, useState } from 'react';
import { filterTraining } from './trainingList';

/**
 * The management page's search, on the client: the input answers at once, and a long list is
 * filtered with the deferred term so typing never waits for it.
 */
export function useTrainingFilter(items: readonly TrainingItemView[] | undefined) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const filtered = useMemo(() => filterTraining(items ?? [], term), [items, term]);
  return { search, setSearch, term: term.trim(), filtered };
}

import { TRAINING_CONTENT_TYPES, type TrainingContentType, type TrainingItemView } from '@newsroom/contracts';

/** Items whose title, category or content holds the search, ignoring case; an empty search keeps all. */
export function filterTraining(items: readonly TrainingItemView[], search: string): TrainingItemView[] {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return [...items];
  return items.filter((item) =>
    [item.title, item.category, item.content].some((text) => text.toLocaleLowerCase().includes(term)),
  );
}

export interface TypeGroup {
  type: TrainingContentType;
  items: TrainingItemView[];
}

/** By Type: one group per content type in TRAINING_CONTENT_TYPES order, empty types left out. */
export function groupByType(items: readonly TrainingItemView[]): TypeGroup[] {
  return TRAINING_CONTENT_TYPES.map((type) => ({
    type,
    items: items.filter((item) => item.contentType === type),
  })).filter((group) => group.items.length > 0);
}

/** Spec section 2, word for word: '{n} items total' ('1 item total' for one). */
export const itemsTotalText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} total`;

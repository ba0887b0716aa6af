import {
  BROWSE_CATEGORIES,
  COACH_LIST_CATEGORIES,
  PDF_RESOURCES_CATEGORY,
  type CoachList,
  type TrainingItemView,
} from '@newsroom/contracts';

export interface CategoryGroup {
  category: string;
  items: TrainingItemView[];
}

/** A group's heading when an item somehow has no category. */
export const UNCATEGORISED = 'Other';

const COACH_CATEGORIES: ReadonlySet<string> = new Set(Object.values(COACH_LIST_CATEGORIES));
const BROWSE_ORDER: readonly string[] = BROWSE_CATEGORIES;

/** Where Browse lists an item: PDFs together under PDF Resources, whatever their own category. */
const browseCategoryOf = (item: TrainingItemView) =>
  item.contentType === 'pdf' ? PDF_RESOURCES_CATEGORY : item.category.trim() || UNCATEGORISED;

const byBrowseOrder = (a: string, b: string) => {
  const ia = BROWSE_ORDER.indexOf(a);
  const ib = BROWSE_ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
};

/**
 * Browse (spec section 2): the spec's categories first in its order, then the others
 * alphabetically; the coach's own categories are left out (AI Coach lists them). Items keep the
 * server's order (newest first) inside a group, and a group with no items does not exist.
 */
export function groupForBrowse(items: readonly TrainingItemView[]): CategoryGroup[] {
  const groups = new Map<string, TrainingItemView[]>();
  for (const item of items) {
    if (COACH_CATEGORIES.has(item.category.trim())) continue;
    const category = browseCategoryOf(item);
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  return [...groups]
    .sort(([a], [b]) => byBrowseOrder(a, b))
    .map(([category, grouped]) => ({ category, items: grouped }));
}

/** The items of one of the AI Coach's lists, in the server's order. */
export function coachListItems(items: readonly TrainingItemView[], list: CoachList): TrainingItemView[] {
  return items.filter((item) => item.category.trim() === COACH_LIST_CATEGORIES[list]);
}

import { PDF_RESOURCES_CATEGORY, type TrainingItemView } from '@newsroom/contracts';
import { trainingItem } from '../test/harness';
import { coachListItems, groupForBrowse } from './groupItems';

const item = (id: number, category: string, contentType: TrainingItemView['contentType'] = 'text') =>
  trainingItem({ id, category, contentType });

const shape = (items: TrainingItemView[]) =>
  groupForBrowse(items).map((g) => [g.category, g.items.map((i) => i.id)] as const);

describe(groupForBrowse.name, () => {
  it("puts the spec's categories first in its order, then the others alphabetically ignoring case", () => {
    const items = [
      item(1, 'zebra crossings'),
      item(2, 'Writing Tips'),
      item(3, 'Getting Started/FAQs'),
      item(4, 'Audio'),
      item(5, 'AI Journalism News'),
      item(6, 'best of'),
      item(7, 'Best Practices'),
      item(8, 'Timing'),
    ];
    expect(shape(items)).toEqual([
      ['Getting Started/FAQs', [3]],
      ['Best Practices', [7]],
      ['Writing Tips', [2]],
      ['AI Journalism News', [5]],
      ['Audio', [4]],
      ['best of', [6]],
      ['Timing', [8]],
      ['zebra crossings', [1]],
    ]);
  });

  it('lists every PDF under PDF Resources whatever its category, keeping the server order', () => {
    const items = [item(1, 'Writing Tips', 'pdf'), item(2, 'Writing Tips', 'video'), item(3, 'Tools', 'pdf')];
    expect(shape(items)).toEqual([
      ['Writing Tips', [2]],
      [PDF_RESOURCES_CATEGORY, [1, 3]],
    ]);
  });

  it("leaves out the AI Coach's categories and shows no empty group", () => {
    const items = [
      item(1, 'AI Coach Videos', 'video'),
      item(2, 'AI Coach Resources', 'pdf'),
      item(3, 'AI Coach Live Training'),
      item(4, 'Technical Guidelines'),
    ];
    expect(shape(items)).toEqual([['Technical Guidelines', [4]]]);
    expect(groupForBrowse([])).toEqual([]);
  });

  it('keeps the items of a group in the order the server gave (newest first)', () => {
    expect(shape([item(9, 'Writing Tips'), item(3, 'Writing Tips'), item(5, 'Writing Tips')])).toEqual([
      ['Writing Tips', [9, 3, 5]],
    ]);
  });
});

describe(coachListItems.name, () => {
  it("gives each coach list its own category's items", () => {
    const items = [item(1, 'AI Coach Videos', 'video'), item(2, 'AI Coach Resources'), item(3, 'AI Coach Videos')];
    expect(coachListItems(items, 'videos').map((i) => i.id)).toEqual([1, 3]);
    expect(coachListItems(items, 'resources').map((i) => i.id)).toEqual([2]);
    expect(coachListItems(items, 'live')).toEqual([]);
  });
});

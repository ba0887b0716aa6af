import { adminTrainingSchema } from '@newsroom/contracts';
import { STARTER_LIBRARY } from './starter-library';

/** The data itself: every starter item must be something the admin form would accept. */
describe('STARTER_LIBRARY', () => {
  it('holds only items that pass the admin form rules', () => {
    const problems = STARTER_LIBRARY.flatMap((item) => {
      const parsed = adminTrainingSchema.safeParse({ ...item, status: 'approved' });
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${item.title}: ${issue.path.join('.')}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('names each item once', () => {
    const titles = STARTER_LIBRARY.map((item) => item.title.trim().toLowerCase());
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});

import { ADMIN_TRAINING_CATEGORIES, TRAINING_MESSAGES } from '@newsroom/contracts';
import { trainingItem } from '../test/harness';
import {
  categoryOptions,
  EMPTY_TRAINING_FORM,
  formToRequest,
  statusOptions,
  trainingFormSchema,
  trainingToForm,
  type TrainingFormValues,
} from './trainingForm';

const valid: TrainingFormValues = {
  ...EMPTY_TRAINING_FORM,
  title: 'Writing to time',
  content: 'Read your copy aloud with a stopwatch before you file it.',
  category: 'Timing',
  contentType: 'video',
  resourceUrl: 'https://videos.example.com/timing',
};

const errorsOf = (schema: ReturnType<typeof trainingFormSchema>, values: TrainingFormValues) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('trainingForm', () => {
  describe(trainingFormSchema.name, () => {
    it('gives the spec messages for an empty form', () => {
      expect(errorsOf(trainingFormSchema('create'), EMPTY_TRAINING_FORM)).toEqual({
        title: TRAINING_MESSAGES.titleMin,
        content: TRAINING_MESSAGES.contentMin,
        category: TRAINING_MESSAGES.categoryRequired,
        contentType: TRAINING_MESSAGES.contentTypeRequired,
      });
    });

    it('checks a shown link and answers the body with the status and tags', () => {
      const sut = trainingFormSchema('create');
      expect(errorsOf(sut, { ...valid, resourceUrl: 'javascript:alert(1)' })).toEqual({
        resourceUrl: TRAINING_MESSAGES.resourceUrlInvalid,
      });
      expect(sut.safeParse({ ...valid, premium: 'true' })).toEqual({
        success: true,
        data: {
          title: valid.title,
          content: valid.content,
          category: 'Timing',
          contentType: 'video',
          resourceUrl: valid.resourceUrl,
          status: 'approved',
          tags: ['premium'],
        },
      });
    });

    it('sends the link empty for a type whose form hides it, whatever the hidden input holds', () => {
      const result = trainingFormSchema('create').safeParse({ ...valid, contentType: 'blog', resourceUrl: 'nonsense' });
      expect(result.success && result.data.resourceUrl).toBe('');
      const video = trainingFormSchema('create').safeParse({ ...valid, resourceUrl: '  ' });
      expect(video.success && video.data.resourceUrl).toBe('');
    });

    it('lets an edit keep an item rejected, but not a new item', () => {
      expect(errorsOf(trainingFormSchema('create'), { ...valid, status: 'rejected' })).toEqual({
        status: TRAINING_MESSAGES.statusInvalid,
      });
      const edit = trainingFormSchema('edit', {}).safeParse({ ...valid, status: 'rejected' });
      expect(edit.success && edit.data.status).toBe('rejected');
    });
  });

  describe(formToRequest.name, () => {
    it('maps the premium switch to the premium tag and keeps the other tags', () => {
      expect(formToRequest({ ...valid, premium: 'true' }, { tags: ['newsroom', 'premium'] }).tags).toEqual([
        'newsroom',
        'premium',
      ]);
      expect(formToRequest({ ...valid, premium: 'false' }, { tags: ['newsroom', 'premium'] }).tags).toEqual([
        'newsroom',
      ]);
      expect(formToRequest({ ...valid, premium: 'false' }).tags).toEqual([]);
    });

    it.each([
      ['video', 'https://x.test/a'],
      ['pdf', 'https://x.test/a'],
      ['website', 'https://x.test/a'],
      ['text', ''],
      ['blog', ''],
    ])('a new %s item sends the link as %p', (contentType, link) => {
      expect(formToRequest({ ...valid, contentType, resourceUrl: 'https://x.test/a' }).resourceUrl).toBe(link);
    });

    it('an edit keeps the stored link of a type whose form hides it, and a text article drops it', () => {
      const kept = { resourceUrl: 'https://blog.test/post' };
      expect(
        formToRequest({ ...valid, contentType: 'blog', resourceUrl: 'https://blog.test/post' }, kept).resourceUrl,
      ).toBe('https://blog.test/post');
      expect(
        formToRequest({ ...valid, contentType: 'text', resourceUrl: 'https://blog.test/post' }, kept).resourceUrl,
      ).toBe('');
    });
  });

  describe(trainingToForm.name, () => {
    it('prefills every field from an item', () => {
      const item = trainingItem({
        title: 'Coach clip',
        category: 'AI Coach Videos',
        contentType: 'video',
        resourceUrl: 'https://v.test/1',
        status: 'rejected',
        tags: ['premium'],
        premium: true,
      });
      expect(trainingToForm(item)).toEqual({
        title: 'Coach clip',
        content: item.content,
        category: 'AI Coach Videos',
        contentType: 'video',
        resourceUrl: 'https://v.test/1',
        status: 'rejected',
        premium: 'true',
      });
      expect(trainingToForm(trainingItem({ resourceUrl: null })).resourceUrl).toBe('');
    });
  });

  it('offers the admin categories, plus an edited item’s own', () => {
    const labels = (options: { label: string }[]) => options.map((option) => option.label);
    expect(labels(categoryOptions())).toEqual([...ADMIN_TRAINING_CATEGORIES]);
    expect(labels(categoryOptions('Writing'))).toEqual([...ADMIN_TRAINING_CATEGORIES]);
    expect(labels(categoryOptions('AI Coach Videos')).at(-1)).toBe('AI Coach Videos');
  });

  it('offers Rejected only when editing a rejected item', () => {
    expect(statusOptions().map((option) => option.label)).toEqual(['Approved', 'Pending']);
    expect(statusOptions('pending').map((option) => option.label)).toEqual(['Approved', 'Pending']);
    expect(statusOptions('rejected').map((option) => option.label)).toEqual(['Approved', 'Pending', 'Rejected']);
  });
});

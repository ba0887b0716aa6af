import {
  COACH_WELCOME,
  previewText,
  RESOURCE_PREVIEW_CHARS,
  TRAINING_MESSAGES,
  TRAINING_QUERY_KEYS,
  type TrainingItemView,
} from '@newsroom/contracts';
import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  chatLines,
  JOURNALIST,
  mockApi,
  optionTexts,
  renderTool,
  toastText,
  trainingItem,
  type Answer,
  type Routes,
  type User,
} from '../test/harness';
import TrainingHubPage from './TrainingHubPage';

const LIST = '/api/training';
const COACH = '/api/ai-career-coach';
const published = (items: TrainingItemView[]): Routes => ({ [`GET ${LIST}`]: { status: 200, body: items } });

const LONG =
  'Every PDF on this desk explains one thing well: how to time a script, how to write a tease, how to ' +
  'handle numbers on air, and how to keep a rundown honest when breaking news lands.';

function openHub(user: typeof ADMIN | null, routes: Routes = published([])) {
  const fetchMock = mockApi(routes);
  return { fetchMock, ...renderTool(<TrainingHubPage user={user} />) };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TrainingHubPage', () => {
  describe('tabs', () => {
    it('shows Browse and AI Coach to a journalist, without Submit Content', async () => {
      openHub(JOURNALIST);
      expect(screen.getByRole('heading', { level: 1, name: 'Training Hub' })).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Browse', 'AI Coach']);
      expect(tab('Browse')).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText(TRAINING_MESSAGES.noContentTitle)).toBeInTheDocument();
    });

    it('adds Submit Content for an admin', () => {
      openHub(ADMIN);
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Browse', 'Submit Content', 'AI Coach']);
    });

    it('offers the four AI Coach sections', async () => {
      const { user } = openHub(ADMIN);
      await user.click(tab('AI Coach'));
      const coachTabs = within(screen.getByRole('tablist', { name: 'AI Coach sections' })).getAllByRole('tab');
      expect(coachTabs.map((t) => t.textContent)).toEqual(['AI Chat', 'Video Library', 'Resources', 'Live Training']);
    });
  });

  describe('Browse', () => {
    it('groups the items in the spec order, PDFs under PDF Resources, without the coach lists', async () => {
      openHub(
        JOURNALIST,
        published([
          trainingItem({ id: 1, title: 'Zoom etiquette', category: 'Zoom Tips' }),
          trainingItem({ id: 2, title: 'Style guide', category: 'Writing Tips', contentType: 'pdf', content: LONG }),
          trainingItem({ id: 3, title: 'Active voice', category: 'Writing Tips' }),
          trainingItem({ id: 4, title: 'First day', category: 'Getting Started/FAQs' }),
          trainingItem({ id: 5, title: 'Coach video', category: 'AI Coach Videos', contentType: 'video' }),
          trainingItem({ id: 6, title: 'Audio basics', category: 'audio' }),
        ]),
      );
      await screen.findByRole('heading', { name: 'Getting Started/FAQs' });
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/\d+$/, ''));
      expect(headings).toEqual(['Getting Started/FAQs', 'Writing Tips', 'PDF Resources', 'audio', 'Zoom Tips']);
      expect(screen.queryByText('Coach video')).not.toBeInTheDocument();

      const pdfGroup = screen.getByRole('region', { name: 'PDF Resources' });
      expect(within(pdfGroup).getByRole('heading', { level: 3, name: 'Style guide' })).toBeInTheDocument();
      expect(within(pdfGroup).getByText(previewText(LONG, RESOURCE_PREVIEW_CHARS))).toBeInTheDocument();
      const writing = screen.getByRole('region', { name: 'Writing Tips' });
      expect(
        within(writing)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Active voice']);
    });

    it('shows No Content Available when nothing is published', async () => {
      openHub(JOURNALIST);
      const empty = await screen.findByTestId('training-empty');
      expect(empty).toHaveTextContent('No Content Available');
      expect(empty).toHaveTextContent(TRAINING_MESSAGES.noContentText);
    });

    it('shows a failed load with the server message and retries on request', async () => {
      let calls = 0;
      const { user } = openHub(JOURNALIST, {
        [`GET ${LIST}`]: () =>
          ++calls === 1
            ? { status: 503, body: { message: 'Training service is restarting' } }
            : { status: 200, body: [trainingItem({ title: 'Back again' })] },
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Training service is restarting');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    });
  });

  describe('Submit Content', () => {
    async function openForm(reply?: Answer) {
      const routes: Routes = { ...published([]), ...(reply ? { [`POST ${LIST}`]: reply } : {}) };
      const opened = openHub(ADMIN, routes);
      await opened.user.click(tab('Submit Content'));
      return opened;
    }

    async function fill(user: User, contentType = 'Video Training', url = 'https://vimeo.com/76979871') {
      await user.type(screen.getByLabelText('Title'), 'Writing to time');
      await user.type(screen.getByLabelText('Content'), 'Read it aloud with a stopwatch, every time.');
      await user.selectOptions(screen.getByLabelText('Category'), 'Writing Tips');
      await user.selectOptions(screen.getByLabelText('Content Type'), contentType);
      if (url) await user.type(screen.getByLabelText('Resource URL'), url);
    }

    const submitButton = () => screen.getByRole('button', { name: /Submit for Review|Submitting\.\.\./ });

    it('offers the submission categories and content types, each after an empty choice', async () => {
      await openForm();
      expect(optionTexts(screen.getByLabelText('Category'))).toEqual([
        'Select a category',
        'Getting Started/FAQs',
        'Best Practices',
        'Technical Guidelines',
        'Writing Tips',
        'On-Camera Techniques',
        'Production Resources',
        'AI Journalism News',
        'PDF Resources',
        'AI Coach Videos',
        'AI Coach Resources',
        'AI Coach Live Training',
      ]);
      expect(optionTexts(screen.getByLabelText('Content Type'))).toEqual([
        'Select a content type',
        'Text Article',
        'Video Training',
        'Blog Post',
        'PDF Document',
        'Website Link',
      ]);
    });

    it('hides the resource URL for a text article and shows it for the other types', async () => {
      const { user } = await openForm();
      const type = screen.getByLabelText('Content Type');
      await user.selectOptions(type, 'Text Article');
      expect(screen.queryByLabelText('Resource URL')).not.toBeInTheDocument();
      for (const label of ['Video Training', 'Blog Post', 'PDF Document', 'Website Link']) {
        await user.selectOptions(type, label);
        expect(screen.getByLabelText('Resource URL')).toHaveAttribute('type', 'url');
      }
    });

    it('shows every validation message on submit, sends nothing, and clears them as they are fixed', async () => {
      const { user, fetchMock } = await openForm();
      await user.click(submitButton());
      for (const message of [
        'Title must be at least 5 characters.',
        'Content must be at least 20 characters.',
        'Please select a category.',
        'Please select a content type.',
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(screen.getByLabelText('Title')).toHaveFocus();

      await fill(user, 'Website Link', 'javascript:alert(1)');
      expect(screen.queryByText('Title must be at least 5 characters.')).not.toBeInTheDocument();
      expect(screen.queryByText('Please select a content type.')).not.toBeInTheDocument();
      expect(screen.getByText(TRAINING_MESSAGES.resourceUrlInvalid)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith(LIST, expect.objectContaining({ method: 'POST' }));
    });

    it('posts the submission, reads Submitting... while pending, then toasts, resets and refreshes the lists', async () => {
      let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
      const { user, fetchMock, queryClient } = await openForm(new Promise((resolve) => (answer = resolve)));
      const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
      await fill(user);
      await user.click(submitButton());

      expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
      const call = fetchMock.mock.calls.find(([url, init]) => url === LIST && init?.method === 'POST');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({
        title: 'Writing to time',
        content: 'Read it aloud with a stopwatch, every time.',
        category: 'Writing Tips',
        contentType: 'video',
        resourceUrl: 'https://vimeo.com/76979871',
      });

      answer({ status: 201, body: trainingItem({ status: 'pending' }) });
      const toast = await screen.findByTestId('toast');
      expect(toast).toHaveTextContent(TRAINING_MESSAGES.submittedTitle);
      expect(toast).toHaveTextContent(TRAINING_MESSAGES.submittedText);
      expect(screen.getByLabelText('Title')).toHaveValue('');
      expect(screen.getByLabelText('Category')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Submit for Review' })).toBeEnabled();
      expect(invalidate).toHaveBeenCalledWith({ queryKey: TRAINING_QUERY_KEYS.root });
    });

    it('sends no link for a text article', async () => {
      const { user, fetchMock } = await openForm({ status: 201, body: trainingItem() });
      await fill(user, 'Text Article', '');
      await user.click(submitButton());
      await screen.findByTestId('toast');
      const call = fetchMock.mock.calls.find(([url, init]) => url === LIST && init?.method === 'POST');
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ contentType: 'text', resourceUrl: null });
    });

    it.each([
      [
        'the server message',
        { status: 400, body: { message: 'A similar item is already waiting for review' } },
        'A similar item is already waiting for review',
      ],
      ['the fallback', { status: 500 }, 'Failed to submit training content'],
    ])('toasts Submission failed with %s and keeps the draft', async (_case, reply, message) => {
      const { user } = await openForm(reply);
      await fill(user);
      await user.click(submitButton());
      const text = await toastText();
      expect(text).toContain('Submission failed');
      expect(text).toContain(message);
      expect(screen.getByLabelText('Title')).toHaveValue('Writing to time');
    });

    it('keeps a draft when the admin looks at Browse and comes back', async () => {
      const { user } = await openForm();
      await user.type(screen.getByLabelText('Title'), 'Half-written');
      await user.click(tab('Browse'));
      await user.click(tab('Submit Content'));
      expect(screen.getByLabelText('Title')).toHaveValue('Half-written');
    });
  });

  describe('AI Coach conversation', () => {
    it('survives switching to Browse and to another coach section, even while the answer is on its way', async () => {
      let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
      const { user } = openHub(ADMIN, {
        ...published([]),
        [`POST ${COACH}`]: new Promise((resolve) => (answer = resolve)),
      });
      await user.click(tab('AI Coach'));
      await user.type(screen.getByLabelText('Your question'), 'How do I pitch a story?{Enter}');
      expect(await screen.findByTestId('coach-pending')).toBeInTheDocument();

      await user.click(tab('Browse'));
      answer({ status: 200, body: { success: true, response: 'Lead with the people it affects.' } });
      await screen.findByTestId('training-empty');
      await user.click(tab('AI Coach'));
      expect(chatLines()).toEqual([
        `Coach: ${COACH_WELCOME}`,
        'You: How do I pitch a story?',
        'Coach: Lead with the people it affects.',
      ]);

      await user.click(screen.getByRole('tab', { name: 'Video Library' }));
      await user.click(screen.getByRole('tab', { name: 'AI Chat' }));
      expect(chatLines()).toHaveLength(3);
    });
  });
});

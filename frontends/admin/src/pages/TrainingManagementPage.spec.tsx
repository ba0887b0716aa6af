import { ADMIN_TRAINING_CATEGORIES } from '@newsroom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { callsTo, findToast, mockApi, renderAdmin, rowOf, trainingItem, type Reply } from '../test/harness';

const ALL = '/api/training/all';
const PATH = '/admin/training-management';
const LONG = `${'Pace your read so every word lands. '.repeat(10)}The end.`;

const article = trainingItem({
  id: 1,
  title: 'Broadcast number style',
  category: 'Writing',
  content: 'Spell out one through nine; use figures for 10 and up.',
  contentType: 'text',
  status: 'approved',
});
const clip = trainingItem({
  id: 2,
  title: 'Stand-up in one take',
  category: 'AI Coach Videos',
  content: LONG,
  contentType: 'video',
  resourceUrl: 'https://videos.example.com/standup',
  status: 'pending',
  tags: ['newsroom', 'premium'],
  premium: true,
});
const guide = trainingItem({
  id: 3,
  title: 'AP quick reference',
  category: 'Tools',
  content: 'A printable sheet of the rules producers forget most often.',
  contentType: 'pdf',
  resourceUrl: 'https://files.example.com/ap.pdf',
  status: 'rejected',
});

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add Content' }));
  return dialogNamed('Add Content');
}

async function fillValid(user: UserEvent, dialog: HTMLElement) {
  await user.type(field(dialog, 'Title'), 'Writing to time');
  await user.type(field(dialog, 'Content'), 'Read your copy aloud with a stopwatch.');
  await user.selectOptions(field(dialog, 'Category'), 'Timing');
}

/** The list, then whatever a change leaves; `reply` answers the change. */
function trainingApi(routes: Record<string, Reply | (() => Reply | Promise<Reply>)>, items = [article, clip, guide]) {
  return mockApi({ [`GET ${ALL}`]: { status: 200, body: items }, ...routes });
}

describe('TrainingManagementPage', () => {
  describe('All Content', () => {
    it('lists every item with its type, category and status, and the count', async () => {
      trainingApi({});
      renderAdmin(PATH);
      expect(screen.getByRole('heading', { level: 1, name: 'Training Hub Management' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'All training content' });
      expect(screen.getByText('3 items total')).toBeInTheDocument();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Title', 'Type', 'Category', 'Status', 'Actions']);

      const row = rowOf(table, 'Stand-up in one take');
      expect(within(row).getByRole('rowheader')).toHaveTextContent('Stand-up in one take Premium');
      expect(within(row).getByRole('cell', { name: 'Video Training' })).toHaveAttribute('data-label', 'Type');
      expect(within(row).getByRole('cell', { name: 'AI Coach Videos' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Edit Stand-up in one take' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Delete Stand-up in one take' })).toBeInTheDocument();
      expect(within(rowOf(table, 'Broadcast number style')).queryByText('Premium')).not.toBeInTheDocument();
      expect(
        within(rowOf(table, 'AP quick reference')).getByRole('cell', { name: 'PDF Document' }),
      ).toBeInTheDocument();

      // Three statuses, three looks.
      const badge = (title: string, label: string) => within(rowOf(table, title)).getByText(label);
      expect(badge('Broadcast number style', 'Approved')).toHaveClass('nr-badge--success');
      expect(badge('Stand-up in one take', 'Pending')).toHaveClass('nr-badge--warning');
      expect(badge('AP quick reference', 'Rejected')).toHaveClass('nr-badge--destructive');
    });

    it('says "1 item total" for one item', async () => {
      trainingApi({}, [article]);
      renderAdmin(PATH);
      expect(await screen.findByText('1 item total')).toBeInTheDocument();
    });

    it('filters by title, category and content, ignoring case', async () => {
      trainingApi({});
      const { user } = renderAdmin(PATH);
      const table = await screen.findByRole('table', { name: 'All training content' });
      const search = screen.getByRole('searchbox', { name: 'Search content' });
      const titles = () =>
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.firstChild?.textContent);

      await user.type(search, 'STAND-UP');
      await waitFor(() => expect(titles()).toEqual(['Stand-up in one take']));
      expect(screen.getByText('1 item total')).toBeInTheDocument();

      await user.clear(search);
      await user.type(search, 'tools');
      await waitFor(() => expect(titles()).toEqual(['AP quick reference']));

      await user.clear(search);
      await user.type(search, 'figures');
      await waitFor(() => expect(titles()).toEqual(['Broadcast number style']));

      await user.clear(search);
      await user.type(search, 'weather');
      expect(await screen.findByRole('heading', { name: 'No content found' })).toBeInTheDocument();
      expect(screen.getByText('No title, category or content contains “weather”.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await screen.findByText('3 items total')).toBeInTheDocument();
      expect(search).toHaveValue('');
    });

    it('says No content found when there is nothing yet', async () => {
      trainingApi({}, []);
      const { user } = renderAdmin(PATH);
      expect(await screen.findByRole('heading', { name: 'No content found' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'By Type' }));
      expect(screen.getByRole('heading', { name: 'No content found' })).toBeInTheDocument();
    });

    it('shows a spinner while loading, and an error with Retry', async () => {
      let fail = true;
      mockApi({
        [ALL]: () => (fail ? { status: 500, body: { message: 'Try later' } } : { status: 200, body: [article] }),
      });
      const { user } = renderAdmin(PATH);
      expect(screen.getByRole('status')).toHaveTextContent('Loading training content…');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Try later');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('1 item total')).toBeInTheDocument();
    });
  });

  describe('By Type', () => {
    it('groups cards by content type in type order, each with a 150-character preview and actions', async () => {
      const website = trainingItem({ title: 'RTDNA code', contentType: 'website', category: 'Best Practices' });
      const blog = trainingItem({ title: 'Desk diary', contentType: 'blog' });
      trainingApi({}, [website, guide, clip, blog, article]);
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('tab', { name: 'By Type' }));
      const panel = screen.getByRole('tabpanel', { name: 'By Type' });
      expect(
        within(panel)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Text Article', 'Video Training', 'PDF Document', 'Blog Post', 'Website Link']);

      const videos = within(panel).getByRole('region', { name: 'Video Training' });
      const card = within(videos).getByTestId('training-item');
      expect(within(card).getByRole('heading', { level: 3, name: 'Stand-up in one take' })).toBeInTheDocument();
      expect(within(card).getByText('AI Coach Videos')).toBeInTheDocument();
      expect(within(card).getByText('Pending')).toBeInTheDocument();
      expect(within(card).getByText('Premium')).toBeInTheDocument();
      const preview = within(card).getByText(/^Pace your read/);
      expect(preview.textContent!.length).toBeLessThanOrEqual(150);
      expect(preview.textContent).toMatch(/…$/);
      expect(within(card).getByRole('button', { name: 'Edit Stand-up in one take' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Delete Stand-up in one take' })).toBeInTheDocument();
    });

    it('leaves out types with no items, and follows the search', async () => {
      trainingApi({});
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('tab', { name: 'By Type' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search content' }), 'printable');
      const panel = screen.getByRole('tabpanel', { name: 'By Type' });
      await waitFor(() =>
        expect(
          within(panel)
            .getAllByRole('heading', { level: 2 })
            .map((heading) => heading.textContent),
        ).toEqual(['PDF Document']),
      );
    });
  });

  describe('Add Content', () => {
    it('shows every rule message on submit, and re-checks on change', async () => {
      const fetchMock = trainingApi({});
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));
      for (const message of [
        'Title must be at least 5 characters.',
        'Content must be at least 20 characters.',
        'Please select a category.',
        'Please select a content type.',
      ]) {
        expect(within(dialog).getByText(message)).toBeInTheDocument();
      }
      expect(field(dialog, 'Title')).toHaveFocus();
      await user.type(field(dialog, 'Title'), 'Good title');
      expect(within(dialog).queryByText('Title must be at least 5 characters.')).not.toBeInTheDocument();
      expect(within(dialog).getByText('Content must be at least 20 characters.')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/training/admin')).toHaveLength(0);
    });

    it('offers the admin categories and content types, with status Approved by default', async () => {
      trainingApi({});
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      const optionsOf = (label: string) =>
        within(field(dialog, label))
          .getAllByRole('option')
          .map((option) => option.textContent);
      expect(optionsOf('Category')).toEqual(['Select a category', ...ADMIN_TRAINING_CATEGORIES]);
      expect(optionsOf('Content Type')).toEqual([
        'Select a content type',
        'Text Article',
        'Video Training',
        'PDF Document',
        'Blog Post',
        'Website Link',
      ]);
      expect(optionsOf('Status')).toEqual(['Approved', 'Pending']);
      expect(field(dialog, 'Status')).toHaveValue('approved');
      expect(within(dialog).getByRole('switch', { name: 'Premium (subscribers only)' })).not.toBeChecked();
      expect(field(dialog, 'Title')).toHaveFocus();
    });

    it('shows the Resource URL only for video, PDF and website', async () => {
      trainingApi({});
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      const urlShown = () => within(dialog).queryByLabelText('Resource URL') !== null;
      expect(urlShown()).toBe(false);
      for (const [type, shown] of [
        ['video', true],
        ['text', false],
        ['pdf', true],
        ['blog', false],
        ['website', true],
      ] as const) {
        await user.selectOptions(field(dialog, 'Content Type'), type);
        expect(urlShown()).toBe(shown);
      }
    });

    it('checks the link it shows', async () => {
      trainingApi({});
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.selectOptions(field(dialog, 'Content Type'), 'website');
      await user.type(field(dialog, 'Resource URL'), 'javascript:alert(1)');
      await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));
      expect(within(dialog).getByText('Please enter a link that starts with http:// or https://.')).toBeInTheDocument();
    });

    it('creates premium video content: POST body, Content created, and the list refreshed', async () => {
      let created = false;
      const fetchMock = mockApi({
        [`GET ${ALL}`]: () => ({
          status: 200,
          body: created ? [article, trainingItem({ title: 'Writing to time' })] : [article],
        }),
        'POST /api/training/admin': () => {
          created = true;
          return { status: 201, body: trainingItem({ title: 'Writing to time' }) };
        },
      });
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.selectOptions(field(dialog, 'Content Type'), 'video');
      await user.type(field(dialog, 'Resource URL'), 'https://videos.example.com/time');
      await user.click(within(dialog).getByRole('switch', { name: 'Premium (subscribers only)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));

      expect(await findToast('Content created')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/training/admin').map((call) => call.body)).toEqual([
        {
          title: 'Writing to time',
          content: 'Read your copy aloud with a stopwatch.',
          category: 'Timing',
          contentType: 'video',
          resourceUrl: 'https://videos.example.com/time',
          status: 'approved',
          tags: ['premium'],
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('2 items total')).toBeInTheDocument();
    });

    it('sends the link empty for a type that hides it, and a pending status when chosen', async () => {
      const fetchMock = trainingApi({ 'POST /api/training/admin': { status: 201, body: article } });
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.selectOptions(field(dialog, 'Content Type'), 'video');
      await user.type(field(dialog, 'Resource URL'), 'https://videos.example.com/time');
      await user.selectOptions(field(dialog, 'Content Type'), 'blog');
      await user.selectOptions(field(dialog, 'Status'), 'Pending');
      await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));
      expect(await findToast('Content created')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/training/admin')[0].body).toMatchObject({
        contentType: 'blog',
        resourceUrl: '',
        status: 'pending',
        tags: [],
      });
    });

    it('says Saving... while pending, then Operation failed with the server message', async () => {
      let answer!: (reply: Reply) => void;
      trainingApi({ 'POST /api/training/admin': () => new Promise<Reply>((resolve) => (answer = resolve)) });
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.selectOptions(field(dialog, 'Content Type'), 'text');
      await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));
      expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
      answer({ status: 400, body: { message: 'Title is too long' } });
      expect(await findToast('Operation failed')).toHaveTextContent('Title is too long');
      expect(dialogNamed('Add Content')).toBeInTheDocument();
    });

    it('falls back to its own message when the server gives none', async () => {
      trainingApi({ 'POST /api/training/admin': { status: 502, body: {} } });
      const { user } = renderAdmin(PATH);
      const dialog = await openAdd(user);
      await fillValid(user, dialog);
      await user.selectOptions(field(dialog, 'Content Type'), 'text');
      await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));
      expect(await findToast('Operation failed')).toHaveTextContent('Failed to save training content');
    });
  });

  describe('Edit', () => {
    it('prefills the form, keeps an out-of-list category and the other tags, and PATCHes', async () => {
      const fetchMock = trainingApi({ 'PATCH /api/training/2': { status: 200, body: clip } });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit Stand-up in one take' }));
      const dialog = dialogNamed('Edit Content');
      expect(field(dialog, 'Title')).toHaveValue('Stand-up in one take');
      expect(field(dialog, 'Content')).toHaveValue(LONG);
      expect(field(dialog, 'Category')).toHaveValue('AI Coach Videos');
      expect(field(dialog, 'Content Type')).toHaveValue('video');
      expect(field(dialog, 'Resource URL')).toHaveValue('https://videos.example.com/standup');
      expect(field(dialog, 'Status')).toHaveValue('pending');
      expect(within(dialog).getByRole('switch', { name: 'Premium (subscribers only)' })).toBeChecked();

      await user.clear(field(dialog, 'Title'));
      await user.type(field(dialog, 'Title'), 'Stand-up in two takes');
      await user.selectOptions(field(dialog, 'Status'), 'Approved');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

      expect(await findToast('Content updated')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', '/api/training/2').map((call) => call.body)).toEqual([
        {
          title: 'Stand-up in two takes',
          content: LONG.trim(),
          category: 'AI Coach Videos',
          contentType: 'video',
          resourceUrl: 'https://videos.example.com/standup',
          status: 'approved',
          tags: ['newsroom', 'premium'],
        },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'GET', ALL)).toHaveLength(2);
    });

    it('turns premium off without losing the other tags', async () => {
      const fetchMock = trainingApi({ 'PATCH /api/training/2': { status: 200, body: clip } });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit Stand-up in one take' }));
      const dialog = dialogNamed('Edit Content');
      await user.click(within(dialog).getByRole('switch', { name: 'Premium (subscribers only)' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await findToast('Content updated')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', '/api/training/2')[0].body).toMatchObject({ tags: ['newsroom'] });
    });

    it('offers Rejected for a rejected item, and says Operation failed when the save fails', async () => {
      const fetchMock = trainingApi({
        'PATCH /api/training/3': { status: 404, body: { message: 'Training content not found' } },
      });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit AP quick reference' }));
      const dialog = dialogNamed('Edit Content');
      expect(
        within(field(dialog, 'Status'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Approved', 'Pending', 'Rejected']);
      expect(field(dialog, 'Status')).toHaveValue('rejected');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await findToast('Operation failed')).toHaveTextContent('Training content not found');
      expect(callsTo(fetchMock, 'PATCH', '/api/training/3')[0].body).toMatchObject({ status: 'rejected' });
    });

    it('says what happens to a link the form cannot show: kept for a blog post, dropped for a text article', async () => {
      const fetchMock = trainingApi({});
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit AP quick reference' }));
      const dialog = dialogNamed('Edit Content');
      await user.selectOptions(field(dialog, 'Content Type'), 'blog');
      expect(within(dialog).getByText('Keeps its link: https://files.example.com/ap.pdf')).toBeInTheDocument();
      await user.selectOptions(field(dialog, 'Content Type'), 'text');
      expect(
        within(dialog).getByText('A text article has no link: saving removes https://files.example.com/ap.pdf.'),
      ).toBeInTheDocument();
      await user.selectOptions(field(dialog, 'Content Type'), 'blog');
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/training/3')).toHaveLength(1));
      expect(callsTo(fetchMock, 'PATCH', '/api/training/3')[0].body).toMatchObject({
        contentType: 'blog',
        resourceUrl: 'https://files.example.com/ap.pdf',
      });
    });
  });

  describe('Delete', () => {
    it('asks first, and Cancel deletes nothing', async () => {
      const fetchMock = trainingApi({});
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete Broadcast number style' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Confirm Deletion' });
      expect(confirm).toHaveAccessibleDescription(
        'Are you sure you want to delete this training content? This action cannot be undone. Broadcast number style',
      );
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/training/1')).toHaveLength(0);
    });

    it('deletes on confirm: DELETE, Content deleted, and the list refreshed', async () => {
      let deleted = false;
      const fetchMock = mockApi({
        [`GET ${ALL}`]: () => ({ status: 200, body: deleted ? [clip, guide] : [article, clip, guide] }),
        'DELETE /api/training/1': () => {
          deleted = true;
          return { status: 200, body: { success: true } };
        },
      });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete Broadcast number style' }));
      await user.click(
        within(screen.getByRole('alertdialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }),
      );
      expect(await findToast('Content deleted')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/training/1')).toHaveLength(1);
      expect(await screen.findByText('2 items total')).toBeInTheDocument();
      expect(screen.queryByText('Broadcast number style')).not.toBeInTheDocument();
    });

    it('deletes from a By Type card too', async () => {
      const fetchMock = trainingApi({ 'DELETE /api/training/3': { status: 200, body: { success: true } } });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('tab', { name: 'By Type' }));
      await user.click(screen.getByRole('button', { name: 'Delete AP quick reference' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await findToast('Content deleted')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', '/api/training/3')).toHaveLength(1);
    });

    it.each([
      [{ status: 409, body: { message: 'Item is in use' } }, 'Item is in use'],
      [{ status: 500, body: {} }, 'Failed to delete training content'],
    ])('toasts Deletion failed (%#)', async (reply, text) => {
      trainingApi({ 'DELETE /api/training/1': reply });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete Broadcast number style' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      expect(await findToast('Deletion failed')).toHaveTextContent(text);
      expect(screen.getByText('3 items total')).toBeInTheDocument();
    });
  });

  it('shows user content as text: HTML stays text in the table, the cards and the form', async () => {
    const xss = trainingItem({
      title: '<img src=x onerror=alert(1)>',
      content: '<script>alert(2)</script><b>bold</b> and more words to pass twenty.',
    });
    trainingApi({}, [xss]);
    const { user } = renderAdmin(PATH);
    const table = await screen.findByRole('table', { name: 'All training content' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img, script, b')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'By Type' }));
    expect(screen.getByText(/^<script>alert\(2\)<\/script><b>bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('img, script, b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit <img src=x onerror=alert(1)>' }));
    expect(field(dialogNamed('Edit Content'), 'Title')).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img, script, b')).toBeNull();
  });
});

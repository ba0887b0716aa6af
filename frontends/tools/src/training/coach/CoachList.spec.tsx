import {
  previewText,
  RESOURCE_PREVIEW_CHARS,
  TRAINING_MESSAGES,
  type TrainingItemView,
  type UserView,
} from '@newsroom/contracts';
import { screen, within } from '@testing-library/react';
import TrainingHubPage from '../../pages/TrainingHubPage';
import { ADMIN, JOURNALIST, mockApi, renderTool, toastText, trainingItem, type Reply } from '../../test/harness';

const LONG =
  'A one-page checklist for live shots: framing, IFB, the first line you say, the toss back, ' +
  'and what to do when the signal drops.';

const ITEMS: TrainingItemView[] = [
  trainingItem({ id: 11, title: 'Live shot basics', category: 'AI Coach Videos', contentType: 'video' }),
  trainingItem({
    id: 12,
    title: 'Live shot checklist',
    category: 'AI Coach Resources',
    contentType: 'pdf',
    content: LONG,
  }),
  trainingItem({ id: 13, title: 'Thursday workshop', category: 'AI Coach Live Training', contentType: 'website' }),
  trainingItem({ id: 14, title: 'Browse only', category: 'Writing Tips' }),
];

/** Opens a coach list; the list is GET /api/training (shrinking after a delete) and DELETE answers `deleteReply`. */
async function openList(
  section: string,
  { user = ADMIN, items = ITEMS, deleteReply = { status: 200, body: { success: true } } as Reply } = {},
) {
  let current = items;
  const fetchMock = mockApi({
    'GET /api/training': () => ({ status: 200, body: current }),
    'DELETE /api/training/11': () => {
      if (deleteReply.status === 200) current = current.filter((i) => i.id !== 11);
      return deleteReply;
    },
  });
  const rendered = renderTool(<TrainingHubPage user={user as UserView} />);
  await rendered.user.click(screen.getByRole('tab', { name: 'AI Coach' }));
  await rendered.user.click(screen.getByRole('tab', { name: section }));
  return { fetchMock, ...rendered };
}

const deleteCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);

describe('CoachList', () => {
  it.each([
    ['Video Library', 'Live shot basics'],
    ['Resources', 'Live shot checklist'],
    ['Live Training', 'Thursday workshop'],
  ])('%s lists the items of its own category', async (section, title) => {
    await openList(section);
    const cards = await screen.findAllByTestId('training-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([title]);
  });

  it('cuts resource cards to 60 characters', async () => {
    await openList('Resources');
    expect(await screen.findByText(previewText(LONG, RESOURCE_PREVIEW_CHARS))).toBeInTheDocument();
  });

  it.each([
    ['Video Library', 'No videos yet.'],
    ['Resources', 'No resources yet.'],
    ['Live Training', 'No live training sessions yet.'],
  ])('%s says %s when empty', async (section, text) => {
    await openList(section, { items: [] });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows no Delete button to a journalist', async () => {
    await openList('Video Library', { user: JOURNALIST });
    await screen.findByTestId('training-card');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('asks before deleting, and sends nothing when the admin cancels', async () => {
    const { user, fetchMock } = await openList('Video Library');
    await user.click(await screen.findByRole('button', { name: 'Delete Live shot basics' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this video?' });
    expect(dialog).toHaveTextContent('Live shot basics');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toEqual([]);
  });

  it('deletes after the confirmation, toasts Content deleted and refreshes the list', async () => {
    const { user, fetchMock } = await openList('Video Library');
    await user.click(await screen.findByRole('button', { name: 'Delete Live shot basics' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent(TRAINING_MESSAGES.contentDeleted);
    expect(deleteCalls(fetchMock)).toEqual(['/api/training/11']);
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();
  });

  it('toasts the list’s own message when the delete fails, and keeps the card', async () => {
    const { user } = await openList('Video Library', {
      deleteReply: { status: 500, body: { message: 'database down' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Live shot basics' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const text = await toastText();
    expect(text).toContain('Failed to delete video. Please try again.');
    expect(screen.getByRole('heading', { name: 'Live shot basics' })).toBeInTheDocument();
  });

  it.each([
    ['Resources', 12, 'Delete this resource?', TRAINING_MESSAGES.deleteResourceFailed],
    ['Live Training', 13, 'Delete this training session?', TRAINING_MESSAGES.deleteSessionFailed],
  ])('%s asks its own question and names its own failure', async (section, id, question, failure) => {
    const { user } = await openList(section);
    const card = (await screen.findAllByTestId('training-card'))[0];
    mockApi({
      'GET /api/training': { status: 200, body: ITEMS },
      [`DELETE /api/training/${id}`]: { status: 503 },
    });
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: question })).getByRole('button', { name: 'Delete' }),
    );
    expect(await toastText()).toContain(failure);
  });
});

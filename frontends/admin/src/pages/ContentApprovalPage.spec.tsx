import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, findToast, mockApi, renderAdmin, rowOf, trainingItem, type Reply } from '../test/harness';

const PENDING = '/api/admin/pending-content';
const XSS = '<img src=x onerror=alert(1)>';

const submission = trainingItem({
  id: 31,
  title: 'Tighten your teases',
  authorId: 42,
  category: 'Writing Tips',
  status: 'pending',
  createdAt: '2026-11-02T10:00:00.000Z',
  content: `First paragraph.\n\nSecond paragraph ${XSS} and <b>bold</b>.\n${'A long line of advice. '.repeat(40)}The end.`,
});
const other = trainingItem({ id: 32, title: 'Numbers on air', authorId: 9, status: 'pending' });

/** The queue answers `first` until a review lands, then `after`. */
function queueApi(reviewReply: Reply, after = [other]) {
  let reviewed = false;
  return mockApi({
    [`GET ${PENDING}`]: () => ({ status: 200, body: reviewed ? after : [submission, other] }),
    'PATCH /api/admin/content/31': () => {
      if (reviewReply.status < 300) reviewed = true;
      return reviewReply;
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Pending content' });

describe('ContentApprovalPage', () => {
  it('lists the pending content with the author id, category and submitted date', async () => {
    mockApi({ [PENDING]: { status: 200, body: [submission, other] } });
    renderAdmin('/admin/content-approval');
    expect(screen.getByRole('heading', { level: 1, name: 'Content Approval' })).toBeInTheDocument();
    const pending = await table();
    expect(
      within(pending)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Author', 'Category', 'Submitted', 'Actions']);
    const row = rowOf(pending, 'Tighten your teases');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Tighten your teases');
    expect(within(row).getByRole('cell', { name: '42' })).toHaveAttribute('data-label', 'Author');
    expect(within(row).getByRole('cell', { name: 'Writing Tips' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Nov 2, 2026' })).toHaveAttribute('data-label', 'Submitted');
    for (const action of ['View', 'Approve', 'Reject']) {
      expect(within(row).getByRole('button', { name: `${action} Tighten your teases` })).toBeEnabled();
    }
  });

  it('shows the full content as text in the view dialog: HTML stays text', async () => {
    mockApi({ [PENDING]: { status: 200, body: [submission] } });
    const { user } = renderAdmin('/admin/content-approval');
    await user.click(await screen.findByRole('button', { name: 'View Tighten your teases' }));
    const dialog = screen.getByRole('dialog', { name: 'Tighten your teases' });
    expect(within(dialog).getByText('Writing Tips')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov 2, 2026')).toBeInTheDocument();
    const text = within(dialog).getByTestId('content-full-text');
    expect(text.textContent).toBe(submission.content);
    expect(text).toHaveAttribute('role', 'region');
    expect(dialog.querySelector('img, b, script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    for (const name of ['Approve', 'Reject', 'Cancel']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('approves from the row: PATCH {status: approved}, the toast, and the queue refreshed', async () => {
    const fetchMock = queueApi({ status: 200, body: { ...submission, status: 'approved' } });
    const { user } = renderAdmin('/admin/content-approval');
    await user.click(await screen.findByRole('button', { name: 'Approve Tighten your teases' }));
    expect(await findToast('Content approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/content/31').map((call) => call.body)).toEqual([
      { status: 'approved' },
    ]);
    await waitFor(() => expect(screen.queryByText('Tighten your teases')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', PENDING)).toHaveLength(2);
    expect(screen.getByText('Numbers on air')).toBeInTheDocument();
  });

  it('rejects from the row, with its buttons disabled while the change is pending', async () => {
    let answer!: (reply: Reply) => void;
    const fetchMock = mockApi({
      [PENDING]: { status: 200, body: [submission, other] },
      'PATCH /api/admin/content/31': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const { user } = renderAdmin('/admin/content-approval');
    await user.click(await screen.findByRole('button', { name: 'Reject Tighten your teases' }));
    const row = rowOf(await table(), 'Tighten your teases');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Approve Tighten your teases' })).toBeDisabled(),
    );
    expect(within(row).getByRole('button', { name: 'Reject Tighten your teases' })).toBeDisabled();
    // The other row is not held up.
    expect(screen.getByRole('button', { name: 'Approve Numbers on air' })).toBeEnabled();

    answer({ status: 200, body: { ...submission, status: 'rejected' } });
    expect(await findToast('Content rejected')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/content/31').map((call) => call.body)).toEqual([
      { status: 'rejected' },
    ]);
  });

  it.each([
    ['Approve', 'approved', 'Content approved'],
    ['Reject', 'rejected', 'Content rejected'],
  ])('%ss from the view dialog, which then closes', async (button, status, toast) => {
    const fetchMock = queueApi({ status: 200, body: { ...submission, status } });
    const { user } = renderAdmin('/admin/content-approval');
    await user.click(await screen.findByRole('button', { name: 'View Tighten your teases' }));
    const dialog = screen.getByRole('dialog', { name: 'Tighten your teases' });
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await findToast(toast)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/content/31').map((call) => call.body)).toEqual([{ status }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts Update failed with the server message, and keeps the dialog open', async () => {
    queueApi({ status: 404, body: { message: 'Training content not found' } });
    const { user } = renderAdmin('/admin/content-approval');
    await user.click(await screen.findByRole('button', { name: 'View Tighten your teases' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const toast = await findToast('Update failed');
    expect(toast).toHaveTextContent('Training content not found');
    expect(screen.getByRole('dialog', { name: 'Tighten your teases' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' })).toBeEnabled(),
    );
  });

  it('falls back to its own message when the server gives none', async () => {
    queueApi({ status: 502, body: {} });
    const { user } = renderAdmin('/admin/content-approval');
    await user.click(await screen.findByRole('button', { name: 'Reject Tighten your teases' }));
    expect(await findToast('Update failed')).toHaveTextContent('Failed to update the content status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject Tighten your teases' })).toBeEnabled());
  });

  it('says All Clear! when nothing waits for approval', async () => {
    mockApi({ [PENDING]: { status: 200, body: [] } });
    renderAdmin('/admin/content-approval');
    expect(await screen.findByRole('heading', { name: 'All Clear!' })).toBeInTheDocument();
    expect(screen.getByText('There are no pending content submissions waiting for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, and an error with Retry when the queue cannot be loaded', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [PENDING]: () =>
        fail ? { status: 500, body: { message: 'The database is asleep' } } : { status: 200, body: [submission] },
    });
    const { user } = renderAdmin('/admin/content-approval');
    expect(screen.getByRole('status')).toHaveTextContent('Loading pending content…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pending content could not be loaded.');
    expect(alert).toHaveTextContent('The database is asleep');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', PENDING)).toHaveLength(2);
  });
});

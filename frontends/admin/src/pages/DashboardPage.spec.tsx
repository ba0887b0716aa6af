import { screen, within } from '@testing-library/react';
import { callsTo, mockApi, renderAdmin, trainingItem } from '../test/harness';

const stat = (label: string) => screen.getByRole('group', { name: label });

describe('DashboardPage', () => {
  it('shows the four stat cards from real calls, with Content Approved fixed at 16', async () => {
    const fetchMock = mockApi({
      '/api/admin/users': { status: 200, body: [{ id: 1 }], headers: { 'x-total-count': '240' } },
      '/api/admin/pending-content': { status: 200, body: [trainingItem({ status: 'pending' })] },
      '/api/subscription-plans': { status: 200, body: [{ id: 1 }, { id: 2 }] },
    });
    renderAdmin('/admin');
    expect(await within(stat('Total Users')).findByText('240')).toBeInTheDocument();
    expect(await within(stat('Pending Content')).findByText('1')).toBeInTheDocument();
    expect(await within(stat('Active Plans')).findByText('2')).toBeInTheDocument();
    expect(within(stat('Content Approved')).getByText('16')).toBeInTheDocument();
    // The total comes from one small page, not the whole user list.
    expect(callsTo(fetchMock, 'GET', '/api/admin/users')[0].url.search).toBe('?page=1&pageSize=1');
  });

  it('shows — for a stat whose call fails, without breaking the dashboard', async () => {
    mockApi({ '/api/admin/users': { status: 200, body: [], headers: { 'x-total-count': '1' } } });
    renderAdmin('/admin');
    expect(await within(stat('Total Users')).findByText('1')).toBeInTheDocument();
    expect(await within(stat('Pending Content')).findByText('—')).toBeInTheDocument();
    expect(await within(stat('Active Plans')).findByText('—')).toBeInTheDocument();
    expect(await screen.findByText('The queue could not be loaded.')).toBeInTheDocument();
  });

  it('links the tools panel to the admin pages', () => {
    mockApi({});
    renderAdmin('/admin');
    const expected: Record<string, string> = {
      'Review Submissions': '/admin/content-approval',
      'Training Hub Management': '/admin/training-management',
      'Manage Users': '/admin/user-management',
      'Configure Paywall': '/admin/paywall-settings',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('lists the pending submissions in the Content Approval Queue table, oldest five first', async () => {
    const pending = Array.from({ length: 7 }, (_, i) =>
      trainingItem({ title: `Submission ${i + 1}`, status: 'pending', authorId: 40 + i, category: 'Writing Tips' }),
    );
    mockApi({ '/api/admin/pending-content': { status: 200, body: pending } });
    renderAdmin('/admin');
    const table = await screen.findByRole('table', { name: 'Content approval queue' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Submission 1', 'Submission 2', 'Submission 3', 'Submission 4', 'Submission 5']);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByRole('cell', { name: '40' })).toHaveAttribute('data-label', 'Author');
    expect(within(first).getByRole('cell', { name: 'Nov 2, 2026' })).toBeInTheDocument();
    expect(screen.getByText('And 2 more on the Content Approval page.')).toBeInTheDocument();
  });

  it('says so when nothing waits for review, and shows the sample activity as samples', async () => {
    mockApi({ '/api/admin/pending-content': { status: 200, body: [] } });
    renderAdmin('/admin');
    expect(await screen.findByText('Nothing is waiting for review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Sample · /)).toHaveLength(4);
  });
});

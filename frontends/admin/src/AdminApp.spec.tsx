import type { UserView } from '@newsroom/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AdminApp from './AdminApp';

const ADMIN: UserView = { id: 1, username: 'admin', email: 'admin@newsroom.test', role: 'admin' };
const JOURNALIST: UserView = { id: 2, username: 'jo', email: 'jo@newsroom.test', role: 'user' };

function mockApi(answers: Record<string, { status: number; body?: unknown }>) {
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const answer = answers[String(url)] ?? { status: 404, body: { message: `Cannot GET ${String(url)}` } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Mounted the way the shell mounts it: at /admin/*, with the user as a prop. */
function renderAdmin(path: string, user: UserView | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp user={user} />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' });
const stat = (label: string) => screen.getByLabelText(label);

describe('AdminApp', () => {
  it('tells a non-admin they have no access, with a way home', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderAdmin('/admin', JOURNALIST);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin area.")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('denies a missing user too', () => {
    mockApi({});
    renderAdmin('/admin/user-management', null);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the Admin Tools sidebar with the active link highlighted', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderAdmin('/admin', ADMIN);
    expect(screen.getByRole('heading', { name: 'Admin Tools' })).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Content Approval',
      'User Management',
      'Paywall Settings',
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar()).getByRole('link', { name: 'User Management' }));
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'User Management' })).toHaveClass('admin__link--active');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows the four stat cards from the admin lists, with Content Approved fixed at 16', async () => {
    mockApi({
      '/api/admin/users': { status: 200, body: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      '/api/admin/pending-content': { status: 200, body: [{ id: 9 }] },
      '/api/subscription-plans': { status: 200, body: [{ id: 1 }, { id: 2 }] },
    });
    renderAdmin('/admin', ADMIN);
    expect(await within(stat('Total Users')).findByText('3')).toBeInTheDocument();
    expect(await within(stat('Pending Content')).findByText('1')).toBeInTheDocument();
    expect(await within(stat('Active Plans')).findByText('2')).toBeInTheDocument();
    expect(within(stat('Content Approved')).getByText('16')).toBeInTheDocument();
  });

  it('shows — for a stat whose call fails, without breaking the dashboard', async () => {
    mockApi({ '/api/admin/users': { status: 200, body: [{ id: 1 }] } });
    renderAdmin('/admin', ADMIN);
    expect(await within(stat('Total Users')).findByText('1')).toBeInTheDocument();
    expect(await within(stat('Pending Content')).findByText('—')).toBeInTheDocument();
    expect(await within(stat('Active Plans')).findByText('—')).toBeInTheDocument();
    expect(within(stat('Content Approved')).getByText('16')).toBeInTheDocument();
  });

  it('links the tools panel to the admin pages', () => {
    mockApi({});
    renderAdmin('/admin', ADMIN);
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

  it.each([
    ['/admin/content-approval', 'Content Approval'],
    ['/admin/user-management', 'User Management'],
    ['/admin/paywall-settings', 'Paywall Settings'],
    ['/admin/training-management', 'Training Hub Management'],
    ['/admin/nothing-here', 'Page Not Found'],
  ])('renders %s as "%s"', (path, title) => {
    mockApi({});
    renderAdmin(path, ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

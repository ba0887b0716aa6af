import { SUBSCRIPTION_STATUS_QUERY_KEY } from '@newsroom/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_QUERY_KEY } from '../session/currentUser';
import { ADMIN, JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

async function openMenu(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.click(await screen.findByRole('button', { name: `Account menu for ${username}` }));
  return screen.getByRole('menu', { name: 'My Account' });
}

describe('account menu', () => {
  it('shows the avatar initials of the signed-in user', async () => {
    mockFetch({ '/api/user': userRoute(ADMIN) });
    renderApp('/');
    expect(await screen.findByTestId('avatar')).toHaveTextContent(/^AD$/);
  });

  it('lists My Account, Dashboard (admin), Profile, Subscription, Settings and Logout', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/user': userRoute(ADMIN) });
    renderApp('/');
    const menu = await openMenu(user, 'admin');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Subscription', 'Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('leaves Dashboard out for non-admins and closes on Escape', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/');
    const menu = await openMenu(user, 'jo');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The profile page is a chunk of its own: the address changes once it has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));

    await openMenu(user, 'jo');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('asks before logging out, then posts /api/logout, toasts, and clears the user and goes to /auth after 300 ms', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const fetchMock = mockFetch({
        '/api/user': userRoute(JOURNALIST),
        'POST /api/logout': { status: 200, body: { success: true } },
      });
      const { queryClient } = renderApp('/');
      const menu = await openMenu(user, 'jo');
      await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

      const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
      expect(fetchMock).not.toHaveBeenCalledWith('/api/logout', expect.anything());
      await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
      // Settle the logout call without moving the clock (findBy* would advance fake timers).
      await act(() => jest.advanceTimersByTimeAsync(0));

      const toast = screen.getByTestId('toast');
      expect(toast).toHaveTextContent('Logged out');
      expect(toast).toHaveTextContent('You have been successfully logged out.');
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/logout',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
      await act(() => jest.advanceTimersByTimeAsync(299));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(screen.getByTestId('avatar')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
      expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays signed in when the logout is cancelled, and toasts a failed logout', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/user': userRoute(JOURNALIST),
      'POST /api/logout': { status: 500, body: { message: 'Session store down' } },
    });
    renderApp('/');
    let menu = await openMenu(user, 'jo');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/logout', expect.anything());
    expect(screen.getByTestId('avatar')).toHaveTextContent('JO');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    menu = await openMenu(user, 'jo');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('Session store down');
    expect(toast).toHaveClass('nr-toast--destructive');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('avatar')).toHaveTextContent('JO');
  });

  it('shows NA in the avatar when the user has no username', async () => {
    mockFetch({ '/api/user': userRoute({ ...JOURNALIST, username: '' }) });
    renderApp('/');
    expect(await screen.findByTestId('avatar')).toHaveTextContent(/^NA$/);
  });
});

describe('Active badge', () => {
  async function menuWithStatus(reply: { status: number; body?: unknown }) {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ '/api/user': userRoute(JOURNALIST), '/api/subscription/status': reply });
    const { queryClient } = renderApp('/');
    // Wait until the status call has settled either way, so "no badge" is not just "not yet".
    await waitFor(() => expect(queryClient.getQueryState(SUBSCRIPTION_STATUS_QUERY_KEY)?.status).not.toBe('pending'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/status',
      expect.objectContaining({ credentials: 'include' }),
    );
    const menu = await openMenu(user, 'jo');
    return within(menu).getByRole('menuitem', { name: /Subscription/ });
  }
  const status = (value: string) => ({
    status: 200,
    body: { status: value, currentPeriodEnd: '2026-01-01T00:00:00.000Z', cancelAtPeriodEnd: false },
  });

  it.each(['active', 'trialing'])('is shown next to Subscription when the status is %s', async (value) => {
    const item = await menuWithStatus(status(value));
    expect(within(item).getByText('Active')).toHaveClass('nr-badge');
  });

  it.each(['inactive', 'past_due', 'canceled', 'incomplete', 'unpaid'])(
    'is not shown when the status is %s',
    async (value) => {
      const item = await menuWithStatus(status(value));
      expect(item).toHaveTextContent(/^Subscription$/);
    },
  );

  it.each([404, 500])('is not shown when the status call fails with %i', async (code) => {
    const item = await menuWithStatus({ status: code, body: { message: 'nope' } });
    expect(item).toHaveTextContent(/^Subscription$/);
  });

  it('is never asked for signed out', async () => {
    const fetchMock = mockFetch({ '/api/user': userRoute(null) });
    renderApp('/privacy-policy');
    await screen.findByRole('link', { name: 'Sign in' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/subscription/status', expect.anything());
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');

    await openMenu(user, 'jo');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('asks before logging out, then posts /api/logout, toasts and goes to /auth after 300 ms', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const fetchMock = mockFetch({
        '/api/user': userRoute(JOURNALIST),
        'POST /api/logout': { status: 200, body: {} },
      });
      renderApp('/');
      const menu = await openMenu(user, 'jo');
      await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

      const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
      expect(fetchMock).not.toHaveBeenCalledWith('/api/logout', expect.anything());
      await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText('You have been successfully logged out.')).toBeInTheDocument();
      expect(screen.getByText('Logged out')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/logout',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
      await act(() => jest.advanceTimersByTimeAsync(300));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays signed in when the logout is cancelled, and toasts a failed logout', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/user': userRoute(JOURNALIST),
      'POST /api/logout': { status: 500, body: { message: 'Session store down' } },
    });
    renderApp('/');
    let menu = await openMenu(user, 'jo');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    menu = await openMenu(user, 'jo');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Logout' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('Session store down');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

describe('AuthPage (login)', () => {
  it('validates on submit, then again on every change', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ '/api/user': userRoute(null) });
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), 'jo');
    expect(screen.queryByText('Username must be at least 3 characters.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login', expect.anything());

    await user.type(screen.getByLabelText('Username'), 'e');
    expect(screen.queryByText('Username must be at least 3 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
  });

  it('posts the credentials, toasts a welcome and goes to / after 500 ms', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      let signedIn = false;
      const fetchMock = mockFetch({
        '/api/user': () => userRoute(signedIn ? JOURNALIST : null),
        'POST /api/login': () => {
          signedIn = true;
          return { status: 200, body: JOURNALIST };
        },
      });
      renderApp('/auth');
      await user.type(await screen.findByLabelText('Username'), 'jo1');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByText('Welcome back, jo!')).toBeInTheDocument();
      expect(screen.getByText('Login successful')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/login',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ username: 'jo1', password: 'secret1' }) }),
      );
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
      await act(() => jest.advanceTimersByTimeAsync(500));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(await screen.findByRole('heading', { name: 'Welcome back, jo' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('toasts Login failed with the server message', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/user': userRoute(null),
      'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), 'jo1');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

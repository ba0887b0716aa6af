import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@newsroom/contracts';
import { USER_QUERY_KEY } from '../session/currentUser';
import { deferred, JOURNALIST, mockFetch, renderApp, sentBody, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

const MESSAGES = {
  username: 'Username must be at least 3 characters.',
  password: 'Password must be at least 6 characters.',
  email: 'Please enter a valid email address.',
  mismatch: 'Passwords do not match',
};

const NEW_USER = { id: 7, username: 'maria', email: 'maria@wxyz.tv', role: 'user' as const };

type User = ReturnType<typeof userEvent.setup>;

/** Fake timers (for the 500 ms redirect) that userEvent's own waits still move. */
function withFakeTimers(): User {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
afterEach(() => jest.useRealTimers());

async function openRegister(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
}

interface RegisterInput {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillRegister(user: User, input: RegisterInput = {}) {
  const { username = 'maria', email = 'maria@wxyz.tv', password = 'secret1', confirm = password } = input;
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

const signedOut = () => mockFetch({ '/api/user': userRoute(null) });

describe('AuthPage layout', () => {
  it('has Login and Register tabs and switch links between them', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');

    const toRegister = screen.getByRole('button', { name: 'Register now' });
    expect(toRegister.closest('p')).toHaveTextContent(/^Don't have an account\? Register now$/);
    await user.click(toRegister);
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();

    const toLogin = screen.getByRole('button', { name: 'Login' });
    expect(toLogin.closest('p')).toHaveTextContent(/^Already have an account\? Login$/);
    await user.click(toLogin);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  });

  it('shows the promotional panel with the three benefits', async () => {
    signedOut();
    renderApp('/auth');
    const promo = await screen.findByRole('complementary', { name: 'Why journalists use the copy desk' });
    expect(promo).toHaveClass('auth__promo');
    for (const [title, text] of [
      ['Perfect Timing', 'Target exact durations'],
      ['Broadcast Standards', 'Numbers and dates formatted per industry standards'],
      ['Training Resources', 'Professional training content and best practices'],
    ]) {
      expect(within(promo).getByText(title).closest('li')).toHaveTextContent(text);
    }
  });

  it('labels every field and gives it the right autocomplete', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/auth');
    expect(await screen.findByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await openRegister(user);
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows and hides every password field, confirm included', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await openRegister(user);
    const confirm = screen.getByLabelText('Confirm Password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('sends a signed-in user who opens /auth to /', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back, jo' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('AuthPage login', () => {
  it('shows no message before the first submit', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), 'jo');
    await user.type(screen.getByLabelText('Password'), '123');
    expect(screen.queryByText(MESSAGES.username)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.password)).not.toBeInTheDocument();
  });

  it('shows each rule on submit, on its field, sends nothing and focuses the first bad field', async () => {
    const user = userEvent.setup();
    const fetchMock = signedOut();
    renderApp('/auth');
    await screen.findByLabelText('Username');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(MESSAGES.username);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MESSAGES.password);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login', expect.anything());
  });

  it('re-validates on every change after a submit', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(MESSAGES.username)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'e');
    expect(screen.queryByText(MESSAGES.username)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.password)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), '{Backspace}');
    expect(screen.getByText(MESSAGES.username)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.queryByText(MESSAGES.password)).not.toBeInTheDocument();
  });

  it('reads Logging in... and is disabled while pending', async () => {
    const user = userEvent.setup();
    const login = deferred();
    mockFetch({ '/api/user': userRoute(null), 'POST /api/login': login.answer });
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), 'jo1');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await act(async () => login.release({ status: 401, body: { message: 'Invalid username or password' } }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('posts the trimmed credentials, toasts a welcome with the username and goes to / after 500 ms', async () => {
    const user = withFakeTimers();
    const fetchMock = mockFetch({
      '/api/user': userRoute(null),
      'POST /api/login': { status: 200, body: JOURNALIST },
    });
    const { queryClient } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), '  jo1 ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // Settle the call without moving the clock (findBy* would advance fake timers).
    await act(() => jest.advanceTimersByTimeAsync(0));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Login successful');
    expect(toast).toHaveTextContent('Welcome back, jo!');
    expect(sentBody(fetchMock, 'POST', '/api/login')).toEqual({ username: 'jo1', password: 'secret1' });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(JOURNALIST);

    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('heading', { name: 'Welcome back, jo' })).toBeInTheDocument();
  });

  it.each([
    [401, 'Invalid username or password'],
    [429, 'Too many failed sign-in attempts. Try again in 15 minutes.'],
  ])('toasts Login failed with the server message on %i', async (status, message) => {
    const user = userEvent.setup();
    mockFetch({ '/api/user': userRoute(null), 'POST /api/login': { status, body: { message } } });
    renderApp('/auth');
    await user.type(await screen.findByLabelText('Username'), 'jo1');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveClass('nr-toast--destructive');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('AuthPage register', () => {
  it('shows each rule on submit, confirmPassword mismatch on that field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = signedOut();
    renderApp('/auth');
    await openRegister(user);
    await fillRegister(user, { username: 'jo', email: 'maria@', password: '12345', confirm: '1234' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(MESSAGES.username);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.email);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(MESSAGES.password);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.mismatch);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/register', expect.anything());
  });

  it('re-validates on change after a submit, the mismatch included', async () => {
    const user = userEvent.setup();
    signedOut();
    renderApp('/auth');
    await openRegister(user);
    await fillRegister(user, { password: 'secret1', confirm: 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(MESSAGES.mismatch)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.username)).not.toBeInTheDocument();

    const confirm = screen.getByLabelText('Confirm Password');
    await user.clear(confirm);
    await user.type(confirm, 'secret1');
    expect(screen.queryByText(MESSAGES.mismatch)).not.toBeInTheDocument();

    // Changing the password afterwards brings it back.
    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.mismatch);

    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument();
  });

  it('posts username, email and password without confirmPassword, reading Registering... meanwhile', async () => {
    const user = userEvent.setup();
    const register = deferred();
    const fetchMock = mockFetch({ '/api/user': userRoute(null), 'POST /api/register': register.answer });
    renderApp('/auth');
    await openRegister(user);
    await fillRegister(user, { username: ' maria ', email: 'maria@wxyz.tv ' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(sentBody(fetchMock, 'POST', '/api/register')).toEqual({
      username: 'maria',
      email: 'maria@wxyz.tv',
      password: 'secret1',
    });
    await act(async () => register.release({ status: 201, body: NEW_USER }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
  });

  it('toasts a welcome with the username and goes to / after 500 ms', async () => {
    const user = withFakeTimers();
    mockFetch({ '/api/user': userRoute(null), 'POST /api/register': { status: 201, body: NEW_USER } });
    const { queryClient } = renderApp('/auth');
    await openRegister(user);
    await fillRegister(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    // Settle the call without moving the clock (findBy* would advance fake timers).
    await act(() => jest.advanceTimersByTimeAsync(0));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Registration successful');
    expect(toast).toHaveTextContent('Welcome, maria!');
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(NEW_USER);
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([AUTH_MESSAGES.registrationTaken, 'Too many requests from your address. Try again in 12 minutes.'])(
    'toasts Registration failed with the server message "%s"',
    async (message) => {
      const user = userEvent.setup();
      mockFetch({ '/api/user': userRoute(null), 'POST /api/register': { status: 409, body: { message } } });
      renderApp('/auth');
      await openRegister(user);
      await fillRegister(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveClass('nr-toast--destructive');
      expect(toast).toHaveTextContent('Registration failed');
      expect(toast).toHaveTextContent(message);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
    },
  );
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_QUERY_KEY } from '../session/currentUser';
import { deferred, JOURNALIST, mockFetch, renderApp, sentBody, userRoute, type Routes } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

const INVALID = 'Invalid email address';

function openProfile(routes: Routes = {}) {
  const fetchMock = mockFetch({ '/api/user': userRoute(JOURNALIST), ...routes });
  const rendered = renderApp('/profile');
  return { fetchMock, ...rendered };
}

async function changeEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  const field = await screen.findByLabelText('Email');
  await user.clear(field);
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('ProfilePage', () => {
  it('shows the username and the current email, ready to edit', async () => {
    openProfile();
    expect(await screen.findByTestId('profile-username')).toHaveTextContent(/^jo$/);
    expect(screen.getByLabelText('Email')).toHaveValue('jo@newsroom.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
  });

  it.each(['', 'jo@', 'not an email'])('refuses %j with "Invalid email address" and sends nothing', async (email) => {
    const user = userEvent.setup();
    const { fetchMock } = openProfile();
    await changeEmail(user, email);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(INVALID);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/user/update-profile', expect.anything());
  });

  it('re-validates the email on change after a submit', async () => {
    const user = userEvent.setup();
    openProfile();
    await changeEmail(user, 'jo@');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'wxyz.tv');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '{Backspace>7}');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('posts the email, reads Saving... meanwhile, toasts and updates the cached user', async () => {
    const user = userEvent.setup();
    const save = deferred();
    const { fetchMock, queryClient } = openProfile({ 'POST /api/user/update-profile': save.answer });
    await changeEmail(user, ' jo@wxyz.tv ');

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sentBody(fetchMock, 'POST', '/api/user/update-profile')).toEqual({ email: 'jo@wxyz.tv' });
    save.release({ status: 200, body: { success: true, user: { ...JOURNALIST, email: 'jo@wxyz.tv' } } });

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Profile updated');
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ ...JOURNALIST, email: 'jo@wxyz.tv' });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('toasts Update failed with the server message', async () => {
    const user = userEvent.setup();
    const { queryClient } = openProfile({
      'POST /api/user/update-profile': { status: 409, body: { message: 'Email is already registered' } },
    });
    await changeEmail(user, 'taken@wxyz.tv');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveClass('nr-toast--destructive');
    expect(toast).toHaveTextContent('Update failed');
    expect(toast).toHaveTextContent('Email is already registered');
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(JOURNALIST);
  });

  it.each([
    ['an error without a message', { status: 500, body: {} }],
    ['a 200 with success false', { status: 200, body: { success: false } }],
  ])('falls back to "Failed to update profile" on %s', async (_case, reply) => {
    const user = userEvent.setup();
    openProfile({ 'POST /api/user/update-profile': reply });
    await changeEmail(user, 'jo@wxyz.tv');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update failed');
    expect(toast).toHaveTextContent('Failed to update profile');
  });

  const usageRows = async () => {
    const stats = await screen.findByTestId('usage-statistics');
    return within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  };

  it('shows the real usage counts from GET /api/generation/usage', async () => {
    const { fetchMock } = openProfile({
      'GET /api/generation/usage': {
        status: 200,
        body: { scriptsSimplified: 12, vosotsGenerated: 3, articlesCreated: 0 },
      },
    });
    await waitFor(async () =>
      expect(await usageRows()).toEqual([
        ['Scripts Simplified', '12'],
        ['VOSOTs Generated', '3'],
        ['Articles Created', '0'],
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/generation/usage',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('shows a dash for each count while the usage is loading', async () => {
    const pending = deferred();
    openProfile({ 'GET /api/generation/usage': pending.answer });
    expect(await usageRows()).toEqual([
      ['Scripts Simplified', '—'],
      ['VOSOTs Generated', '—'],
      ['Articles Created', '—'],
    ]);
  });

  it('falls back to dashes, not random numbers, when the usage call fails', async () => {
    const random = jest.spyOn(Math, 'random');
    const { fetchMock } = openProfile({ 'GET /api/generation/usage': { status: 500, body: { message: 'down' } } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/generation/usage', expect.anything()));
    await screen.findByTestId('usage-statistics');
    expect(await usageRows()).toEqual([
      ['Scripts Simplified', '—'],
      ['VOSOTs Generated', '—'],
      ['Articles Created', '—'],
    ]);
    expect(random).not.toHaveBeenCalled();
  });
});

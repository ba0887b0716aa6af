import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { JOURNALIST, mockFetch, renderApp, userRoute, type Routes } from '../test/renderApp';
import { resetRemotesForTests } from './federation';
import { resetRemotePagesForTests } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const MANIFEST = { tools: '/remotes/tools/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' };
const api: Routes = { '/api/user': userRoute(JOURNALIST), '/remotes.json': { status: 200, body: MANIFEST } };

/** A remote page that uses hooks, as the real ones do. */
function FakeSimplifier({ user }: { user: { username: string } | null }) {
  const [n] = useState(3);
  return <h1>{`Simplifier for ${user?.username} (${n})`}</h1>;
}

beforeEach(() => {
  resetRemotesForTests();
  resetRemotePagesForTests();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('registers the remotes from /remotes.json and renders the page with the user', async () => {
    mockFetch(api);
    mockedLoadRemote.mockResolvedValue({ default: FakeSimplifier });
    renderApp('/script-simplifier');

    expect(await screen.findByRole('heading', { name: 'Simplifier for jo (3)' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-tools')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'tools', entry: 'http://localhost/remotes/tools/mf-manifest.json' }],
      { force: false },
    );
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'admin', entry: 'http://localhost/remotes/admin/mf-manifest.json' }],
      { force: false },
    );
    expect(mockedLoadRemote).toHaveBeenCalledWith('tools/ScriptSimplifierPage');
  });

  it('shows the error panel inside the layout when the remote fails, and Retry loads it again', async () => {
    const user = userEvent.setup();
    mockFetch(api);
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('Failed to load script resources: /remotes/tools/remoteEntry.js'))
      .mockResolvedValueOnce({ default: FakeSimplifier });
    renderApp('/script-simplifier');

    const panel = await screen.findByTestId('remote-error');
    expect(within(panel).getByRole('heading', { name: 'The tools module could not be loaded' })).toBeInTheDocument();
    expect(within(panel).getByText('tools/ScriptSimplifierPage')).toBeInTheDocument();
    expect(within(panel).getByTestId('remote-error-detail')).toHaveTextContent(
      'Failed to load script resources: /remotes/tools/remoteEntry.js',
    );
    // The rest of the layout is still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Newsroom Copy Desk');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Simplifier for jo (3)' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    // The retry starts the failed remote from scratch in the federation runtime.
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'tools', entry: 'http://localhost/remotes/tools/mf-manifest.json' }],
      { force: true },
    );
  });

  it('keeps the other pages working while a remote is down', async () => {
    const user = userEvent.setup();
    mockFetch(api);
    mockedLoadRemote.mockRejectedValue(new Error('offline'));
    renderApp('/script-simplifier');
    await screen.findByTestId('remote-error');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, jo' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('names /remotes.json when the manifest of remotes is unreachable, and refetches it on Retry', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ ...api, '/remotes.json': { status: 503, body: { message: 'down' } } });
    mockedLoadRemote.mockResolvedValue({ default: FakeSimplifier });
    renderApp('/script-simplifier');

    expect(await screen.findByTestId('remote-error-detail')).toHaveTextContent('GET /remotes.json answered 503');
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    mockFetch(api);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Simplifier for jo (3)' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('catches a remote page that throws while rendering', async () => {
    mockFetch(api);
    const Broken = () => {
      throw new Error('Cannot read properties of undefined');
    };
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    renderApp('/training-hub');
    const panel = await screen.findByTestId('remote-error');
    expect(panel).toHaveTextContent('The tools module could not be loaded');
    expect(panel).toHaveTextContent('Cannot read properties of undefined');
    expect(screen.getByTestId('remote-tools')).toContainElement(panel);
  });

  it('reports a module without a default export', async () => {
    mockFetch(api);
    mockedLoadRemote.mockResolvedValue({ something: 'else' });
    renderApp('/vosot-generator');
    expect(await screen.findByTestId('remote-error-detail')).toHaveTextContent(
      'tools/VosotGeneratorPage has no default export to render',
    );
  });
});

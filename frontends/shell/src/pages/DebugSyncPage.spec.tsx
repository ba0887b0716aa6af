import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

const ACTIVE = { status: 'active', currentPeriodEnd: '2026-01-01T00:00:00.000Z', cancelAtPeriodEnd: false };

describe('DebugSyncPage', () => {
  it('shows the session the server sees and a failed status call as inactive, with its error', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/debug-sync');
    expect(await screen.findByRole('heading', { name: 'Sync diagnostics' })).toBeInTheDocument();
    expect(await screen.findByTestId('debug-session')).toHaveTextContent('"username": "jo"');
    const status = screen.getByTestId('debug-subscription');
    expect(await within(status).findByText(/^error: 404: /)).toHaveTextContent(
      'error: 404: {"message":"Cannot GET /api/subscription/status"}',
    );
    expect(screen.getByTestId('debug-subscribed')).toHaveTextContent(
      'Counts as: not subscribed (inactive) because the call failed',
    );
    expect(screen.getByText('A failed call counts as inactive.')).toBeInTheDocument();
  });

  it('re-reads the status with POST /api/subscription/refresh and shows it everywhere', async () => {
    const user = userEvent.setup();
    const refresh = deferred();
    const fetchMock = mockFetch({
      '/api/user': userRoute(JOURNALIST),
      '/api/subscription/status': { status: 200, body: { ...ACTIVE, status: 'inactive' } },
      'POST /api/subscription/refresh': refresh.answer,
    });
    renderApp('/debug-sync');
    expect(await screen.findByTestId('debug-subscribed')).toHaveTextContent('not subscribed');
    await screen.findByText(/"status": "inactive"/);

    await user.click(screen.getByRole('button', { name: 'Re-read subscription status' }));
    expect(screen.getByRole('button', { name: 'Re-read subscription status' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/subscription/refresh', expect.objectContaining({ method: 'POST' }));
    refresh.release({ status: 200, body: ACTIVE });

    expect(await screen.findByTestId('debug-refresh-result')).toHaveTextContent('Re-read: active (subscribed)');
    expect(screen.getByTestId('debug-subscribed')).toHaveTextContent('Counts as: subscribed');
    // The account menu's badge follows the re-read status.
    await user.click(screen.getByRole('button', { name: 'Account menu for jo' }));
    expect(within(screen.getByRole('menuitem', { name: /Subscription/ })).getByText('Active')).toBeInTheDocument();
  });

  it('shows the error when the re-read fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/user': userRoute(JOURNALIST),
      'POST /api/subscription/refresh': { status: 502, body: { message: 'Payment provider unreachable' } },
    });
    renderApp('/debug-sync');
    await user.click(await screen.findByRole('button', { name: 'Re-read subscription status' }));
    expect(await screen.findByTestId('debug-refresh-result')).toHaveTextContent(
      'Re-read failed: 502: {"message":"Payment provider unreachable"}',
    );
  });
});

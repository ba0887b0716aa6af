import type { UserView } from '@newsroom/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient } from './http/queryClient';
import { GATE_STATUS_REFETCH_MS, PremiumGate } from './PremiumGate';

const JO: UserView = { id: 2, username: 'jo', email: 'jo@newsroom.test', role: 'user' };
const ADMIN: UserView = { id: 1, username: 'admin', email: 'admin@newsroom.test', role: 'admin' };

function mockStatus(reply: { status: number; body?: unknown }): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: reply.status < 300,
    status: reply.status,
    statusText: '',
    text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderGate(user: UserView | null) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PremiumGate feature="vosot-generator" user={user}>
        <p>The VOSOT form</p>
      </PremiumGate>
    </QueryClientProvider>,
  );
}

const active = (status: string) => ({
  status: 200,
  body: { status, currentPeriodEnd: null, cancelAtPeriodEnd: false },
});

describe('PremiumGate', () => {
  it('shows the Premium Feature card to a user whose subscription is inactive', async () => {
    mockStatus(active('inactive'));
    renderGate(JO);
    const card = await screen.findByTestId('premium-card');
    expect(card).toHaveTextContent('Premium Feature');
    expect(card).toHaveTextContent('part of the paid plan');
    expect(screen.getByRole('link', { name: 'View Subscription Options' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByText('The VOSOT form')).not.toBeInTheDocument();
  });

  it.each(['active', 'trialing'])('shows the tool to a %s subscriber', async (status) => {
    const fetchMock = mockStatus(active(status));
    renderGate(JO);
    expect(await screen.findByText('The VOSOT form')).toBeInTheDocument();
    expect(screen.queryByTestId('premium-card')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/subscription/status',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('shows a spinner while the status loads', () => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderGate(JO);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription…');
    expect(screen.queryByText('The VOSOT form')).not.toBeInTheDocument();
  });

  it('lets an admin through without asking for the status', () => {
    const fetchMock = mockStatus(active('inactive'));
    renderGate(ADMIN);
    expect(screen.getByText('The VOSOT form')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the full-access user through without asking for the status', () => {
    const fetchMock = mockStatus(active('inactive'));
    renderGate({ ...JO, fullAccess: true });
    expect(screen.getByText('The VOSOT form')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a failed status call as inactive', async () => {
    mockStatus({ status: 500, body: { message: 'billing down' } });
    renderGate(JO);
    expect(await screen.findByTestId('premium-card')).toBeInTheDocument();
  });

  it('shows the card to nobody signed in', () => {
    const fetchMock = mockStatus(active('active'));
    renderGate(null);
    expect(screen.getByTestId('premium-card')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refetches the status every 5 s, so a new subscription opens the tool', async () => {
    jest.useFakeTimers();
    try {
      let status = 'inactive';
      globalThis.fetch = jest.fn(async () => ({
        ok: true,
        status: 200,
        statusText: '',
        text: async () => JSON.stringify({ status, currentPeriodEnd: null, cancelAtPeriodEnd: false }),
      })) as unknown as typeof fetch;
      renderGate(JO);
      expect(await screen.findByTestId('premium-card')).toBeInTheDocument();
      status = 'trialing';
      await act(() => jest.advanceTimersByTimeAsync(GATE_STATUS_REFETCH_MS));
      expect(screen.getByText('The VOSOT form')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

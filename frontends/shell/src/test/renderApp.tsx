import type { UserView } from '@newsroom/contracts';
import { createQueryClient, ToastProvider } from '@newsroom/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../routes/AppRoutes';

export const ADMIN: UserView = { id: 1, username: 'admin', email: 'admin@newsroom.test', role: 'admin' };
export const JOURNALIST: UserView = { id: 2, username: 'jo', email: 'jo@newsroom.test', role: 'user' };

type Reply = { status: number; body?: unknown };
/** A reply, or a promise of one (never settling = still loading). */
type Answer = Reply | Promise<Reply>;
export type Routes = Record<string, Answer | ((init?: RequestInit) => Answer)>;

/** Replaces fetch with a table of "METHOD /path" (or "/path" for any method) -> answer. */
export function mockFetch(routes: Routes): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!route) return respond({ status: 404, body: { message: `Cannot ${method} ${url.pathname}` } });
    const answer = typeof route === 'function' ? route(init) : route;
    return respond(await answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function respond({ status, body }: Reply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
  };
}

/** Shows the router's current path, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The whole shell route table at `path`, with fresh providers. */
export function renderApp(path: string, extra?: ReactNode) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
          {extra}
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A reply held back until the test calls `release`: lets a test look at a pending state. */
export function deferred(): { answer: Promise<Reply>; release(reply: Reply): void } {
  let release!: (reply: Reply) => void;
  const answer = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** The JSON body a mocked fetch was called with for `METHOD path`. */
export function sentBody(fetchMock: jest.Mock, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]: [string, RequestInit | undefined]) => url === path && (init?.method ?? 'GET') === method,
  );
  if (!call) throw new Error(`${method} ${path} was not called`);
  return JSON.parse(String((call[1] as RequestInit).body));
}

/** /api/user answering this user, or 401 for null. */
export const userRoute = (user: UserView | null): Answer =>
  user ? { status: 200, body: user } : { status: 401, body: { message: 'Not authenticated' } };

import type { SubscriptionPlanView, TrainingItemView, UserView } from '@newsroom/contracts';
import { createQueryClient, ToastProvider } from '@newsroom/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes as RouterRoutes, useLocation } from 'react-router-dom';
import AdminApp, { preloadAdminPages } from '../AdminApp';

// Pages are lazy chunks in the app; load them once so each test renders without suspending.
beforeAll(() => preloadAdminPages());

export const ADMIN: UserView = { id: 1, username: 'admin', email: 'admin@newsroom.test', role: 'admin' };
export const JOURNALIST: UserView = { id: 2, username: 'jo', email: 'jo@newsroom.test', role: 'user' };

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type Answer = Reply | Promise<Reply>;
/** "METHOD /path" (or "/path" for any method) -> an answer, or a function of the request. */
export type ApiRoutes = Record<string, Answer | ((init: RequestInit | undefined, url: URL) => Answer)>;

/** Replaces fetch with a table of routes (query strings ignored for the match); anything else is a 404. */
export function mockApi(routes: ApiRoutes): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const reply: Reply = route
      ? await (typeof route === 'function' ? route(init, url) : route)
      : { status: 404, body: { message: `Cannot ${method} ${url.pathname}` } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: '',
      headers: new Headers(reply.headers),
      text: async () => text,
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Every call the page made with `method` to `path`, each with its parsed JSON body. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string): { url: URL; body: unknown }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method)
    .map(({ url, init }) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** The admin remote mounted the way the shell mounts it: at /admin/*, with the user as a prop. */
export function renderAdmin(path: string, user: UserView | null = ADMIN) {
  const events = userEvent.setup();
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouterRoutes>
            <Route path="/admin/*" element={<AdminApp user={user} />} />
            <Route path="/" element={<h1>Home</h1>} />
          </RouterRoutes>
          <Location />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user: events, queryClient, ...result };
}

/** The toast on screen (one at a time, spec section 9), by its title. */
export async function findToast(title: string) {
  const toast = await screen.findByText(title, { selector: '.nr-toast *' });
  return toast.closest('.nr-toast') as HTMLElement;
}

export const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name)) as HTMLElement;

let nextId = 100;

export function trainingItem(fields: Partial<TrainingItemView> = {}): TrainingItemView {
  const id = fields.id ?? nextId++;
  return {
    id,
    title: `Training item ${id}`,
    content: 'Read your copy aloud with a stopwatch before you file it.',
    category: 'Writing Tips',
    tags: [],
    contentType: 'text',
    resourceUrl: null,
    status: 'approved',
    authorId: 7,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    premium: false,
    locked: false,
    ...fields,
  };
}

export function plan(fields: Partial<SubscriptionPlanView> = {}): SubscriptionPlanView {
  const id = fields.id ?? nextId++;
  return {
    id,
    name: 'Monthly',
    description: 'Every premium tool, billed monthly.',
    price: 1495,
    features: ['All premium tools', 'Training Hub'],
    active: true,
    ...fields,
  };
}

export function userRow(fields: Partial<UserView> = {}): UserView {
  const id = fields.id ?? nextId++;
  return { id, username: `reporter${id}`, email: `reporter${id}@newsroom.test`, role: 'user', ...fields };
}

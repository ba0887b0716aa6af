import type { CopyCheckReport, UserView } from '@newsroom/contracts';
import { createQueryClient, ToastProvider } from '@newsroom/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const ADMIN: UserView = { id: 1, username: 'admin', email: 'admin@newsroom.test', role: 'admin' };
export const JOURNALIST: UserView = { id: 2, username: 'jo', email: 'jo@newsroom.test', role: 'user' };

export type Reply = { status: number; body?: unknown };
type Answer = Reply | Promise<Reply>;
export type Routes = Record<string, Answer | ((init?: RequestInit) => Answer)>;

/** Replaces fetch with a table of "METHOD /path" (or "/path") -> answer; anything else is a 404. */
export function mockApi(routes: Routes): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const reply: Reply = route
      ? await (typeof route === 'function' ? route(init) : route)
      : { status: 404, body: { message: `Cannot ${method} ${url.pathname}` } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: '',
      text: async () => text,
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A tools page with the providers the shell gives it. */
export function renderTool(page: ReactElement, userOptions?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(userOptions);
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>{page}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient, ...result };
}

/** The request the page posted to `path`: its parsed JSON body and its headers. */
export function posted(fetchMock: jest.Mock, path: string): { body: unknown; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === 'POST');
  if (!call) throw new Error(`POST ${path} was not called`);
  const init = call[1] as RequestInit;
  return { body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> };
}

export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** The destructive toast's text. */
export async function toastText(): Promise<string> {
  const toast = await screen.findByTestId('toast');
  expect(toast).toHaveClass('nr-toast--destructive');
  return toast.textContent ?? '';
}

export const CLEAN_CHECKS: CopyCheckReport = {
  readTime: { seconds: 29, targetSeconds: 30, withinTolerance: true },
  numberStyle: { issues: [] },
  length: { chars: 120, ok: true },
  facts: { issues: [] },
};

export const FLAGGED_CHECKS: CopyCheckReport = {
  readTime: { seconds: 41, targetSeconds: 30, withinTolerance: false },
  numberStyle: { issues: [{ text: '$', start: 10, end: 11, rule: 'no-dollar-sign' }] },
  length: { chars: 48, max: 45, ok: false },
  facts: { issues: [{ kind: 'name', text: 'Mayor Smith', start: 0, end: 11 }] },
};

export function mockClipboardWrite(): jest.Mock {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

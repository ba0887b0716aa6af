import type { CopyCheckReport, TrainingItemView, UserView } from '@newsroom/contracts';
import { createQueryClient, ToastProvider } from '@newsroom/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

export const ADMIN: UserView = { id: 1, username: 'admin', email: 'admin@newsroom.test', role: 'admin' };
export const JOURNALIST: UserView = { id: 2, username: 'jo', email: 'jo@newsroom.test', role: 'user' };

export type Reply = { status: number; body?: unknown };
export type Answer = Reply | Promise<Reply>;
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

/** Fetch answers the tool's POST `path` with `reply`, and the other `routes` as mockApi does. */
export const mockGenerate = (path: string, reply: Answer, routes: Routes = {}): jest.Mock =>
  mockApi({ ...routes, [`POST ${path}`]: reply });

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

export type User = ReturnType<typeof renderTool>['user'];

/** What a spec puts in a form: options to pick (select label -> option text), then text to type (label -> text). */
export interface FormInput {
  select?: Record<string, string>;
  type?: Record<string, string>;
}

/** Fills the form as a user would, then presses the submit button named `button`. */
export async function fillAndSubmit(user: User, button: string, { select = {}, type = {} }: FormInput = {}) {
  for (const [label, option] of Object.entries(select)) await user.selectOptions(screen.getByLabelText(label), option);
  for (const [label, text] of Object.entries(type)) await user.type(screen.getByLabelText(label), text);
  await user.click(screen.getByRole('button', { name: button }));
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

/**
 * The generators' failure rule (spec section 8): a destructive "Generation failed" toast with the
 * server's message, else the tool's fallback. `submit` mocks the reply, renders the page and submits
 * it; each case is [what it shows, the reply, the text the toast must hold].
 */
export function itToastsGenerationErrors(
  cases: readonly (readonly [string, Reply, string])[],
  submit: (reply: Reply) => Promise<unknown>,
  alsoExpect: () => void = () => undefined,
) {
  it.each(cases)('toasts Generation failed with %s', async (_case, reply, message) => {
    await submit(reply);
    const text = await toastText();
    expect(text).toContain('Generation failed');
    expect(text).toContain(message);
    alsoExpect();
  });
}

export const CLEAN_CHECKS: CopyCheckReport = {
  readTime: { seconds: 29, targetSeconds: 30, withinTolerance: true },
  numberStyle: { issues: [], checked: true },
  length: { chars: 120, ok: true },
  facts: { issues: [] },
};

export const FLAGGED_CHECKS: CopyCheckReport = {
  readTime: { seconds: 41, targetSeconds: 30, withinTolerance: false },
  numberStyle: { issues: [{ text: '$', start: 10, end: 11, rule: 'no-dollar-sign' }], checked: true },
  length: { chars: 48, max: 45, ok: false },
  facts: { issues: [{ kind: 'name', text: 'Mayor Smith', start: 0, end: 11 }] },
};

export function mockClipboardWrite(): jest.Mock {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/** Clicks a Copy button against a mocked clipboard; returns the clipboard's writeText mock. */
export async function clickCopy(user: User, button: HTMLElement): Promise<jest.Mock> {
  const writeText = mockClipboardWrite();
  await user.click(button);
  return writeText;
}

/** A clipboard whose readText gives `text`, or fails as a denied permission does. */
export function mockClipboardRead(text: string | DOMException): void {
  const readText = () => (typeof text === 'string' ? Promise.resolve(text) : Promise.reject(text));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText } });
}

/** A published training item as GET /api/training answers it; override what a spec cares about. */
export function trainingItem(overrides: Partial<TrainingItemView> = {}): TrainingItemView {
  return {
    id: 1,
    title: 'Writing to time',
    content: 'Read your copy aloud with a stopwatch before it goes to the anchor.',
    category: 'Writing Tips',
    tags: [],
    contentType: 'text',
    resourceUrl: null,
    status: 'approved',
    authorId: 1,
    createdAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    premium: false,
    locked: false,
    ...overrides,
  };
}

/** The subscription status a journalist's premium gate reads. */
export const subscriptionRoute = (status: string): Routes => ({
  '/api/subscription/status': { status: 200, body: { status, currentPeriodEnd: null, cancelAtPeriodEnd: false } },
});

/** The AI Coach's chat as a reader hears it: "Coach: …" and "You: …", oldest first. */
export const chatLines = () =>
  within(screen.getByRole('log'))
    .getAllByTestId('coach-message')
    .map((m) => m.querySelector('.coach-msg__text')?.textContent);

import { THEME_STORAGE_KEY } from '@newsroom/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => jest.useRealTimers());

describe('SettingsPage', () => {
  it('switches the theme at once and remembers it', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/settings');
    const theme = await screen.findByLabelText('Theme');
    expect(theme).toHaveValue('light');

    await user.selectOptions(theme, 'Dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.selectOptions(theme, 'Light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('opens with the theme in use', async () => {
    document.documentElement.dataset.theme = 'dark';
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/settings');
    expect(await screen.findByLabelText('Theme')).toHaveValue('dark');
  });

  it('offers the writing tones Formal, Conversational and Explanatory', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/settings');
    const tone = await screen.findByLabelText('Default writing tone');
    expect(Array.from((tone as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Formal',
      'Conversational',
      'Explanatory',
    ]);
  });

  it('has app and email notification switches and static subscription information', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/settings');
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    const app = screen.getByRole('switch', { name: /App notifications/ });
    const email = screen.getByRole('switch', { name: /Email notifications/ });
    expect(app).toBeChecked();
    expect(email).not.toBeChecked();
    await user.click(email);
    expect(email).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(screen.getByText('Renewal date').nextElementSibling).toHaveTextContent('June 15, 2025');
  });

  it('saves with a simulated one-second wait and no call, then toasts Settings saved', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const fetchMock = mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/settings');
    await screen.findByLabelText('Theme');
    await act(() => jest.advanceTimersByTimeAsync(0));
    const callsBefore = fetchMock.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('toast')).toHaveTextContent('Settings saved');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });
});

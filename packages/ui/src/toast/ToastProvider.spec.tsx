import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast, type ToastInput } from './ToastProvider';

function Trigger({ input, label }: { input: ToastInput; label: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      {label}
    </button>
  );
}

function renderWithToasts() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <ToastProvider>
      <Trigger label="first" input={{ title: 'Login successful', description: 'Welcome back, ana!' }} />
      <Trigger label="second" input={{ title: 'Logout failed', description: '500: boom', variant: 'destructive' }} />
    </ToastProvider>,
  );
  return user;
}

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new toast replaces the one on screen', async () => {
    const user = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, ana!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    expect(screen.getByText('Logout failed')).toBeInTheDocument();
  });

  it('announces the destructive variant as an alert', async () => {
    const user = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'second' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveClass('nr-toast--destructive');
  });

  it('closes by itself after about 5 seconds, restarting the clock for a replacement', async () => {
    const user = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1000));
    await user.click(screen.getByRole('button', { name: 'second' }));
    act(() => jest.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(screen.getByText('Logout failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('closes with its close button', async () => {
    const user = renderWithToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider, with a clear message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="x" input={{ title: 't' }} />)).toThrow(
      'useToast must be used inside <ToastProvider>',
    );
  });
});

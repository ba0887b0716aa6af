import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './CopyButton';

/**
 * Lets the clipboard promise settle and React render its result, without moving the fake clock:
 * the update lands outside user-event's act scope, so React schedules it on a (fake) zero timer.
 */
const settleClipboard = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('CopyButton', () => {
  let writeText: jest.Mock;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // user-event installs its own clipboard stub in setup(), so ours goes in after it.
  function setup() {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return user;
  }

  it('copies the text and reads Copied! for 2 seconds', async () => {
    const user = setup();
    render(<CopyButton text="Tonight at six: storms." />);

    await user.click(screen.getByRole('button', { name: 'Copy Text' }));
    expect(writeText).toHaveBeenCalledWith('Tonight at six: storms.');
    await settleClipboard();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Text' })).toBeInTheDocument();
  });

  it('only logs a clipboard failure and keeps its label', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup();
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyButton text="x" />);

    await user.click(screen.getByRole('button', { name: 'Copy Text' }));
    await settleClipboard();
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy Text' })).toBeInTheDocument();
  });
});

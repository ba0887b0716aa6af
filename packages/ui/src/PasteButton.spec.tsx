import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasteButton } from './PasteButton';

function setClipboard(readText: () => Promise<string>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText } });
}

/**
 * Lets the clipboard promise settle and React render its result, without moving the fake clock:
 * the update lands outside user-event's act scope, so React schedules it on a (fake) zero timer.
 */
const settleClipboard = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('PasteButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // user-event installs its own clipboard stub in setup(), so each test sets ours after it.
  const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('hands over the clipboard text and shows the success message for 2 s', async () => {
    const user = setup();
    setClipboard(() => Promise.resolve('A five-alarm fire downtown.'));
    const onPaste = jest.fn();
    render(<PasteButton onPaste={onPaste} />);

    await user.click(screen.getByRole('button', { name: 'Paste' }));
    await settleClipboard();
    expect(screen.getByRole('status')).toHaveTextContent('Text pasted successfully!');
    expect(onPaste).toHaveBeenCalledWith('A five-alarm fire downtown.');

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Text pasted successfully!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the manual-paste message for 3 s when the clipboard is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup();
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    const onPaste = jest.fn();
    render(<PasteButton onPaste={onPaste} />);

    await user.click(screen.getByRole('button', { name: 'Paste' }));
    await settleClipboard();
    expect(screen.getByRole('status')).toHaveTextContent('Unable to access clipboard. Please paste manually.');
    expect(onPaste).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Unable to access clipboard. Please paste manually.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('treats a browser without a clipboard API as a failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    render(<PasteButton onPaste={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Paste' }));
    await settleClipboard();
    expect(screen.getByRole('status')).toHaveTextContent('Unable to access clipboard. Please paste manually.');
  });
});

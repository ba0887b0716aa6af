import { STREAM_ID_HEADER, STREAM_ID_PATTERN } from '@newsroom/contracts';
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  CLEAN_CHECKS,
  clickCopy,
  fillAndSubmit,
  FLAGGED_CHECKS,
  JOURNALIST,
  mockApi,
  mockClipboardRead,
  mockGenerate,
  optionTexts,
  posted,
  renderTool,
} from '../test/harness';
import ScriptSimplifierPage from './ScriptSimplifierPage';

const PATH = '/api/process';
const LONG_SCRIPT = 'The city council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs.';

function renderPage(userOptions?: Parameters<typeof userEvent.setup>[0]) {
  return renderTool(<ScriptSimplifierPage user={JOURNALIST} />, userOptions).user;
}

const scriptBox = () => screen.getByLabelText('News Script');
const submit = () => screen.getByRole('button', { name: 'Simplify Script' });
const simplifyLongScript = (user: ReturnType<typeof renderPage>) =>
  fillAndSubmit(user, 'Simplify Script', { type: { 'News Script': LONG_SCRIPT } });
/** Lets a clipboard promise settle and React render its result, without moving the fake clock. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('ScriptSimplifierPage', () => {
  it('offers the spec lengths and tones, defaulting to 30 seconds and conversational', () => {
    renderPage();
    const length = screen.getByLabelText('Target Length');
    expect(optionTexts(length)).toEqual(['20 Seconds', '30 Seconds', '1 Minute']);
    expect(length).toHaveDisplayValue('30 Seconds');
    const tone = screen.getByLabelText('Anchor Tone');
    expect(optionTexts(tone)).toEqual(['Conversational', 'Concise']);
    expect(tone).toHaveDisplayValue('Conversational');
  });

  it('explains How It Works with the five key features', () => {
    renderPage();
    const card = screen.getByRole('heading', { name: 'How It Works' }).closest('.nr-card') as HTMLElement;
    for (const feature of ['Time Control', 'Tone Options', 'Broadcast Format', 'Number Formatting', 'Readability']) {
      expect(within(card).getByText(feature)).toBeInTheDocument();
    }
    expect(card).toHaveTextContent('20, 30 or 60 seconds');
    expect(card).toHaveTextContent(/conversational or concise/i);
  });

  it('refuses a script under 10 characters on submit, and re-validates as you type', async () => {
    const fetchMock = mockApi({});
    const user = renderPage();
    await user.type(scriptBox(), 'Too short');
    expect(screen.queryByText('Script must be at least 10 characters')).not.toBeInTheDocument();

    await user.click(submit());
    expect(screen.getByText('Script must be at least 10 characters')).toBeInTheDocument();
    expect(scriptBox()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(scriptBox(), '!');
    expect(screen.queryByText('Script must be at least 10 characters')).not.toBeInTheDocument();
  });

  it('posts {script, target_length, anchor_tone} and shows both versions side by side', async () => {
    const fetchMock = mockGenerate(PATH, {
      status: 200,
      body: {
        success: true,
        original: LONG_SCRIPT,
        simplified: 'Council okays four-point-five million dollars for roads.',
      },
    });
    const user = renderPage();
    await fillAndSubmit(user, 'Simplify Script', {
      select: { 'Target Length': '1 Minute', 'Anchor Tone': 'Concise' },
      type: { 'News Script': LONG_SCRIPT },
    });

    expect(await screen.findByRole('heading', { name: 'Simplified Version' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      PATH,
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ script: LONG_SCRIPT, target_length: 60, anchor_tone: 'concise' }),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Original Script' })).toBeInTheDocument();
    expect(screen.getByText('VERIFY ALL COPY RESULTS')).toBeInTheDocument();
    expect(screen.getByTestId('simplified-text')).toHaveTextContent(
      'Council okays four-point-five million dollars for roads.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the simplified version: Copy Text reads Copied! for 2 s', async () => {
    jest.useFakeTimers();
    try {
      mockGenerate(PATH, {
        status: 200,
        body: { success: true, original: LONG_SCRIPT, simplified: 'Roads get fixed.' },
      });
      const user = renderPage({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await simplifyLongScript(user);
      await settle();

      const writeText = await clickCopy(user, screen.getByRole('button', { name: 'Copy Text' }));
      await settle();
      expect(writeText).toHaveBeenCalledWith('Roads get fixed.');
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy Text' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [
      'the server message of a non-OK answer',
      { status: 404, body: { message: 'Cannot POST /api/process' } },
      'Cannot POST /api/process',
    ],
    [
      'the error of an unsuccessful answer',
      { status: 200, body: { success: false, error: 'Script could not be parsed' } },
      'Script could not be parsed',
    ],
    [
      'the fallback when the answer says nothing',
      { status: 200, body: { success: false } },
      'Failed to simplify script',
    ],
    ['the fallback for an empty error body', { status: 502 }, 'Failed to simplify script'],
  ])('shows an error alert with %s', async (_case, answer, message) => {
    mockGenerate(PATH, answer);
    await simplifyLongScript(renderPage());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText('VERIFY ALL COPY RESULTS')).not.toBeInTheDocument();
  });

  it('sends a stream id header beside the spec payload', async () => {
    const fetchMock = mockGenerate(PATH, {
      status: 200,
      body: { success: true, original: LONG_SCRIPT, simplified: 'Roads.' },
    });
    await simplifyLongScript(renderPage());
    await screen.findByTestId('simplified-text');
    const { headers } = posted(fetchMock, PATH);
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers[STREAM_ID_HEADER]).toMatch(STREAM_ID_PATTERN);
  });

  it('reads Simplifying... and disables the button while the request runs', async () => {
    let release!: () => void;
    mockGenerate(
      PATH,
      new Promise((resolve) => {
        release = () => resolve({ status: 200, body: { success: true, original: LONG_SCRIPT, simplified: 'Roads.' } });
      }),
    );
    await simplifyLongScript(renderPage());
    expect(screen.getByRole('button', { name: 'Simplifying...' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Simplify Script' })).toBeEnabled();
  });

  it('lists the checks under VERIFY ALL COPY RESULTS: read time, number style, length, facts, provider', async () => {
    mockGenerate(PATH, {
      status: 200,
      body: {
        success: true,
        original: LONG_SCRIPT,
        simplified: 'Mayor Smith okays $4.5 million.',
        checks: FLAGGED_CHECKS,
        provider: 'openai',
        model: 'gpt-4o-mini',
      },
    });
    await simplifyLongScript(renderPage());
    const checks = await screen.findByTestId('copy-checks');
    expect(checks).toHaveTextContent('Reads in 41 s (target 30 s)');
    expect(checks).toHaveTextContent('say "dollars" instead of the $ sign');
    expect(checks).toHaveTextContent('48/45 characters');
    expect(checks).toHaveTextContent('Not found in the source');
    expect(checks).toHaveTextContent('Mayor Smith (name)');
    expect(checks).toHaveTextContent('gpt-4o-mini');
    expect(checks).not.toHaveTextContent('Nothing to flag');
  });

  it('says Nothing to flag for clean copy, and names the offline engine', async () => {
    mockGenerate(PATH, {
      status: 200,
      body: { success: true, original: LONG_SCRIPT, simplified: 'Roads.', checks: CLEAN_CHECKS, provider: 'offline' },
    });
    await simplifyLongScript(renderPage());
    const checks = await screen.findByTestId('copy-checks');
    expect(checks).toHaveTextContent('Nothing to flag');
    expect(checks).toHaveTextContent('Reads in 29 s (target 30 s)');
    expect(checks).toHaveTextContent('offline newsroom engine');
  });

  describe('Paste button', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fills the script and shows "Text pasted successfully!" for 2 s', async () => {
      const user = renderPage({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      mockClipboardRead(LONG_SCRIPT);
      await user.click(screen.getByRole('button', { name: 'Paste' }));
      await settle();
      expect(scriptBox()).toHaveValue(LONG_SCRIPT);
      expect(screen.getByText('Text pasted successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByText('Text pasted successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Text pasted successfully!')).not.toBeInTheDocument();
    });

    it('shows "Unable to access clipboard. Please paste manually." for 3 s when reading fails', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = renderPage({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      mockClipboardRead(new DOMException('denied', 'NotAllowedError'));
      await user.click(screen.getByRole('button', { name: 'Paste' }));
      await settle();
      const message = 'Unable to access clipboard. Please paste manually.';
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(scriptBox()).toHaveValue('');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByText(message)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });
  });
});

import { progressStreamPath, STREAM_ID_HEADER } from '@newsroom/contracts';
import { act, screen } from '@testing-library/react';
import VosotGeneratorPage from '../pages/VosotGeneratorPage';
import { ADMIN, posted, renderTool, type Reply } from '../test/harness';

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent);
  }
}

const SCRIPT =
  'The city council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs across town.';

describe('useGeneration streaming', () => {
  let release: (reply: Reply) => void;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    fetchMock = jest.fn(
      () =>
        new Promise((resolve) => {
          release = (reply) =>
            resolve({ ok: true, status: reply.status, statusText: '', text: async () => JSON.stringify(reply.body) });
        }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    FakeEventSource.last = null;
  });

  it('opens the stream with the id it posts, shows the stage and the copy so far, then the answer', async () => {
    const { user } = renderTool(<VosotGeneratorPage user={ADMIN} />);
    await user.click(screen.getByLabelText('News Script'));
    await user.paste(SCRIPT);
    await user.click(screen.getByRole('button', { name: 'Generate VOSOT' }));

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    const source = FakeEventSource.last!;
    const id = posted(fetchMock, '/api/generate-vosot').headers[STREAM_ID_HEADER]!;
    expect(source.url).toBe(progressStreamPath(id));
    expect(screen.getByText('Queued…')).toBeInTheDocument();

    act(() => source.emit('progress', { stage: 'writing' }));
    expect(screen.getByText('Writing…')).toBeInTheDocument();
    act(() => source.emit('text', { text: 'ANCHOR INTRO:\nThe council' }));
    expect(screen.getByTestId('streaming-text')).toHaveTextContent('The council');
    act(() => source.emit('progress', { stage: 'checking' }));
    expect(screen.getByText('Checking…')).toBeInTheDocument();

    await act(async () =>
      release({ status: 200, body: { success: true, result: 'ANCHOR INTRO:\nThe council votes.' } }),
    );
    expect(await screen.findByTestId('result-panel')).toHaveTextContent('The council votes.');
    expect(screen.queryByTestId('streaming-text')).not.toBeInTheDocument();
    expect(source.closed).toBe(true);
  });

  it('closes the stream on done, and a stream error changes nothing', async () => {
    const { user } = renderTool(<VosotGeneratorPage user={ADMIN} />);
    await user.click(screen.getByLabelText('News Script'));
    await user.paste(SCRIPT);
    await user.click(screen.getByRole('button', { name: 'Generate VOSOT' }));
    const source = FakeEventSource.last!;
    act(() => source.onerror?.());
    expect(source.closed).toBe(true);
    act(() => source.emit('done', { outcome: 'completed' }));
    await act(async () => release({ status: 200, body: { success: true, result: 'VOICE OVER:\nCrews roll.' } }));
    expect(await screen.findByTestId('result-panel')).toHaveTextContent('Crews roll.');
  });
});

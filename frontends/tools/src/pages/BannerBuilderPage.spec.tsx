import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  JOURNALIST,
  mockApi,
  mockClipboardWrite,
  optionTexts,
  posted,
  renderTool,
  toastText,
} from '../test/renderTool';
import BannerBuilderPage from './BannerBuilderPage';

const TOPIC = 'City council approves road repair budget';
const RESULT =
  'OPTION 1: Council OKs road repair cash\nOPTION 2: Road fixes get green light\nOPTION 3: Potholes meet their match';

const topicBox = () => screen.getByLabelText('Story Topic');
const submit = () => screen.getByRole('button', { name: 'Generate Banners' });

describe('BannerBuilderPage', () => {
  it('offers the styles and character counts, defaulting to Modern and 30', () => {
    mockApi({});
    renderTool(<BannerBuilderPage user={ADMIN} />);
    const style = screen.getByLabelText('Banner Style');
    expect(optionTexts(style)).toEqual(['Modern', 'Dramatic', 'Minimal']);
    expect(style).toHaveDisplayValue('Modern');
    const count = screen.getByLabelText('Character Count');
    expect(optionTexts(count)).toEqual(['25 characters', '30 characters', '45 characters']);
    expect(count).toHaveDisplayValue('30 characters');
  });

  it('refuses a topic under 10 characters, and clears the message as it is fixed', async () => {
    const fetchMock = mockApi({});
    const { user } = renderTool(<BannerBuilderPage user={ADMIN} />);
    await user.type(topicBox(), 'Roads');
    await user.click(submit());
    expect(screen.getByText('Topic must be at least 10 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(topicBox(), ' are fixed');
    expect(screen.queryByText('Topic must be at least 10 characters')).not.toBeInTheDocument();
  });

  it('pastes the topic from the clipboard', async () => {
    mockApi({});
    const { user } = renderTool(<BannerBuilderPage user={ADMIN} />);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText: async () => TOPIC } });
    await user.click(screen.getByRole('button', { name: 'Paste' }));
    expect(topicBox()).toHaveValue(TOPIC);
    expect(await screen.findByText('Text pasted successfully!')).toBeInTheDocument();
  });

  it('posts {topic, style, charCount} with the count as a number, and shows Option 1 to 3 with counts', async () => {
    const fetchMock = mockApi({
      'POST /api/generate-banner': { status: 200, body: { success: true, result: RESULT } },
    });
    const { user } = renderTool(<BannerBuilderPage user={ADMIN} />);
    await user.selectOptions(screen.getByLabelText('Banner Style'), 'Dramatic');
    await user.selectOptions(screen.getByLabelText('Character Count'), '45 characters');
    await user.type(topicBox(), TOPIC);
    await user.click(submit());

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, '/api/generate-banner').body).toEqual({ topic: TOPIC, style: 'dramatic', charCount: 45 });
    const first = within(panel).getByTestId('option-1');
    expect(within(first).getByRole('heading', { name: 'Option 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Council OKs road repair cash');
    expect(first).toHaveTextContent('28/45 characters');
    expect(within(panel).getByTestId('option-3')).toHaveTextContent('Potholes meet their match');

    const writeText = mockClipboardWrite();
    await user.click(within(panel).getByRole('button', { name: 'Copy option 2' }));
    expect(writeText).toHaveBeenCalledWith('Road fixes get green light');
  });

  it('prefers the answer’s own options and counts', async () => {
    mockApi({
      'POST /api/generate-banner': {
        status: 200,
        body: {
          success: true,
          result: 'OPTION 1: x',
          options: [
            { text: 'Roads win big', chars: 13, checks: undefined },
            { text: 'Repairs ahead', chars: 13 },
            { text: 'Council acts on roads', chars: 21 },
          ],
        },
      },
    });
    const { user } = renderTool(<BannerBuilderPage user={ADMIN} />);
    await user.type(topicBox(), TOPIC);
    await user.click(submit());
    expect(await screen.findByTestId('option-3')).toHaveTextContent('21/30 characters');
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { message: 'Topic must be at most 500 characters' } },
      'Topic must be at most 500 characters',
    ],
    ['the fallback', { status: 502 }, 'Failed to generate banner'],
  ])('toasts Generation failed with %s', async (_case, reply, message) => {
    mockApi({ 'POST /api/generate-banner': reply });
    const { user } = renderTool(<BannerBuilderPage user={ADMIN} />);
    await user.type(topicBox(), TOPIC);
    await user.click(submit());
    const text = await toastText();
    expect(text).toContain('Generation failed');
    expect(text).toContain(message);
  });

  it('shows the Premium Feature card after a failed status call', async () => {
    mockApi({ '/api/subscription/status': { status: 500, body: { message: 'down' } } });
    renderTool(<BannerBuilderPage user={JOURNALIST} />);
    expect(await screen.findByTestId('premium-card')).toBeInTheDocument();
  });
});

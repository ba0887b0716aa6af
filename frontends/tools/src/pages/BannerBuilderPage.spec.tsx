import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  clickCopy,
  fillAndSubmit,
  itToastsGenerationErrors,
  JOURNALIST,
  mockApi,
  mockClipboardRead,
  mockGenerate,
  optionTexts,
  posted,
  renderTool,
  type Answer,
} from '../test/harness';
import BannerBuilderPage from './BannerBuilderPage';

const PATH = '/api/generate-banner';
const TOPIC = 'City council approves road repair budget';
const RESULT =
  'OPTION 1: Council OKs road repair cash\nOPTION 2: Road fixes get green light\nOPTION 3: Potholes meet their match';

const renderPage = () => renderTool(<BannerBuilderPage user={ADMIN} />);
const topicBox = () => screen.getByLabelText('Story Topic');
const submit = () => screen.getByRole('button', { name: 'Generate Banners' });

/** Answers the banner POST with `reply`, then asks for banners on TOPIC with the default options. */
async function generate(reply: Answer) {
  mockGenerate(PATH, reply);
  const { user } = renderPage();
  await fillAndSubmit(user, 'Generate Banners', { type: { 'Story Topic': TOPIC } });
}

describe('BannerBuilderPage', () => {
  it('offers the styles and character counts, defaulting to Modern and 30', () => {
    mockApi({});
    renderPage();
    const style = screen.getByLabelText('Banner Style');
    expect(optionTexts(style)).toEqual(['Modern', 'Dramatic', 'Minimal']);
    expect(style).toHaveDisplayValue('Modern');
    const count = screen.getByLabelText('Character Count');
    expect(optionTexts(count)).toEqual(['25 characters', '30 characters', '45 characters']);
    expect(count).toHaveDisplayValue('30 characters');
  });

  it('refuses a topic under 10 characters, and clears the message as it is fixed', async () => {
    const fetchMock = mockApi({});
    const { user } = renderPage();
    await user.type(topicBox(), 'Roads');
    await user.click(submit());
    expect(screen.getByText('Topic must be at least 10 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(topicBox(), ' are fixed');
    expect(screen.queryByText('Topic must be at least 10 characters')).not.toBeInTheDocument();
  });

  it('pastes the topic from the clipboard', async () => {
    mockApi({});
    const { user } = renderPage();
    mockClipboardRead(TOPIC);
    await user.click(screen.getByRole('button', { name: 'Paste' }));
    expect(topicBox()).toHaveValue(TOPIC);
    expect(await screen.findByText('Text pasted successfully!')).toBeInTheDocument();
  });

  it('posts {topic, style, charCount} with the count as a number, and shows Option 1 to 3 with counts', async () => {
    const fetchMock = mockGenerate(PATH, { status: 200, body: { success: true, result: RESULT } });
    const { user } = renderPage();
    await fillAndSubmit(user, 'Generate Banners', {
      select: { 'Banner Style': 'Dramatic', 'Character Count': '45 characters' },
      type: { 'Story Topic': TOPIC },
    });

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, PATH).body).toEqual({ topic: TOPIC, style: 'dramatic', charCount: 45 });
    const first = within(panel).getByTestId('option-1');
    expect(within(first).getByRole('heading', { name: 'Option 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Council OKs road repair cash');
    expect(first).toHaveTextContent('28/45 characters');
    expect(within(panel).getByTestId('option-3')).toHaveTextContent('Potholes meet their match');

    const writeText = await clickCopy(user, within(panel).getByRole('button', { name: 'Copy option 2' }));
    expect(writeText).toHaveBeenCalledWith('Road fixes get green light');
  });

  it('prefers the answer’s own options and counts', async () => {
    await generate({
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
    });
    expect(await screen.findByTestId('option-3')).toHaveTextContent('21/30 characters');
  });

  itToastsGenerationErrors(
    [
      [
        'the server message',
        { status: 400, body: { message: 'Topic must be at most 500 characters' } },
        'Topic must be at most 500 characters',
      ],
      ['the fallback', { status: 502 }, 'Failed to generate banner'],
    ],
    generate,
  );

  it('shows the Premium Feature card after a failed status call', async () => {
    mockApi({ '/api/subscription/status': { status: 500, body: { message: 'down' } } });
    renderTool(<BannerBuilderPage user={JOURNALIST} />);
    expect(await screen.findByTestId('premium-card')).toBeInTheDocument();
  });
});

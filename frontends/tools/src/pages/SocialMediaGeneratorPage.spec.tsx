import { act, screen, within } from '@testing-library/react';
import {
  ADMIN,
  clickCopy,
  fillAndSubmit,
  itToastsGenerationErrors,
  JOURNALIST,
  mockApi,
  mockGenerate,
  optionTexts,
  posted,
  renderTool,
  type Answer,
  type Routes,
} from '../test/harness';
import SocialMediaGeneratorPage from './SocialMediaGeneratorPage';

const PATH = '/api/generate-social';
const CONTENT = 'The city council approved $4.5 million for road repairs on Tuesday night.';
const RESULT =
  'OPTION 1: Roads are getting fixed.\nOPTION 2: Council votes yes on repairs.\nOPTION 3: Goodbye, potholes.';
const status = (value: string) => ({
  status: 200,
  body: { status: value, currentPeriodEnd: null, cancelAtPeriodEnd: false },
});
const SUBSCRIBED: Routes = { '/api/subscription/status': status('active') };

const contentBox = () => screen.getByLabelText('News Content');
const submit = () => screen.getByRole('button', { name: 'Generate Posts' });

async function generate(reply: Answer) {
  mockGenerate(PATH, reply, SUBSCRIBED);
  const { user } = renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
  await fillAndSubmit(user, 'Generate Posts', { type: { 'News Content': CONTENT } });
}

describe('SocialMediaGeneratorPage', () => {
  it('is marked FREE and offers platforms, tones and lengths with the spec defaults', async () => {
    mockApi(SUBSCRIBED);
    renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
    expect(screen.getByText('FREE')).toBeInTheDocument();
    const platform = screen.getByLabelText('Platform');
    expect(optionTexts(platform)).toEqual(['X (Twitter)', 'Facebook', 'Instagram', 'Push Alert']);
    expect(platform).toHaveDisplayValue('X (Twitter)');
    const tone = screen.getByLabelText('Tone');
    expect(optionTexts(tone)).toEqual(['Breaking', 'Engaging', 'Informative']);
    expect(tone).toHaveDisplayValue('Informative');
    const length = screen.getByLabelText('Length');
    expect(optionTexts(length)).toEqual([
      'Short (60-100 characters)',
      'Medium (100-200 characters)',
      'Extended (200-280 characters)',
    ]);
    expect(length).toHaveDisplayValue('Medium (100-200 characters)');
  });

  it('refuses content under 30 characters, and clears the message as it is fixed', async () => {
    const fetchMock = mockApi(SUBSCRIBED);
    const { user } = renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
    await user.type(contentBox(), 'Roads fixed.');
    await user.click(submit());
    expect(screen.getByText('Content must be at least 30 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(PATH, expect.anything());
    await user.type(contentBox(), ' The council voted on Tuesday.');
    expect(screen.queryByText('Content must be at least 30 characters')).not.toBeInTheDocument();
  });

  it('posts {newsContent, platform, tone, length} and shows Option 1 to 3 with counts', async () => {
    const fetchMock = mockGenerate(PATH, { status: 200, body: { success: true, result: RESULT } }, SUBSCRIBED);
    const { user } = renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
    await fillAndSubmit(user, 'Generate Posts', {
      select: { Platform: 'Push Alert', Tone: 'Breaking', Length: 'Short (60-100 characters)' },
      type: { 'News Content': CONTENT },
    });

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, PATH).body).toEqual({
      newsContent: CONTENT,
      platform: 'push_alert',
      tone: 'breaking',
      length: 'short',
    });
    expect(within(panel).getByTestId('option-1')).toHaveTextContent('Roads are getting fixed.');
    expect(within(panel).getByTestId('option-1')).toHaveTextContent('24/100 characters');
    expect(within(panel).getByTestId('option-3')).toHaveTextContent('Goodbye, potholes.');
    const writeText = await clickCopy(user, within(panel).getByRole('button', { name: 'Copy option 3' }));
    expect(writeText).toHaveBeenCalledWith('Goodbye, potholes.');
  });

  itToastsGenerationErrors(
    [
      [
        'the server message',
        { status: 400, body: { message: 'Content must be at most 10,000 characters' } },
        'Content must be at most 10,000 characters',
      ],
      ['the fallback', { status: 500 }, 'Failed to generate social content'],
    ],
    generate,
  );

  describe('upgrade promo', () => {
    it('shows a non-subscriber the promo with the marketing video and the trial link', async () => {
      const fetchMock = mockApi({
        '/api/subscription/status': status('inactive'),
        '/api/marketing-video': { status: 200, body: { videoUrl: 'https://www.youtube.com/embed/abc123' } },
      });
      renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
      const promo = await screen.findByTestId('upgrade-promo');
      expect(within(promo).getByRole('link', { name: 'Start 7-Day Free Trial' })).toHaveAttribute(
        'href',
        '/subscription',
      );
      expect(await within(promo).findByTitle('Newsroom copy desk overview')).toHaveAttribute(
        'src',
        'https://www.youtube.com/embed/abc123',
      );
      expect(fetchMock).toHaveBeenCalledWith('/api/marketing-video', expect.anything());
      expect(contentBox()).toBeInTheDocument();
    });

    it('shows the promo without a video when none is set or the call fails', async () => {
      mockApi({ '/api/subscription/status': status('past_due'), '/api/marketing-video': { status: 500 } });
      renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
      const promo = await screen.findByTestId('upgrade-promo');
      expect(within(promo).getByRole('link', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
      expect(promo.querySelector('iframe')).toBeNull();
    });

    it('frames only a YouTube or Vimeo player, never another address an admin saved', async () => {
      mockApi({
        '/api/subscription/status': status('past_due'),
        '/api/marketing-video': { status: 200, body: { videoUrl: 'https://evil.example/promo.html' } },
      });
      renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
      const promo = await screen.findByTestId('upgrade-promo');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(promo.querySelector('iframe')).toBeNull();
    });

    it('treats a failed status call as no paid access', async () => {
      mockApi({
        '/api/subscription/status': { status: 500 },
        '/api/marketing-video': { status: 200, body: { videoUrl: '' } },
      });
      renderTool(<SocialMediaGeneratorPage user={JOURNALIST} />);
      expect(await screen.findByTestId('upgrade-promo')).toBeInTheDocument();
    });

    it.each([
      ['a subscriber', JOURNALIST],
      ['an admin', ADMIN],
    ])('is hidden for %s', async (_case, user) => {
      const fetchMock = mockApi(SUBSCRIBED);
      renderTool(<SocialMediaGeneratorPage user={user} />);
      await screen.findByLabelText('News Content');
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByTestId('upgrade-promo')).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/marketing-video', expect.anything());
    });
  });
});

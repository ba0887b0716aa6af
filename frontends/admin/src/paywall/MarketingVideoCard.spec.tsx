import { screen, within } from '@testing-library/react';
import { callsTo, findToast, mockApi, renderAdmin, type Reply } from '../test/harness';

const PAGE = '/admin/paywall-settings';

function mockPage(video: Reply | (() => Reply), routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/subscription-plans': { status: 200, body: [] },
    '/api/admin/payment-settings': {
      status: 200,
      body: { stripePublicKey: '', stripeSecretKey: '', hasSecretKey: false, testMode: true },
    },
    'GET /api/marketing-video': video,
    ...routes,
  });
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Marketing Video' })).closest('.nr-card') as HTMLElement;
const urlInput = () => screen.getByLabelText('Video URL');
const saveButton = () => screen.getByRole('button', { name: 'Save Video URL' });
const preview = () => screen.queryByTestId('video-url-preview');

describe('MarketingVideoCard', () => {
  it('embeds the current YouTube or Vimeo player URL', async () => {
    mockPage({ status: 200, body: { videoUrl: 'https://player.vimeo.com/video/76979871' } });
    renderAdmin(PAGE);
    const frame = await within(await card()).findByTitle('Current marketing video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  });

  it('shows another saved URL as text, never in a frame', async () => {
    mockPage({ status: 200, body: { videoUrl: 'https://cdn.example.com/promo.mp4' } });
    renderAdmin(PAGE);
    const video = await card();
    expect(await within(video).findByText('https://cdn.example.com/promo.mp4')).toBeInTheDocument();
    expect(video.querySelector('iframe')).toBeNull();
  });

  it('says so when no video is set (null or empty)', async () => {
    mockPage({ status: 200, body: null });
    renderAdmin(PAGE);
    expect(await screen.findByText(/No video is set/)).toBeInTheDocument();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
  ])('previews %s as it will be saved', async (input, saved) => {
    mockPage({ status: 200, body: { videoUrl: '' } });
    const { user } = renderAdmin(PAGE);
    await card();
    await user.click(urlInput());
    await user.paste(input);
    expect(preview()).toHaveTextContent(`Will be saved as: ${saved}`);
  });

  it('keeps Save Video URL disabled while the input is empty', async () => {
    mockPage({ status: 200, body: { videoUrl: '' } });
    const { user } = renderAdmin(PAGE);
    await card();
    expect(saveButton()).toBeDisabled();
    expect(preview()).toBeNull();
    await user.type(urlInput(), 'x');
    expect(saveButton()).toBeEnabled();
    await user.clear(urlInput());
    await user.type(urlInput(), '   ');
    expect(saveButton()).toBeDisabled();
  });

  it("saves the normalised URL, says 'Video URL saved' and shows the new video", async () => {
    let current = '';
    const fetchMock = mockPage(() => ({ status: 200, body: { videoUrl: current } }), {
      'POST /api/admin/marketing-video': (init) => {
        current = (JSON.parse(String(init?.body)) as { videoUrl: string }).videoUrl;
        return { status: 200, body: { videoUrl: current } };
      },
    });
    const { user } = renderAdmin(PAGE);
    await card();
    await user.type(urlInput(), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(saveButton());
    expect(await findToast('Video URL saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/marketing-video').map((call) => call.body)).toEqual([
      { videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    ]);
    // The cached video (also the promo's) is refreshed, and the input is ready for the next one.
    expect(await screen.findByTitle('Current marketing video')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(urlInput()).toHaveValue('');
  });

  it.each([
    [{ status: 400, body: { message: 'Please enter a video URL.' } }, 'Please enter a video URL.'],
    [{ status: 500 }, 'Failed to save video URL'],
  ])("says 'Save failed' with the server's message or the fallback (%j)", async (reply, text) => {
    mockPage({ status: 200, body: { videoUrl: '' } }, { 'POST /api/admin/marketing-video': reply });
    const { user } = renderAdmin(PAGE);
    await card();
    await user.type(urlInput(), 'https://vimeo.com/76979871');
    await user.click(saveButton());
    expect(await findToast('Save failed')).toHaveTextContent(text);
    expect(urlInput()).toHaveValue('https://vimeo.com/76979871');
  });
});

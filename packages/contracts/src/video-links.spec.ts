import { BILLING_MESSAGES, VIDEO_URL_MAX, marketingVideoSchema } from './billing';
import { embeddableVideoUrl, normaliseVideoUrl, vimeoPlayerUrl } from './video-links';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];

describe(normaliseVideoUrl.name, () => {
  it.each([
    [
      '<iframe width="560" src="https://www.youtube.com/embed/abc123XYZ" frameborder="0"></iframe>',
      'https://www.youtube.com/embed/abc123XYZ',
    ],
    ["<iframe src='https://player.vimeo.com/video/76979871'></iframe>", 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aBcDeFgHiJk', 'https://www.youtube.com/embed/aBcDeFgHiJk'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://cdn.example.com/promo.mp4', 'https://cdn.example.com/promo.mp4'],
    ['  https://cdn.example.com/promo.mp4  ', 'https://cdn.example.com/promo.mp4'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseVideoUrl(input)).toBe(expected);
  });

  it('refuses a video URL with control characters or past its length, with a message', () => {
    expect(marketingVideoSchema.safeParse({ videoUrl: 'https://youtu.be/a\u0000b' }).success).toBe(false);
    const long = `https://youtu.be/${'a'.repeat(VIDEO_URL_MAX)}`;
    expect(messagesOf(marketingVideoSchema.safeParse({ videoUrl: long }))[0]).toBe(
      'The video URL must be at most 2,048 characters.',
    );
    expect(marketingVideoSchema.safeParse({ videoUrl: 'https://youtu.be/abc' }).success).toBe(true);
  });

  it('needs a video URL to save', () => {
    expect(messagesOf(marketingVideoSchema.safeParse({ videoUrl: '  ' }))).toEqual([BILLING_MESSAGES.videoUrlRequired]);
  });
});

describe(vimeoPlayerUrl.name, () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
    ['  https://vimeo.com/76979871  ', 'https://player.vimeo.com/video/76979871'],
  ])('embeds the second host: %s', (link, player) => {
    expect(vimeoPlayerUrl(link)).toBe(player);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://evil.example/vimeo.com/76979871',
    'https://vimeo.com.evil.example/76979871',
    'javascript:alert(1)//vimeo.com/76979871',
    'ftp://vimeo.com/76979871',
    'not a link',
    '',
    null,
  ])('keeps anything else a link: %s', (link) => {
    expect(vimeoPlayerUrl(link)).toBeNull();
  });
});

describe(embeddableVideoUrl.name, () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc',
  ])('frames the embed form of the two hosts: %s', (link) => {
    expect(embeddableVideoUrl(link)).toBe(link);
  });

  it('frames what normaliseVideoUrl makes of a watch link, a short link and a Vimeo page', () => {
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ']) {
      expect(embeddableVideoUrl(normaliseVideoUrl(link))).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    }
    expect(embeddableVideoUrl(normaliseVideoUrl('https://vimeo.com/76979871'))).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect',
    'https://player.vimeo.com/video/abc',
    'https://evil.example/www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
    'javascript:alert(1)//player.vimeo.com/video/1',
    'https://cdn.example.com/promo.mp4',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '',
    null,
    undefined,
  ])('never frames anything else: %s', (link) => {
    expect(embeddableVideoUrl(link)).toBeNull();
  });
});

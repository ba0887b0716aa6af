import { writeSocialPosts, socialFacts } from '../src/writers/social';
import { xLength } from '../src/fit';

const NEWS =
  'Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint Tuesday. ' +
  'He left on foot with about $1,200. Nobody was hurt.';

describe('writeSocialPosts', () => {
  it('builds hashtags from the source for twitter and none for push alerts', () => {
    const tweet = writeSocialPosts({ newsContent: NEWS, platform: 'twitter', tone: 'informative', length: 'medium' });
    expect(tweet.text).toMatch(/#MapleFalls/);
    const push = writeSocialPosts({ newsContent: NEWS, platform: 'push_alert', tone: 'breaking', length: 'short' });
    expect(push.text).not.toMatch(/#/);
    for (const option of push.options) expect(option.startsWith('BREAKING: ')).toBe(true);
  });

  it('asks the reader or calls to action when engaging', () => {
    const { options } = writeSocialPosts({
      newsContent: NEWS,
      platform: 'facebook',
      tone: 'engaging',
      length: 'extended',
    });
    expect(options.some((o) => /\?|Share|Tell us/.test(o))).toBe(true);
    for (const option of options) expect(xLength(option)).toBeGreaterThanOrEqual(200);
  });

  it('pads a short source to the range without adding facts', () => {
    const newsContent = 'The Maple Falls library reopens Monday.';
    const { options } = writeSocialPosts({ newsContent, platform: 'twitter', tone: 'informative', length: 'medium' });
    expect(options).toHaveLength(3);
    for (const option of options) expect(socialFacts(option, newsContent)).toEqual([]);
  });

  it('flags a planted number or name', () => {
    expect(socialFacts('Police say 3 men robbed the pharmacy.', NEWS)).not.toEqual([]);
    expect(socialFacts('Mayor Jane Ortiz says nobody was hurt. #JaneOrtiz', NEWS)).not.toEqual([]);
  });
});

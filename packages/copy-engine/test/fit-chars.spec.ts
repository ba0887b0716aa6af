import { fitToChars, fitToRange, xLength, SOCIAL_RANGES } from '../src/fit';

describe('fitToChars (banners)', () => {
  const banner = 'Mayor Ortiz signs the very first city budget that cuts taxes';

  it.each([25, 30, 45])('never exceeds %i characters and ends on a whole word', (max) => {
    const out = fitToChars(banner, max);
    expect(out.length).toBeLessThanOrEqual(max);
    expect(banner.split(' ')).toEqual(expect.arrayContaining(out.split(' ')));
    expect(out).not.toMatch(/[\s,;:-]$/);
  });

  it('drops filler words before cutting meaning', () => {
    const out = fitToChars(banner, 50);
    // "that" and "very" go (from the end back) and the banner lands exactly on 50.
    expect(out).toBe('Mayor Ortiz signs the first city budget cuts taxes');
    expect(out.length).toBe(50);
    expect(out).toContain('cuts taxes');
  });

  it('leaves a banner that already fits alone, and lands close to the count', () => {
    expect(fitToChars('Storm closes schools', 25)).toBe('Storm closes schools');
    const out = fitToChars('Water main break floods Main Street businesses', 30);
    expect(out.length).toBeGreaterThanOrEqual(24);
    expect(out.length).toBeLessThanOrEqual(30);
  });

  it('drops trailing punctuation left by a cut', () => {
    expect(fitToChars('Fire guts warehouse, crews stay overnight', 21)).toBe('Fire guts warehouse');
  });
});

describe('fitToRange (social)', () => {
  it('counts as X does: a URL is 23 characters whatever its length', () => {
    expect(xLength('Read more https://example.com/a/very/long/path/to/the/story')).toBe('Read more '.length + 23);
    // A bare domain is a link too, and an emoji weighs two: neither is plain text.
    expect(xLength('See wxyz.tv now')).toBe('See '.length + 23 + ' now'.length);
    expect(xLength('Storm 🌩 tonight')).toBe('Storm  tonight'.length + 2);
    expect(xLength('Crews restored power to 3,200 homes — “finally,” she said.')).toBe(58);
  });

  it('trims at a sentence boundary when one lands inside the range', () => {
    const post =
      'Route nine is closed in both directions after a crash near Cedar Grove. Crews expect it to stay closed for hours while investigators work the scene and tow trucks clear the wreckage.';
    const { min, max } = SOCIAL_RANGES.short;
    const fit = fitToRange(post, min, max);
    expect(fit.text).toBe('Route nine is closed in both directions after a crash near Cedar Grove.');
    expect(fit.length).toBeGreaterThanOrEqual(min);
    expect(fit.length).toBeLessThanOrEqual(max);
    expect(fit.underMin).toBe(false);
  });

  it('trims at a word boundary when no sentence fits', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const fit = fitToRange(words, SOCIAL_RANGES.medium.min, SOCIAL_RANGES.medium.max);
    expect(fit.length).toBeLessThanOrEqual(200);
    expect(fit.length).toBeGreaterThan(190);
    expect(words.startsWith(fit.text + ' ')).toBe(true);
  });

  it('flags a post under the minimum and returns it as-is', () => {
    const fit = fitToRange('Roads are open.', SOCIAL_RANGES.extended.min, SOCIAL_RANGES.extended.max);
    expect(fit).toEqual({ text: 'Roads are open.', length: 15, underMin: true });
  });

  it('counts URLs as 23 when trimming, so a link-heavy post may be longer than max in .length', () => {
    const url = 'https://example.com/' + 'x'.repeat(100);
    const fit = fitToRange(`Crash closes Route nine near Cedar Grove tonight. Details: ${url}`, 60, 100);
    expect(fit.text).toContain(url);
    expect(fit.text.length).toBeGreaterThan(100);
    expect(fit.length).toBeLessThanOrEqual(100);
  });
});

import { writeBanners, bannerFacts } from '../src/writers/banner';

const TOPIC = 'Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint.';

describe('writeBanners', () => {
  it('writes title case for modern, upper case with a strong verb for dramatic', () => {
    const modern = writeBanners({ topic: TOPIC, style: 'modern', charCount: 45 });
    expect(modern.options[0]).toMatch(/^[A-Z]/);
    expect(modern.options.some((o) => /Maple Falls/.test(o))).toBe(true);
    const dramatic = writeBanners({ topic: TOPIC, style: 'dramatic', charCount: 45 });
    for (const option of dramatic.options) expect(option).toBe(option.toUpperCase());
    expect(dramatic.text).toMatch(/HUNT FOR/);
  });

  it('lands modern banners close to the count', () => {
    const { options } = writeBanners({ topic: TOPIC, style: 'modern', charCount: 30 });
    expect(options[0].length).toBeGreaterThanOrEqual(20);
  });

  it('keeps minimal banners short', () => {
    const { options } = writeBanners({ topic: TOPIC, style: 'minimal', charCount: 45 });
    const longest = writeBanners({ topic: TOPIC, style: 'modern', charCount: 45 }).options[0];
    expect(options[0].split(' ').length).toBeLessThanOrEqual(longest.split(' ').length);
  });

  it('never cuts a figure into a different number', () => {
    const topic = 'Maple Falls is facing a $4.7 million hole in next year budget';
    for (const charCount of [25, 30, 45] as const) {
      const { options } = writeBanners({ topic, style: 'modern', charCount });
      for (const option of options) expect(bannerFacts(option, topic)).toEqual([]);
    }
  });

  it('reads another form of a topic word as that word, not as a name', () => {
    const topic = 'The city council approves repairs to the Elm Street bridge';
    expect(bannerFacts('Council Approved Bridge Repair', topic)).toEqual([]);
    expect(bannerFacts('Council Approved Bridge Repair for Mayor Ortiz', topic)).not.toEqual([]);
  });

  it('flags a planted number or name', () => {
    expect(bannerFacts('Police Hunt 3 Robbers', TOPIC)).not.toEqual([]);
    expect(bannerFacts('Mayor Jane Ortiz Speaks', TOPIC)).not.toEqual([]);
  });
});

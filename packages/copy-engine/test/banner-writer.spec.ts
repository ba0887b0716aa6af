import { writeBanners, bannerFacts } from '../src/writers/banner';
import { isHeadline } from '../src/writers/banner/banner';

const TOPIC = 'Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint.';
const WATER = `A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.
The 16-inch main burst just after 5 a.m., flooding the road and knocking out water pressure across the north side.
Public Works Director Andrea Feldman says crews have isolated the break and expect to finish repairs by this evening.
Cullen Avenue is closed between Oak and Ninth streets.`;

describe('writeBanners', () => {
  it('writes headline case for modern and upper case for dramatic, from the lead clause', () => {
    const modern = writeBanners({ topic: TOPIC, style: 'modern', charCount: 45 });
    expect(modern.options[0]).toBe('Police in Maple Falls Look for Man');
    const dramatic = writeBanners({ topic: TOPIC, style: 'dramatic', charCount: 45 });
    for (const option of dramatic.options) expect(option).toBe(option.toUpperCase());
    expect(dramatic.text).toMatch(/LOOK FOR MAN/);
  });

  it('writes sentence case for minimal', () => {
    const { options } = writeBanners({ topic: TOPIC, style: 'minimal', charCount: 45 });
    expect(options[0]).toBe('Police in Maple Falls look for man');
  });

  it('gives the three angles of a story: the event, who is affected, what comes next', () => {
    const { options } = writeBanners({ topic: WATER, style: 'modern', charCount: 30 });
    expect(options).toHaveLength(3);
    expect(options.some((o) => /^Water Main Break/.test(o))).toBe(true);
    expect(options.some((o) => /Crews Isolate Break/.test(o))).toBe(true);
    for (const o of options) {
      expect(o.length).toBeLessThanOrEqual(30);
      expect(o).not.toMatch(/\b(?:a|an|the)\b/i);
    }
  });

  it('never gives a window of words that cuts a name', () => {
    for (const charCount of [25, 30, 45] as const) {
      for (const o of writeBanners({ topic: WATER, style: 'modern', charCount }).options) {
        expect(o).not.toMatch(/Director Andrea$|Public Works Director Andrea|City of$/);
      }
    }
  });

  it('lands modern banners close to the count', () => {
    const { options } = writeBanners({ topic: TOPIC, style: 'modern', charCount: 30 });
    expect(options[0].length).toBeGreaterThanOrEqual(18);
  });

  it.each([
    'Council approves road repair budget',
    'Maple Falls council approves $4.5 million road repair budget after years of pothole complaints',
    'Harbor Bridge closes for repairs',
    'Frost advisory overnight',
    'The Cedar Grove Wildcats are moving on in the state playoffs.',
  ])('always gives three distinct headlines for a short topic: %s', (topic) => {
    for (const style of ['modern', 'dramatic', 'minimal'] as const) {
      for (const charCount of [25, 30, 45] as const) {
        const { options } = writeBanners({ topic, style, charCount });
        expect(options).toHaveLength(3);
        expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(3);
        for (const o of options) {
          expect(o.length).toBeLessThanOrEqual(charCount);
          expect(isHeadline(o, topic, false)).toBe(true);
          expect(bannerFacts(o, topic)).toEqual([]);
        }
      }
    }
  });

  it('lengthens and shortens the event headline at phrase boundaries', () => {
    const { options } = writeBanners({ topic: 'Council approves road repair budget', style: 'modern', charCount: 45 });
    expect(options).toEqual([
      'Council Approves Road Repair Budget',
      'Council Approves Road Budget',
      expect.any(String),
    ]);
  });

  it('takes a phrasal verb at the end as a headline: "Wildcats Move On"', () => {
    const topic = 'The Cedar Grove Wildcats are moving on in the state playoffs.';
    expect(writeBanners({ topic, style: 'modern', charCount: 30 }).options).toContain('Cedar Grove Wildcats Move On');
    expect(isHeadline('Cedar Grove Wildcats Move On', topic)).toBe(true);
    expect(isHeadline('Cedar Grove Wildcats Moving', topic)).toBe(false);
    expect(isHeadline('Crews Knocking Out', 'Crews are knocking out water pressure.')).toBe(false);
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
    expect(bannerFacts('Fire Tears Through Building', 'A fire tore through a building.')).toEqual([]);
  });

  it('flags a planted number or name', () => {
    expect(bannerFacts('Police Hunt 3 Robbers', TOPIC)).not.toEqual([]);
    expect(bannerFacts('Mayor Jane Ortiz Speaks', TOPIC)).not.toEqual([]);
  });
});

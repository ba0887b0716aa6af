import { writeBanners, MIN_FILL } from '../src/writers/banner';
import type { BannerCharCount, BannerStyle } from '../src/writers/banner';

// Each banner fills at least 60 % of its count, and the longer ones are the source's own phrases.
const TOPICS = [
  'Police in Maple Falls are looking for a man who robbed an Eastside pharmacy at gunpoint just after 9 p.m. Tuesday. Officers say the man walked into Corner Drug on Lindell Avenue, showed a handgun and demanded cash and prescription painkillers.',
  'Catalytic converter thefts are up sharply in Cedar Grove this year. Police have taken 87 reports since January, compared with 31 in all of last year.',
  'Port Harlan police have arrested a 24-year-old man in connection with a string of garage burglaries on the north side. Detectives say the thefts began in August and hit at least 14 homes.',
];
const STYLES: BannerStyle[] = ['modern', 'dramatic', 'minimal'];
const COUNTS: BannerCharCount[] = [25, 30, 45];

describe('banners fill at least 60 % of the count', () => {
  for (const topic of TOPICS) {
    for (const style of STYLES) {
      for (const charCount of COUNTS) {
        it(`${style} ${charCount}: ${topic.slice(0, 40)}`, () => {
          const { options } = writeBanners({ topic, style, charCount });
          // Up to three: a topic short of headlines at a tight count gives fewer, never a label.
          expect(options.length).toBeGreaterThan(0);
          expect(options.length).toBeLessThanOrEqual(3);
          for (const o of options) {
            expect(o.length).toBeLessThanOrEqual(charCount);
            expect(o.length).toBeGreaterThanOrEqual(Math.ceil(charCount * MIN_FILL));
          }
        });
      }
    }
  }

  it('makes a headline of the object’s relative clause in the source verb', () => {
    const { options } = writeBanners({ topic: TOPICS[0], style: 'modern', charCount: 30 });
    expect(options).toContain('Man Robs Eastside Pharmacy');
  });

  it('keeps a "since" phrase of time', () => {
    const { options } = writeBanners({ topic: TOPICS[1], style: 'modern', charCount: 45 });
    expect(options).toContain('Police Take 87 Reports Since January');
  });
});

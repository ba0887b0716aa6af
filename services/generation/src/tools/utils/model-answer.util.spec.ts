import { UnrecoverableError } from 'bullmq';
import { cleanModelAnswer, parseOptions, stripWrappingQuotes } from './model-answer.util';

describe('model answer parsing', () => {
  describe(cleanModelAnswer.name, () => {
    it('takes off preambles, code fences, markdown and sign-offs', () => {
      const raw = [
        'Sure! Here is the simplified script:',
        '',
        '```text',
        '**The council voted** to fix the roads.',
        '# Work begins in March.',
        '```',
        '',
        'Let me know if you would like any changes!',
      ].join('\n');
      expect(cleanModelAnswer(raw)).toBe('The council voted to fix the roads.\nWork begins in March.');
    });

    it('keeps copy that merely starts like a preamble word further down', () => {
      expect(cleanModelAnswer('Police say the road is closed.\nHere is why.')).toBe(
        'Police say the road is closed.\nHere is why.',
      );
    });
  });

  describe(parseOptions.name, () => {
    it('reads OPTION lines however the model dressed them', () => {
      const raw = [
        'Here are three banners for you:',
        '',
        '**Option 1:** "Council Approves Road Budget"',
        '- Option 2 - Roads Get $4.5 Million Fix (28 characters)',
        'OPTION #3) “Potholes Meet Their Match”',
        '',
        'I hope these help!',
      ].join('\n');
      expect(parseOptions(raw, 'banner')).toEqual([
        'Council Approves Road Budget',
        'Roads Get $4.5 Million Fix',
        'Potholes Meet Their Match',
      ]);
    });

    it('reads an option written on the line under its label', () => {
      expect(parseOptions('OPTION 1:\nFirst post\nOPTION 2:\nSecond post', 'social post')).toEqual([
        'First post',
        'Second post',
      ]);
    });

    it('falls back to a numbered list', () => {
      expect(parseOptions('1. One banner\n2) Two banner\n3 - Three banner', 'banner')).toEqual([
        'One banner',
        'Two banner',
        'Three banner',
      ]);
    });

    it('keeps at most three options', () => {
      const raw = [1, 2, 3, 4].map((n) => `OPTION ${n}: Banner ${n}`).join('\n');
      expect(parseOptions(raw, 'banner')).toHaveLength(3);
    });

    it('fails permanently when there are no options at all', () => {
      expect(() => parseOptions('I cannot write banners about this topic.', 'banner')).toThrow(UnrecoverableError);
      expect(() => parseOptions('Just some prose.', 'banner')).toThrow(/no banner options/);
    });
  });

  it(`${stripWrappingQuotes.name} leaves a quotation inside the copy alone`, () => {
    expect(stripWrappingQuotes('"Roads first," mayor says')).toBe('"Roads first," mayor says');
    expect(stripWrappingQuotes('"Roads first"')).toBe('Roads first');
  });
});

import { trainingItem } from '../test/harness';
import { filterTraining, groupByType, itemsTotalText } from './trainingList';

describe('trainingList', () => {
  const timing = trainingItem({ title: 'Writing to TIME', category: 'Timing', content: 'Count the seconds.' });
  const tools = trainingItem({ title: 'Teleprompter', category: 'Tools', content: 'Scroll speed and timing marks.' });
  const ap = trainingItem({ title: 'AP numbers', category: 'Writing', content: 'Spell out one to nine.' });

  describe(filterTraining.name, () => {
    it('matches title, category and content, ignoring case and outer spaces', () => {
      expect(filterTraining([timing, tools, ap], '  TIMING ')).toEqual([timing, tools]);
      expect(filterTraining([timing, tools, ap], 'writing')).toEqual([timing, ap]);
      expect(filterTraining([timing, tools, ap], 'nine')).toEqual([ap]);
      expect(filterTraining([timing, tools, ap], 'nothing like this')).toEqual([]);
    });

    it('keeps everything for an empty search', () => {
      expect(filterTraining([timing, tools], ' ')).toEqual([timing, tools]);
    });
  });

  describe(groupByType.name, () => {
    it('groups in content type order and leaves empty types out', () => {
      const website = trainingItem({ contentType: 'website' });
      const video = trainingItem({ contentType: 'video' });
      const text = trainingItem({ contentType: 'text' });
      const video2 = trainingItem({ contentType: 'video' });
      expect(groupByType([website, video, text, video2])).toEqual([
        { type: 'text', items: [text] },
        { type: 'video', items: [video, video2] },
        { type: 'website', items: [website] },
      ]);
      expect(groupByType([])).toEqual([]);
    });
  });

  it('counts word for word', () => {
    expect(itemsTotalText(0)).toBe('0 items total');
    expect(itemsTotalText(1)).toBe('1 item total');
    expect(itemsTotalText(12)).toBe('12 items total');
  });
});

import { forWeb, onAirOnly, webSentences } from './web-copy';

describe('web copy', () => {
  it('drops the station talking about its coverage', () => {
    for (const s of [
      'We have a crew headed there now and will bring you more as soon as we have it.',
      'We will have complete results and reaction from the winners throughout the morning, and on our website.',
      "We'll bring you more as we get it.",
      'Stay with us.',
      'Back to you, Jim.',
    ]) {
      expect(onAirOnly(s)).toBe(true);
    }
  });

  it('keeps the story, a quotation with "we" and advice to the reader', () => {
    for (const s of [
      '"We have a crew headed there now," the fire chief said.',
      'Firefighters from three departments are on the way.',
      'If you live nearby, keep your windows shut and stay away from the area.',
      'We do not know yet whether anyone was inside.',
    ]) {
      expect(onAirOnly(s)).toBe(false);
    }
  });

  it('takes the breaking label and the station off a sentence', () => {
    expect(
      forWeb('Breaking news right now in Redstone Junction, where a fire has just broken out at a lumber warehouse.'),
    ).toBe('A fire has just broken out at a lumber warehouse in Redstone Junction.');
    expect(forWeb('We do not know yet whether anyone was inside.')).toBe(
      'It is not yet known whether anyone was inside.',
    );
    expect(forWeb('Several families told us they made it to basements.')).toBe(
      'Several families said they made it to basements.',
    );
  });

  it('keeps every other sentence as it is', () => {
    const story = ['Police closed Depot Street.', 'Stay with us.', '"We told us so," he said.'];
    expect(webSentences(story)).toEqual(['Police closed Depot Street.', '"We told us so," he said.']);
  });
});

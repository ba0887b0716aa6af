import { toActive, toConcise, toConversational, toListener, toPeople, toPlainSpeech, toTightest } from './tones';

describe('toConversational', () => {
  it.each([
    ['It is cold tonight.', "It's cold tonight."],
    ['They are still searching.', "They're still searching."],
    ['The city will not raise fares.', "The city won't raise fares."],
    ['Drivers do not need a permit.', "Drivers don't need a permit."],
    ['Crews cannot reach the road.', "Crews can't reach the road."],
    ['Crews can not reach the road.', "Crews can't reach the road."],
    ['We are following this story.', "We're following this story."],
    ['That is the third crash this week.', "That's the third crash this week."],
    ['There is no school Monday.', "There's no school Monday."],
  ])('contracts %s', (before, after) => {
    expect(toConversational(before)).toBe(after);
  });

  it('does not contract "it is" at the end of a sentence, or inside a quotation', () => {
    expect(toConversational('Nobody knows how bad it is.')).toBe('Nobody knows how bad it is.');
    expect(toConversational('"It is not over," the coach said.')).toBe('"It is not over," the coach said.');
  });

  it('makes the easy passives active', () => {
    expect(toActive('A Dayton man was arrested by police Tuesday night.')).toBe(
      'Police arrested a Dayton man Tuesday night.',
    );
    expect(toActive('Jane Ortiz was charged by prosecutors.')).toBe('Jane Ortiz was charged by prosecutors.');
    expect(toActive('Two hikers were rescued by firefighters near the falls.')).toBe(
      'Two hikers were rescued by firefighters near the falls.',
    );
  });

  it('splits a long sentence into short ones', () => {
    const long =
      'The storm knocked down power lines across the north side of the county overnight, and crews expect most customers to have power back by Friday evening.';
    expect(toConversational(long)).toBe(
      'The storm knocked down power lines across the north side of the county overnight. Crews expect most customers to have power back by Friday evening.',
    );
  });
});

describe('toConcise', () => {
  it.each([
    ['Crews closed the road in order to repair it.', 'Crews closed the road to repair it.'],
    ['At this point in time the road is closed.', 'Now the road is closed.'],
    ['The game was delayed due to the fact that it rained.', 'The game was delayed because it rained.'],
    ['In the event that it snows, schools close.', 'If it snows, schools close.'],
    ['The board made the decision to close two schools.', 'The board decided to close two schools.'],
    ['The city is going to repave Main Street.', 'The city will repave Main Street.'],
    ['Copper Ridge is going to state.', 'Copper Ridge is going to state.'],
    ['The treasurer is going to prison for stealing.', 'The treasurer is going to prison for stealing.'],
    ['Police found a total of 40 cars.', 'Police found 40 cars.'],
    ['Currently, the shelter is full.', 'The shelter is full.'],
    ['The shelter is currently full.', 'The shelter is full.'],
  ])('cuts clutter: %s', (before, after) => {
    expect(toConcise(before)).toBe(after);
  });

  it('keeps quotations and a figure that would open a sentence', () => {
    expect(toConcise('"We are going to fight this in order to win," she said.')).toBe(
      '"We are going to fight this in order to win," she said.',
    );
    expect(toConcise('A total of 40 cars were towed.')).toBe('A total of 40 cars were towed.');
  });
});

describe('toPlainSpeech', () => {
  it.each([
    ['Approximately 40 individuals were evacuated.', 'About 40 people were evacuated.'],
    ['Crews will commence work Monday to assist residents.', 'Crews will start work Monday to help residents.'],
    ['The city utilized a grant to purchase two buses.', 'The city used a grant to buy two buses.'],
    ['The fire damaged the residence.', 'The fire damaged the home.'],
    ['Police did not say whether he was not armed.', "Police didn't say whether he wasn't armed."],
    ['They will meet again Friday.', "They'll meet again Friday."],
  ])('%s', (before, after) => {
    expect(toPlainSpeech(before)).toBe(after);
  });

  it('leaves "vehicle", an assist in sports, and quotations alone', () => {
    expect(toPlainSpeech('The vehicle was towed.')).toBe('The vehicle was towed.');
    expect(toPlainSpeech('Brooks had nine assists and an assist on the final goal.')).toBe(
      'Brooks had nine assists and an assist on the final goal.',
    );
    expect(toPlainSpeech('"We did not utilize it," she said.')).toBe('"We did not utilize it," she said.');
  });
});

describe('toListener', () => {
  it.each([
    [
      'Anyone with information is asked to call Maple Falls police.',
      'If you have information, call Maple Falls police.',
    ],
    [
      'Residents of Dunmore Heights should boil water before drinking it.',
      'If you live in Dunmore Heights, boil water before drinking it.',
    ],
    ['Residents should boil water.', 'If you live there, boil water.'],
    ['Drivers should expect delays through Friday.', "If you're driving, expect delays through Friday."],
  ])('%s', (before, after) => {
    expect(toListener(before)).toBe(after);
  });

  it('leaves statements about the public alone', () => {
    for (const s of [
      'Residents were allowed back in this morning.',
      'Drivers who used the bridge were stuck for an hour.',
    ]) {
      expect(toListener(s)).toBe(s);
    }
  });
});

describe('toPeople', () => {
  it.each([
    ['Residents were allowed back in this morning.', 'People who live there were allowed back in this morning.'],
    ['Nearby residents heard the blast.', 'People who live nearby heard the blast.'],
    ['Crews helped residents of Elm Park.', 'Crews helped people who live in Elm Park.'],
  ])('%s', (before, after) => {
    expect(toPeople(before)).toBe(after);
  });

  it('leaves residents of a home, and quotations, alone', () => {
    expect(toPeople('Three residents of the nursing home died.')).toBe('Three residents of the nursing home died.');
    expect(toPeople('"Residents are angry," she said.')).toBe('"Residents are angry," she said.');
  });
});

describe('toTightest', () => {
  it.each([
    ['A judge sentenced Carla Benning on Thursday.', 'A judge sentenced Carla Benning Thursday.'],
    ['Police in Maple Falls are looking for a man.', 'Maple Falls police are looking for a man.'],
    ['The clinic is located on Main Street.', 'The clinic is on Main Street.'],
  ])('%s', (before, after) => {
    expect(toTightest(before)).toBe(after);
  });

  it('keeps a phrase the group heads, a state after the place, a possessive day and a sentence opener', () => {
    for (const s of [
      'High school students in Riverton will sleep in.',
      'Police in Maple Falls, Ohio, are looking for a man.',
      "The board voted on Monday's plan.",
      'On Friday, the board met.',
      '"Police in Maple Falls are on it," she said.',
    ]) {
      expect(toTightest(s)).toBe(s);
    }
  });
});

describe('toListener, a need said to the listener', () => {
  it('turns "drivers who use X will need" into "if you use X, you\'ll need"', () => {
    expect(toListener('Drivers who use the Harbor Bridge will need another route starting Monday.')).toBe(
      "If you use the Harbor Bridge, you'll need another route starting Monday.",
    );
  });
});

describe('plain words', () => {
  it.each([
    ['Crews extinguished the fire due to the rain.', 'Crews put out the fire because of the rain.'],
    ['Two officers were injured and additional crews came.', 'Two officers were hurt and more crews came.'],
    ['The office is currently closed. However, it will reopen.', "The office is now closed. But it'll reopen."],
    ['The bus is due to arrive at noon.', 'The bus is due to arrive at noon.'],
    ['Cases are up from this time last year.', 'Cases are up from this time last year.'],
  ])('%s', (before, after) => {
    expect(toPlainSpeech(before)).toBe(after);
  });
});

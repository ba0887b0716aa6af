import { isBreakingNews } from './breaking';

const sut = isBreakingNews;

describe(isBreakingNews.name, () => {
  it.each([
    'BREAKING: A fire broke out at the Cedar Ridge apartments. Crews are on the scene.',
    'Just in: a shooting at a gas station on Route 9 has left one person hurt.',
    'A crash just now on Interstate 70 has closed both westbound lanes near Exit 12.',
    'An evacuation is under way in Marlow Springs as the Cedar Ridge fire spreads toward homes.',
    'Happening this hour: firefighters are battling a brush fire near Sandhill Road.',
    'A fire broke out at a warehouse on Alder Street. No one was inside.',
    'Police are responding right now to reports of shots fired near Riverton High School.',
    'Breaking news out of Lakeview, where a water main break has flooded Main Street.',
    '[LIVE] Crews are on the scene of a gas leak that forced an evacuation of two blocks this afternoon.',
  ])('breaking: %p', (text) => {
    expect(sut(text)).toBe(true);
  });

  it.each([
    'The Harbor Bridge will close next week for repairs. Drivers should plan another route.',
    'The city council meets Tuesday to vote on the budget.',
    'Forecasters expect up to two inches of rain this weekend, and a flood watch starts tonight.',
    'The Rattlers host the Hawks tonight at 7 p.m. at Riverton Field.',
    'The old Brookside rail depot has a new life as a food hall.',
    'Port Harlan senior Aaliyah Grant is breaking a school scoring record this season.',
    'The fire department will hold a fire safety open house Saturday morning.',
    'Fire Chief Ana Ruiz said this morning that the department needs two new trucks.',
    'A woman charged with setting fire to a truck pleaded not guilty at her arraignment this morning.',
    'Jury selection began today in the trial of a man accused in a fatal crash last March.',
  ])('not breaking: %p', (text) => {
    expect(sut(text)).toBe(false);
  });

  it('reads only the lead, where copy says what is happening and when', () => {
    expect(sut('The council approved the budget Monday. Members spoke for an hour. A fire broke out in 2019.')).toBe(
      false,
    );
  });
});

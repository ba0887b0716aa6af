import { InFlightPerAddress } from './in-flight-per-address';

describe(InFlightPerAddress.name, () => {
  it('lets each address have up to the cap in progress, and frees a slot on leave', () => {
    const inFlight = new InFlightPerAddress(2);
    expect([inFlight.enter('a'), inFlight.enter('a'), inFlight.enter('a')]).toEqual([true, true, false]);
    expect(inFlight.enter('b')).toBe(true);
    inFlight.leave('a');
    expect(inFlight.enter('a')).toBe(true);
    expect(inFlight.inFlight('a')).toBe(2);
  });

  it('forgets an address with nothing in progress (the map does not grow with every address seen)', () => {
    const inFlight = new InFlightPerAddress(1);
    for (let i = 0; i < 1_000; i++) {
      inFlight.enter(`10.0.${i >> 8}.${i & 255}`);
      inFlight.leave(`10.0.${i >> 8}.${i & 255}`);
    }
    expect((inFlight as unknown as { counts: Map<string, number> }).counts.size).toBe(0);
  });
});

import { formatDate } from './formatDate';

describe(formatDate.name, () => {
  it('reads an ISO date as a short US date', () => {
    expect(formatDate('2026-11-23T15:00:00.000Z')).toBe('Nov 23, 2026');
  });
  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

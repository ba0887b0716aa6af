import { avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('takes the first two letters of the username in upper case', () => {
    expect(avatarInitials('admin')).toBe('AD');
    expect(avatarInitials('jo')).toBe('JO');
    expect(avatarInitials('maría')).toBe('MA');
  });

  it('keeps a one-letter username as it is', () => {
    expect(avatarInitials('x')).toBe('X');
  });

  it('shows NA when there is no username', () => {
    expect(avatarInitials(undefined)).toBe('NA');
    expect(avatarInitials(null)).toBe('NA');
    expect(avatarInitials('')).toBe('NA');
    expect(avatarInitials('   ')).toBe('NA');
  });
});

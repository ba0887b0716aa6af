import { retryMessage } from './login-throttle.service';

describe(retryMessage.name, () => {
  it('says when to retry, in minutes or seconds', () => {
    expect(retryMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(retryMessage(61)).toBe('Too many failed sign-in attempts. Try again in 2 minutes.');
    expect(retryMessage(60)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(retryMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
  });
});

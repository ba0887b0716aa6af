import { HttpError, errorMessage } from './errors';

describe('HttpError', () => {
  it('reads as "<status>: <text>"', () => {
    expect(new HttpError(403, '{"message":"Nope"}').message).toBe('403: {"message":"Nope"}');
  });

  it('gives the server message, or the fallback', () => {
    expect(errorMessage(new HttpError(400, '{"message":"Bad script"}'), 'Failed')).toBe('Bad script');
    expect(errorMessage(new HttpError(502, '{}'), 'Failed')).toBe('Failed');
    expect(errorMessage(new HttpError(502, 'Bad Gateway'), 'Failed')).toBe('Bad Gateway');
  });
});

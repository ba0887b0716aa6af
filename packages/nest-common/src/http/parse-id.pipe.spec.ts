import { BadRequestException } from '@nestjs/common';
import { ParseIdPipe } from './parse-id.pipe';

describe(ParseIdPipe.name, () => {
  const sut = new ParseIdPipe();
  const message = 'The id must be a whole number from 1 to 2147483647.';

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
    ['007', 7],
  ])('reads %j as %d', (value, id) => {
    expect(sut.transform(value)).toBe(id);
  });

  it.each(['0', '-1', '2147483648', '99999999999', '1e3', '1.5', ' 1', '+1', '0x10', 'abc', '', '1'.repeat(400)])(
    'refuses %j with a 400 and the message',
    (value) => {
      expect(() => sut.transform(value)).toThrow(BadRequestException);
      expect(() => sut.transform(value)).toThrow(message);
    },
  );

  it('refuses what is not a string (a number is not how a path arrives)', () => {
    expect(() => sut.transform(5)).toThrow(message);
    expect(() => sut.transform(undefined)).toThrow(message);
  });
});

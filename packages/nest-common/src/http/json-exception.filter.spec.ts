import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException } from '@nestjs/common';
import type { Logger } from 'pino';
import { JsonExceptionFilter, RetryLaterException } from './json-exception.filter';
import { UNAVAILABLE_MESSAGE } from './unavailable';

/** Runs the filter on one thrown value and gives what the client would receive. */
function answer(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  const logger = { error: jest.fn(), warn: jest.fn() } as unknown as Logger;
  new JsonExceptionFilter(logger).catch(exception, host);
  return { ...sent, logged: (logger.error as jest.Mock).mock.calls };
}

/** body-parser's error for malformed JSON: its message and `body` hold what the client sent. */
const parseError = (body: string) =>
  Object.assign(new SyntaxError(`Unexpected token 's', "${body}" is not valid JSON`), {
    status: 400,
    statusCode: 400,
    type: 'entity.parse.failed',
    body,
  });

describe(JsonExceptionFilter.name, () => {
  it('answers malformed JSON with a fixed message that never echoes the body', () => {
    const out = answer(parseError('{"password": secret-hunter2'));
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ message: 'Request body is not valid JSON' });
    expect(JSON.stringify(out.body)).not.toContain('hunter2');
  });

  it('answers an over-large body with 413 and a fixed message', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(answer(tooLarge)).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
  });

  it("keeps an HttpException's own message and a 429's Retry-After", () => {
    expect(answer(new BadRequestException('Script is required'))).toMatchObject({
      status: 400,
      body: { message: 'Script is required' },
    });
    expect(answer(new RetryLaterException('Slow down', 12))).toMatchObject({
      status: 429,
      headers: { 'retry-after': '12' },
    });
  });

  it('shows nothing of an unknown error: 500, a fixed message, and the error logged', () => {
    const out = answer(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=s3cret'));
    expect(out).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(JSON.stringify(out.body)).not.toContain('s3cret');
    expect(out.logged).toHaveLength(1);
  });

  it.each([
    [
      'Postgres refusing connections',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a Postgres shutdown, wrapped by TypeORM',
      Object.assign(new Error('query failed'), { driverError: { code: '57P01' } }),
    ],
    ['a pool that lost its socket', new Error('Connection terminated unexpectedly')],
    [
      'Redis gone past its retries',
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['a Redis command that timed out', new Error('Command timed out')],
  ])('answers %s with 503 and Retry-After, logged as an outage', (_label, error) => {
    const out = answer(error);
    expect(out).toMatchObject({ status: 503, headers: { 'retry-after': '5' }, body: { message: UNAVAILABLE_MESSAGE } });
    expect(out.logged).toHaveLength(0);
  });

  it('still answers a query the database refused for its own reasons with 500', () => {
    const syntax = Object.assign(new Error('syntax error at or near "FROM"'), { driverError: { code: '42601' } });
    expect(answer(syntax).status).toBe(500);
  });
});

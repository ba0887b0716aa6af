import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { BodyError, readBody } from './read-body';

/** A request as a client sends one with a body: chunked unless it says its length. */
const request = (headers: Record<string, string> = { 'transfer-encoding': 'chunked' }) => {
  const stream = new PassThrough() as PassThrough & { headers: Record<string, string> };
  stream.headers = headers;
  return stream;
};

describe(readBody.name, () => {
  it('reads the exact bytes', async () => {
    const req = request();
    const read = readBody(req as unknown as IncomingMessage, 100);
    req.end(Buffer.from('{"a":1}'));
    expect((await read).toString()).toBe('{"a":1}');
  });

  it('refuses a body over the limit with 413', async () => {
    const req = request();
    const read = readBody(req as unknown as IncomingMessage, 4);
    req.write('12345');
    await expect(read).rejects.toEqual(new BodyError(413, 'Request body is too large'));
  });

  it('gives up on a body trickling in past the deadline with 408', async () => {
    const req = request();
    const read = readBody(req as unknown as IncomingMessage, 100, 50);
    req.write('{"user');
    await expect(read).rejects.toEqual(new BodyError(408, 'Request body took too long to arrive'));
  });

  it('does not wait for a body a request without length or chunking cannot have (a GET)', async () => {
    const req = request({});
    // The stream never ends: only the headers can say there is nothing to read.
    await expect(readBody(req as unknown as IncomingMessage, 100, 50)).resolves.toEqual(Buffer.alloc(0));
  });
});

import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { type ContentEncoding, preferredEncoding } from '../encoding/preferred-encoding';

/** Below this an answer is sent as is: compressing it saves less than it costs. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/** Answers worth compressing. A progress stream (text/event-stream) is not: compression would hold its events back. */
const COMPRESSIBLE_TYPE = /^(application\/([\w.+-]*\+)?json|text\/(plain|csv|html))\b/i;

/**
 * How to compress a service's answer on its way to the browser, or null to pass it as it is: only a
 * JSON or text answer of known length over the threshold, not already encoded, not marked
 * no-transform, to a browser that takes Brotli or gzip. (Decided once per answer from its headers,
 * so a small answer costs nothing; bench/gateway-overhead.js.)
 */
export function answerEncoding(req: IncomingMessage, answer: IncomingHttpHeaders): ContentEncoding | null {
  if (answer['content-encoding'] || !COMPRESSIBLE_TYPE.test(String(answer['content-type'] ?? ''))) return null;
  if (/\bno-transform\b/i.test(String(answer['cache-control'] ?? ''))) return null;
  if (!(Number(answer['content-length']) >= API_COMPRESSION_THRESHOLD_BYTES)) return null;
  return preferredEncoding(req);
}

/** Whether the answer's body depends on Accept-Encoding (a cache must keep one copy per encoding). */
export const variesByEncoding = (answer: IncomingHttpHeaders) =>
  COMPRESSIBLE_TYPE.test(String(answer['content-type'] ?? '')) && !answer['content-encoding'];

/** The headers of the compressed answer: no length (it is streamed), the encoding, and Vary. */
export function compressedHeaders(headers: OutgoingHttpHeaders, encoding: ContentEncoding): OutgoingHttpHeaders {
  const { 'content-length': _length, ...rest } = headers;
  return { ...withVary(rest), 'content-encoding': encoding };
}

export function withVary(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const vary = headers.vary ? String(headers.vary) : '';
  if (/\baccept-encoding\b/i.test(vary) || vary === '*') return headers;
  return { ...headers, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' };
}

/** Brotli at a fast level (4: most of the saving, a fraction of the best level's time), or gzip. */
export function compressor(encoding: ContentEncoding, sizeHint: number): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint },
      })
    : createGzip({ level: 6 });
}

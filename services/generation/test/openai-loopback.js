'use strict';
/**
 * The wire side of the loopback OpenAI-compatible servers the tests and benches talk to
 * (fake-openai-server.js, sloppy-model.js): the routes, errors in OpenAI's words, SSE chunks, and
 * a listener on 127.0.0.1 that closes its open sockets. Each server supplies only its answers.
 * Plain CommonJS, as both servers are, so bench/ can require them.
 */
const http = require('node:http');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error body as the OpenAI API sends it. */
const openAiError = (message, type, code = null) => ({ error: { message, type, param: null, code } });

function sendJson(res, status, json, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(json));
}

/** `text` in `count` pieces at word boundaries, for SSE chunks. */
function wordPieces(text, count) {
  if (count <= 1) return [text];
  const words = text.split(/(?<=\s)/);
  const per = Math.max(1, Math.ceil(words.length / count));
  const out = [];
  for (let i = 0; i < words.length; i += per) out.push(words.slice(i, i + per).join(''));
  return out.length ? out : [text];
}

/** Starts an SSE response; returns the writer of one `chat.completion.chunk` event. */
function startStream(res, { id, created, model }) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  return (delta, finishReason = null) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
    );
}

/** Ends an SSE response the way the API does. */
function endStream(res, chunk, finishReason = 'stop') {
  chunk({}, finishReason);
  res.write('data: [DONE]\n\n');
  res.end();
}

/**
 * Listens on `host`:`port` (a free port by default): GET /v1/models lists `model`, POST
 * /v1/chat/completions goes to `completions(req, res, body)`; a body that is not JSON is a 400, any
 * other route a 404, a handler that throws a 500. Resolves to { url, port, close }.
 */
function listenOpenAi({ model, ownedBy, completions, host = '127.0.0.1', port = 0 }) {
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url || '').split('?')[0];
      if (req.method === 'GET' && path === '/v1/models') {
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: model, object: 'model', created: 0, owned_by: ownedBy }],
        });
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        return sendJson(res, 404, openAiError(`No route ${req.method} ${path}`, 'invalid_request_error'));
      }
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return sendJson(res, 400, openAiError('Request body is not JSON', 'invalid_request_error'));
      }
      Promise.resolve()
        .then(() => completions(req, res, body))
        .catch((err) => {
          if (!res.headersSent) sendJson(res, 500, openAiError(String((err && err.message) || err), 'server_error'));
          else res.end();
        });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const bound = server.address().port;
      resolve({
        url: `http://${host}:${bound}/v1`,
        port: bound,
        close() {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

module.exports = { endStream, listenOpenAi, openAiError, sendJson, sleep, startStream, wordPieces };

'use strict';
/**
 * A local OpenAI-compatible server for tests and benchmarks: POST /v1/chat/completions (streaming
 * SSE and plain JSON) and GET /v1/models, on 127.0.0.1 and a free port. Plain CommonJS so the
 * plain-JS benchmarks in bench/ can require it as well as the jest specs.
 *
 *   const fake = await startFakeOpenAi({ latencyMs: 0 });
 *   fake.reply((body, i) => ({ text: 'OPTION 1: ...', chunks: 4 }));  // or ({ status: 429, json: {...} })
 *   fake.failNext(2, 500);                                              // the next two calls fail
 *   new OpenAI({ baseURL: fake.url, apiKey: 'test' });
 *   await fake.close();
 */
const http = require('node:http');

const MODEL = 'fake-newsroom-model';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last user message of a chat body, or ''. */
function lastUserMessage(body) {
  const messages = Array.isArray(body && body.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m && m.role === 'user') return typeof m.content === 'string' ? m.content : JSON.stringify(m.content);
  }
  return '';
}

/** The story between the prompt's <<< >>> fences in any user message (a re-ask repeats none), or the last one. */
function sourceOf(body) {
  const messages = Array.isArray(body && body.messages) ? body.messages : [];
  for (const m of messages) {
    const fenced = m && m.role === 'user' && typeof m.content === 'string' && /<<<\n([\s\S]*?)\n>>>/.exec(m.content);
    if (fenced) return fenced[1].trim();
  }
  return lastUserMessage(body).trim();
}

/** Sentences end at . ! ? before a space or the end, so "$4.5 million" stays whole. */
const firstSentences = (text, n) =>
  (text.replace(/\s+/g, ' ').match(/.+?[.!?]+["”]?(?=\s|$)/g) || [text]).slice(0, n).map((s) => s.trim());

/**
 * Something a tool can read, derived from the prompt: OPTION lines for banner and social prompts,
 * VOSOT headings for a VOSOT prompt, three paragraphs for teases, else the source's first sentences.
 * Built only from the source's own words, so the copy engine's fact check stays quiet.
 */
function defaultReply(body) {
  const all = JSON.stringify(body && body.messages ? body.messages : '');
  const user = lastUserMessage(body);
  const source = sourceOf(body);
  const sentences = firstSentences(source, 6);
  const words = source
    .split(/\s+/)
    .map((w) => w.replace(/^["“]+|["”,;:!?.]+$/g, ''))
    .filter(Boolean);
  /** Whole words from `from` while they fit in `limit` characters. */
  const fit = (from, limit) => {
    let out = '';
    for (const w of words.slice(from)) {
      const next = out ? `${out} ${w}` : w;
      if (next.length > limit) break;
      out = next;
    }
    return out || words[from] || source;
  };
  if (/OPTION 1:/.test(all)) {
    const limit = Number((/Character limit: (\d+)/.exec(user) || [])[1]) || 0;
    const options = [0, 1, 2].map((i) => (limit ? fit(i, limit) : sentences[i % sentences.length] || source));
    return { text: options.map((o, i) => `OPTION ${i + 1}: ${o}`).join('\n') };
  }
  if (/ANCHOR INTRO:/.test(all)) {
    return {
      text: [
        'ANCHOR INTRO:',
        sentences[0] || source,
        '',
        'VOICE OVER:',
        sentences.slice(1, 3).join('\n'),
        '',
        'SOUND ON TAPE:',
        '[NO SOT AVAILABLE]',
        '',
        'CONTINUING VOICE OVER:',
        sentences.slice(3, 5).join('\n'),
      ].join('\n'),
    };
  }
  if (/three teases/i.test(all)) {
    const lead = sentences[0] || source;
    return { text: [0, 1, 2].map(() => `${lead} Stay with us.`).join('\n\n') };
  }
  return { text: sentences.join('\n') || 'OK' };
}

/** Splits text into `count` pieces at word boundaries, for SSE chunks. */
function split(text, count) {
  if (count <= 1) return [text];
  const parts = text.split(/(?<=\s)/);
  const per = Math.ceil(parts.length / count);
  const out = [];
  for (let i = 0; i < parts.length; i += per) out.push(parts.slice(i, i + per).join(''));
  return out.length ? out : [text];
}

function startFakeOpenAi(options = {}) {
  let latencyMs = options.latencyMs || 0;
  let responder = null;
  let failures = [];
  let calls = 0;
  const requests = [];
  const sockets = new Set();

  const sendJson = (res, status, json) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const errorJson = (status, message) => ({
    error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'fake_error', code: null, param: null },
  });

  async function completions(req, res, body) {
    const index = calls++;
    requests.push({ body, headers: req.headers, at: Date.now() });
    if (latencyMs) await sleep(latencyMs);
    if (res.destroyed) return;
    const failure = failures.shift();
    if (failure) return sendJson(res, failure.status, errorJson(failure.status, failure.message));
    const answer = (responder ? await responder(body, index) : null) || defaultReply(body);
    if (answer.status && answer.status >= 400)
      return sendJson(res, answer.status, answer.json || errorJson(answer.status, 'error'));
    if (answer.json && !('text' in answer)) return sendJson(res, answer.status || 200, answer.json);
    const text = answer.text == null ? '' : String(answer.text);
    const id = `chatcmpl-fake-${index}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model || MODEL;
    const finish = answer.finishReason || 'stop';
    if (!body.stream) {
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer.refusal ? null : text, refusal: answer.refusal || null },
            finish_reason: finish,
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta, finishReason = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    if (answer.refusal) res.write(chunk({ refusal: answer.refusal }));
    for (const piece of split(text, answer.chunks || 1)) {
      if (answer.delayMs) await sleep(answer.delayMs);
      if (res.destroyed) return;
      res.write(chunk({ content: piece }));
    }
    if (answer.hang) return; // never finishes: tests a stream that goes quiet
    res.write(chunk({}, finish));
    res.write('data: [DONE]\n\n');
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url || '').split('?')[0];
      if (req.method === 'GET' && path === '/v1/models') {
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'fake' }],
        });
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        let body;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          return sendJson(res, 400, errorJson(400, 'Request body is not JSON'));
        }
        completions(req, res, body).catch((err) => {
          if (!res.headersSent) sendJson(res, 500, errorJson(500, String((err && err.message) || err)));
          else res.end();
        });
        return;
      }
      sendJson(res, 404, errorJson(404, `No route ${req.method} ${path}`));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port || 0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        port,
        requests,
        reply(fn) {
          responder = fn || null;
        },
        failNext(n, status, message) {
          for (let i = 0; i < n; i++) failures.push({ status, message: message || `Fake failure (${status})` });
        },
        setLatency(ms) {
          latencyMs = ms;
        },
        reset() {
          responder = null;
          failures = [];
          requests.length = 0;
          calls = 0;
          latencyMs = options.latencyMs || 0;
        },
        close() {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}

module.exports = { startFakeOpenAi, FAKE_MODEL: MODEL };

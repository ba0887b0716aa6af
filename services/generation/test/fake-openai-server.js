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
const { endStream, listenOpenAi, openAiError, sendJson, sleep, startStream, wordPieces } = require('./openai-loopback');

const MODEL = 'fake-newsroom-model';

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

function startFakeOpenAi(options = {}) {
  let latencyMs = options.latencyMs || 0;
  let responder = null;
  let failures = [];
  let calls = 0;
  const requests = [];
  const errorJson = (status, message) => openAiError(message, status === 429 ? 'rate_limit_exceeded' : 'fake_error');

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
    const chunk = startStream(res, { id, created, model });
    chunk({ role: 'assistant', content: '' });
    if (answer.refusal) chunk({ refusal: answer.refusal });
    for (const piece of wordPieces(text, answer.chunks || 1)) {
      if (answer.delayMs) await sleep(answer.delayMs);
      if (res.destroyed) return;
      chunk({ content: piece });
    }
    if (answer.hang) return; // never finishes: tests a stream that goes quiet
    endStream(res, chunk, finish);
  }

  return listenOpenAi({ model: MODEL, ownedBy: 'fake', port: options.port, completions }).then((server) => ({
    ...server,
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
  }));
}

module.exports = { startFakeOpenAi, FAKE_MODEL: MODEL };

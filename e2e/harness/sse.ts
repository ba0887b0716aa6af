import { parseEventStream, type GenerationStreamEvent } from '@newsroom/contracts';

/**
 * Opens a progress stream as the browser's EventSource would (GET with the session cookie) and
 * collects its events until `done` or `close()`.
 */
export async function openProgressStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: GenerationStreamEvent[] = [];
  let buffer = '';
  const finished = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const parsed = parseEventStream(buffer);
        buffer = parsed.rest;
        events.push(...parsed.events);
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    /** Resolves when the server ends the stream (after `done`), or after `ms`. */
    ended: (ms = 10_000) => Promise.race([finished, new Promise((resolve) => setTimeout(resolve, ms))]),
    close: () => controller.abort(),
  };
}

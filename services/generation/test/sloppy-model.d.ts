/**
 * Types for sloppy-model.js: a local OpenAI-compatible test double for a careless model. It answers
 * each copy tool in the shape the tool reads (detected from the prompt builders' wording), but
 * invents facts built on the story, runs long, wraps the copy in chat and markdown, and fails on
 * command. What it made up is recorded per call, so tests can check that the desk catches it.
 *
 *   const sloppy = await startSloppyModel();
 *   const client = new OpenAI({ baseURL: sloppy.url, apiKey: 'test', maxRetries: 0 });
 *   sloppy.configure({ failures: { every: 4, of: 5 } });
 *   sloppy.calls[0].planted; // [{ kind: 'preamble', text: 'Sure! Here is ...' }, { kind: 'number', text: '37' }, ...]
 *   await sloppy.close();
 *
 * Everything a call writes follows from its index in `calls`, so runs are repeatable.
 */

export type SloppyTool = 'simplify' | 'vosot' | 'tease' | 'banner' | 'social' | 'article' | 'coach' | 'unknown';

export type FailureKind = '429' | '500' | 'cut' | 'empty';

export type PlantedKind = 'number' | 'name' | 'quotation' | 'speaker' | 'claim' | 'preamble' | 'markdown' | 'long';

/**
 * One thing the model made up or added. `text` is exactly as it stands in the answer, except for
 * 'long', whose text describes the overrun ("47 s of copy for a 30-second target").
 * - number: the digits of a figure not in the story ("37"), in a new sentence.
 * - name: an invented person ("Celeste Varga"); one of SLOPPY_NAMES.
 * - quotation: the words inside the quote marks: invented, or (VOSOT) the story's quote cut short
 *   or with words added.
 * - speaker: VOSOT only, the invented "Name, title" inside `[SOT: ...]`.
 * - claim: a sentence with no figure that the story does not make ("Nearby homes were evacuated.");
 *   for a banner, its headlinese ("Homes Evacuated").
 * - preamble: the opening chat line ("Sure! Here is ...:") and the sign-off line.
 * - markdown: a code fence (```) or a bold label ("**OPTION 1:**", "**ANCHOR INTRO:**", the bold headline).
 * - long: simplify and VOSOT copy 40-70 % over the requested time (150 words a minute).
 */
export interface Planted {
  kind: PlantedKind;
  text: string;
}

/**
 * Which kinds appear, with the defaults on: every call plants preamble and markdown (coach: only
 * these); simplify, tease and article plant number, name (two: one alone, one speaking), quotation
 * and claim; VOSOT plants number, name, claim and a mangled bite (quotation every call, speaker in
 * two calls of three); banner and social carry one invention per option, so two calls cover number,
 * name, quotation and claim on every option position; simplify and VOSOT also plant long.
 */
export interface SloppyCall {
  tool: SloppyTool;
  /** The request was a re-ask: an assistant turn after the first user message, and the last user
   * message starts with "Your draft failed the desk's checks". */
  reask: boolean;
  outcome: 'answered' | FailureKind;
  /** Empty for failed calls (a 'cut' answer's first half may still carry some inventions). */
  planted: Planted[];
}

export interface SloppyFailures {
  /** The first `every` calls of each run of `of` fail (by call index). */
  every?: number;
  /** Default: `every`, so every call fails. */
  of?: number;
  /**
   * Cycled through by failure count. Default all four:
   * - '429': status 429, header `retry-after`, an OpenAI-style JSON error (code rate_limit_exceeded).
   *   The SDK (maxRetries 0) throws RateLimitError (an APIError) with status 429 and
   *   `headers.get('retry-after')`; with retries on, it waits retryAfterSeconds and asks again,
   *   which is a new call.
   * - '500': status 500, JSON error; the SDK throws InternalServerError (status 500).
   * - 'cut': the answer starts (status 200, the first half of the SSE chunks, or half the JSON
   *   body) and the socket is destroyed. The openai v6 SDK does not end quietly and does not wrap
   *   it: streaming, the iteration yields the first chunks and then throws undici's
   *   `TypeError: terminated` (cause: "other side closed"); non-streaming, the call rejects with the
   *   same error. Not an APIError, so there is no status.
   * - 'empty': a complete, well-formed completion whose content is '' (no content deltas when
   *   streaming, finish_reason 'stop').
   */
  kinds?: FailureKind[];
  /** Seconds in the 429's retry-after header. Default 1. */
  retryAfterSeconds?: number;
}

export interface SloppyBehaviour {
  /** Plant invented facts built on the story. Default true. */
  invent?: boolean;
  /** Wrap answers in a chat preamble, markdown and a sign-off. Default true. */
  preamble?: boolean;
  /** Timed tools (simplify, VOSOT) run 40-70 % long, padded with fact-free filler if the story runs out. Default true. */
  long?: boolean;
  /** On a re-ask, write honest copy: the story's own sentences and quotations, on time, no chat. Default true. */
  learns?: boolean;
  /** Default none (null). */
  failures?: SloppyFailures | null;
  /** Delay before every answer or failure, in ms. Default 0. */
  latencyMs?: number;
}

export interface SloppyModelOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** The model id GET /v1/models lists and answers carry when the request names none. Default 'sloppy-newsroom-model'. */
  model?: string;
}

export interface SloppyModel {
  /** The base URL for the SDK: http://127.0.0.1:<port>/v1 */
  url: string;
  port: number;
  /** One record per chat request, in order of arrival. */
  calls: SloppyCall[];
  /** Merges into the current behaviour (a `failures` given replaces the previous one). */
  configure(change: SloppyBehaviour): void;
  /** Default behaviour again, and `calls` emptied (so call indexes, and what they write, start over). */
  reset(): void;
  /** Drops open connections and frees the port. */
  close(): Promise<void>;
}

export const SLOPPY_MODEL: string;
/** The invented people the model may name. */
export const SLOPPY_NAMES: readonly string[];
export function startSloppyModel(options?: SloppyModelOptions): Promise<SloppyModel>;

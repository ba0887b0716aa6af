import type { Queue } from 'bullmq';
import { TOOL_PATHS, type CopyRepair, type GenerationTool } from '@newsroom/contracts';
import { findQuotations, normaliseForMatch, toBroadcastNumbers } from '@newsroom/copy-engine';
import { CORPUS } from '../../packages/copy-engine/test/corpus';
import { VERIFIED_TOOLS, corpusRequests } from '../../services/generation/test/factories/corpus-requests';
// Plain CommonJS, so the benchmark can use it too.
import { SLOPPY_NAMES, startSloppyModel, type SloppyModel } from '../../services/generation/test/sloppy-model';
import { call } from '../harness/http';
import { generationQueue, loopbackModelEnv } from '../harness/generation';
import { type TestStack, startTestStack } from '../harness/test-stack';

const JOB_TIMEOUT_MS = 15_000;

/**
 * The workers against a model that invents facts, runs long and fails four calls in five: real
 * processes, the real `openai` SDK, the sloppy test server on loopback. The producer gets copy
 * with nothing made up in it, every repair listed, and an answer every time.
 */
describe('generation with a sloppy model', () => {
  let sloppy: SloppyModel;
  let env: TestStack;
  let cookie: string;
  let queue: Queue;

  beforeAll(async () => {
    sloppy = await startSloppyModel();
    env = await startTestStack({
      portBase: 5000,
      workers: 2,
      env: {
        ...loopbackModelEnv(sloppy.url, 'sk-local-sloppy', 'sloppy-newsroom-model'),
        OPENAI_TIMEOUT_MS: '5000',
        JOB_TIMEOUT_MS: String(JOB_TIMEOUT_MS),
        GENERATION_MAX_IN_FLIGHT: '6',
        GENERATION_RATE_LIMIT: '200',
      },
    });
    cookie = await env.cookieFor(await env.createUser({ role: 'admin' }));
    queue = generationQueue(env);
  });
  afterAll(async () => {
    await queue?.close();
    await env?.close();
    await sloppy?.close();
  });
  beforeEach(() => sloppy.reset());

  const ask = (tool: GenerationTool, json: object) => call(env.url, 'POST', TOOL_PATHS[tool], { cookie, json });
  const copyOf = (json: Record<string, unknown>) => String(json.simplified ?? json.result ?? '');

  it("a VOSOT: what the model made up is gone, the bite is a whole quotation of the source's, and the answer lists the repairs", async () => {
    const story = CORPUS.findIndex((s) => (s.speakers?.length ?? 0) > 0);
    const res = await ask('vosot', { ...corpusRequests(CORPUS[story], story).vosot, targetLength: 30 });
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe('openai');
    const copy = copyOf(res.json);
    for (const name of SLOPPY_NAMES) expect(copy).not.toContain(name);
    const planted = sloppy.calls[0].planted.filter((p) => ['speaker', 'quotation', 'claim'].includes(p.kind));
    expect(planted.map((p) => p.kind)).toEqual(expect.arrayContaining(['quotation', 'claim']));
    // What the model made up is gone; a quotation it cut short is back whole, as the source has it.
    const source = normaliseForMatch(CORPUS[story].text);
    for (const p of planted.filter((p) => !source.includes(normaliseForMatch(p.text))))
      expect(copy).not.toContain(p.text);
    const bite = (res.json.sections as { soundOnTape?: { quote: string } }).soundOnTape;
    if (bite) {
      const whole = findQuotations(CORPUS[story].text).map((q) => normaliseForMatch(toBroadcastNumbers(q.text)));
      expect(whole).toContain(normaliseForMatch(bite.quote));
    }
    const repairs = res.json.repairs as CopyRepair[];
    expect(repairs.some((r) => ['dropped', 'asked-again', 'restored-quotation'].includes(r.action))).toBe(true);
    expect((res.json.checks as { facts: { issues: unknown[] } }).facts.issues).toEqual([]);
    const { seconds } = (res.json.checks as { readTime: { seconds: number } }).readTime;
    const fits = Math.abs(seconds - 30) <= 3 || repairs.some((r) => r.action === 'cannot-fit');
    expect(fits).toBe(true);
    // The queue dashboard shows, beside the job, what the worker did and which provider answered.
    const [job] = await queue.getCompleted(0, 0);
    const { logs } = await queue.getJobLogs(job.id!);
    expect(logs.join('\n')).toMatch(/model copy repaired .*"repairs":\[/);
  });

  it('with four calls in five failing, every request is answered in time, the offline ones labelled', async () => {
    sloppy.configure({ failures: { every: 4, of: 5, retryAfterSeconds: 1 } });
    const requests = CORPUS.slice(0, 4).flatMap((story, i) => {
      const all = corpusRequests(story, i);
      return VERIFIED_TOOLS.map((tool) => ({ tool, json: all[tool] }));
    });
    const answers: { status: number; provider: unknown; repairs: CopyRepair[]; ms: number }[] = [];
    // Six at a time, as a busy desk would send them.
    for (let i = 0; i < requests.length; i += 6) {
      const batch = await Promise.all(
        requests.slice(i, i + 6).map(async ({ tool, json }) => {
          const started = Date.now();
          const res = await ask(tool, json);
          return {
            status: res.status,
            provider: res.json.provider,
            repairs: (res.json.repairs ?? []) as CopyRepair[],
            ms: Date.now() - started,
          };
        }),
      );
      answers.push(...batch);
    }
    expect(answers).toHaveLength(24);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(JOB_TIMEOUT_MS);
    const offline = answers.filter((a) => a.provider === 'offline');
    expect(offline.length).toBeGreaterThan(0);
    for (const a of offline) expect(a.repairs.some((r) => r.action === 'offline')).toBe(true);
    expect(sloppy.calls.filter((c) => c.outcome === '429').length).toBeGreaterThan(0);
    await env.waitForLogLine((line) => line.includes('offline engine answers instead of the model'));
    await env.waitForLogLine((line) => line.includes('model call failed') && line.includes('429'));
  });
});

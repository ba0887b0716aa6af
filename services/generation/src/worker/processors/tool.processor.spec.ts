import { UnrecoverableError } from 'bullmq';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { bannerRequest, simplifyRequest, vosotRequest } from '../../../test/factories/tool-requests.factory';
import type { ProgressEvent } from '../../progress/progress-channel';
import type { OpenAiWriter } from '../../providers/openai-writer';
import { loopbackWriter } from '../../../test/factories/loopback-writer';
import { JobName } from '../../queue/generation-queue';
import { bannerTool, simplifyTool, vosotTool } from '../../tools';
import type { JobContext } from '../job-processor';
import { DEFAULT_REPAIR_POLICY, ToolProcessor } from './tool.processor';

const context = (events: ProgressEvent[]): JobContext => ({
  requestId: 'req-1',
  userId: 7,
  attempt: 1,
  progress: (event) => events.push(event),
  log: { info: () => undefined, warn: () => undefined },
});

describe(ToolProcessor.name, () => {
  let fake: FakeOpenAi;
  let model: OpenAiWriter;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    model = loopbackWriter(fake.url);
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('offline: writing, then checking, and the offline answer', async () => {
    const events: ProgressEvent[] = [];
    const sut = new ToolProcessor(JobName.Simplify, simplifyTool, null);
    const out = await sut.process(simplifyRequest(), context(events));
    expect(events).toEqual([
      { type: 'progress', stage: 'writing' },
      { type: 'progress', stage: 'checking' },
    ]);
    expect(out).toEqual({ ...simplifyTool.offline(simplifyRequest()), provider: 'offline' });
    expect(out.model).toBeUndefined();
  });

  it('with a model: writing, the text as it streams, checking, then the read answer', async () => {
    fake.reply(() => ({
      text: 'Here you go:\nOPTION 1: Council Approves Road Budget\nOPTION 2: Maple Falls Approves Budget\nOPTION 3: Council Approves Budget',
      chunks: 5,
    }));
    const events: ProgressEvent[] = [];
    const sut = new ToolProcessor(JobName.Banner, bannerTool, model);
    const out = await sut.process(bannerRequest({ charCount: 30 }), context(events));
    expect(events[0]).toEqual({ type: 'progress', stage: 'writing' });
    expect(events[events.length - 1]).toEqual({ type: 'progress', stage: 'checking' });
    const texts = events.filter((e): e is Extract<ProgressEvent, { type: 'text' }> => e.type === 'text');
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts[texts.length - 1].text).toContain('OPTION 3:');
    expect(out.provider).toBe('openai');
    expect(out.model).toBe('fake-model');
    expect(out.options).toHaveLength(3);
    expect(out.options?.every((o) => o.chars <= 30)).toBe(true);
    expect(out.text).toBe(
      'OPTION 1: Council Approves Road Budget\nOPTION 2: Maple Falls Approves Budget\nOPTION 3: Council Approves Budget',
    );
    expect(out.repairs).toBeUndefined();
    // The brief went to the model as the tool wrote it.
    expect(fake.requests[0].body.messages?.[1].content).toBe(bannerTool.prompt(bannerRequest({ charCount: 30 })).user);
  });

  it('with a model: a banner cut to the count that is no headline goes, the headlines stay', async () => {
    fake.reply(() => ({
      text: 'OPTION 1: Council Approves Road Budget\nOPTION 2: Maple Falls Approves Budget\nOPTION 3: Maple Falls Council Approves $4.5 Million Road Repair Budget',
    }));
    const out = await new ToolProcessor(JobName.Banner, bannerTool, model).process(
      bannerRequest({ charCount: 30 }),
      context([]),
    );
    expect(out.provider).toBe('openai');
    expect(out.options!.map((o) => o.text)).toEqual(['Council Approves Road Budget', 'Maple Falls Approves Budget']);
    expect(out.repairs).toEqual([
      { action: 'dropped', reason: expect.stringContaining('is not a headline phrase'), text: expect.any(String) },
    ]);
  });

  it('with a model: the default fake answer for a VOSOT reads back as sections', async () => {
    const out = await new ToolProcessor(JobName.Vosot, vosotTool, model).process(vosotRequest(), context([]));
    expect(out.sections?.anchorIntro).toMatch(/^The Maple Falls City Council voted seven to two/);
    expect(out.provider).toBe('openai');
  });

  it('strict: rethrows a transient provider failure for the queue to retry', async () => {
    fake.failNext(3, 503);
    const sut = new ToolProcessor(JobName.Banner, bannerTool, model, { ...DEFAULT_REPAIR_POLICY, strict: true });
    const error = await sut.process(bannerRequest(), context([])).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
  });

  it('strict: fails permanently on answers it cannot read, after asking again', async () => {
    fake.reply(() => ({ text: 'I would rather not write banners today.' }));
    const sut = new ToolProcessor(JobName.Banner, bannerTool, model, { ...DEFAULT_REPAIR_POLICY, strict: true });
    await expect(sut.process(bannerRequest(), context([]))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(fake.requests).toHaveLength(1 + DEFAULT_REPAIR_POLICY.repairAsks);
  });

  it('by default, answers from the offline engine (labelled) when the model cannot be read', async () => {
    fake.reply(() => ({ text: 'I would rather not write banners today.' }));
    const events: ProgressEvent[] = [];
    const out = await new ToolProcessor(JobName.Banner, bannerTool, model).process(bannerRequest(), context(events));
    expect(out.provider).toBe('offline');
    expect(out.repairs?.at(-1)).toMatchObject({
      action: 'offline',
      reason: expect.stringContaining('could not be read'),
    });
    expect(events.at(-1)).toEqual({ type: 'progress', stage: 'checking' });
  });
});

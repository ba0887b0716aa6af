import { UnrecoverableError } from 'bullmq';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server';
import {
  articleRequest,
  bannerRequest,
  simplifyRequest,
  teaseRequest,
  vosotRequest,
} from '../../test/factories/tool-requests.factory';
import type { OpenAiWriter } from '../providers/openai-writer';
import { loopbackWriter } from '../../test/factories/loopback-writer';
import { articleTool, bannerTool, simplifyTool, teaseTool, vosotTool } from '../tools';
import { REASK_OPENING } from './reask-brief';
import { type RepairLog, type RepairPolicy, writeVerified } from './verify-and-repair';

/** A model's honest 30-second read of the council story: every fact is the source's. */
const HONEST_SCRIPT = [
  'The Maple Falls City Council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs.',
  'Mayor Jane Ortiz says the plan will fix 45 miles of streets over the next 3 years.',
  'Residents on the east side have complained about potholes for more than a decade.',
  'Work on the first 12 streets begins in March.',
  'Officials expect some lane closures during the summer months.',
].join('\n');

const INVENTED = 'Council member Dana Whitlock called the vote overdue.';

const HONEST_TEASES = [
  'Maple Falls is about to fix its roads. Where the crews start first, coming up.',
  'Potholes on the east side have a deadline. We will tell you when the work begins.',
  'The council has made its choice on road repairs. What it means for your commute, next.',
].join('\n\n');

const HONEST_VOSOT = [
  'ANCHOR INTRO:',
  'The Maple Falls City Council approved a $4.5 million road repair budget on Tuesday.',
  '',
  'VOICE OVER:',
  'The vote was 7 to 2.',
  'Mayor Jane Ortiz says the plan will fix 45 miles of streets over the next 3 years.',
  '',
  'SOUND ON TAPE:',
  '[SOT: Mayor Jane Ortiz]',
  '"We have waited long enough for safe roads."',
  'IN: We have waited...',
  'OUT: ...for safe roads',
  '',
  'CONTINUING VOICE OVER:',
  'Work on the first 12 streets begins in March.',
  'Drivers should expect lane closures this summer.',
].join('\n');

const policy = (over: Partial<RepairPolicy> = {}): RepairPolicy => ({
  attempts: 3,
  repairAsks: 2,
  strict: false,
  budgetMs: 20_000,
  ...over,
});

describe(writeVerified.name, () => {
  let fake: FakeOpenAi;
  let model: OpenAiWriter;
  let lines: { level: string; message: string; fields: Record<string, unknown> }[];
  const log: RepairLog = {
    info: (fields, message) => lines.push({ level: 'info', message, fields }),
    warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    model = loopbackWriter(fake.url, { timeoutMs: 5_000 });
  });
  beforeEach(() => {
    lines = [];
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const userMessages = (i: number) =>
    (fake.requests[i].body.messages ?? []).map((m) => `${m.role}: ${String(m.content)}`).join('\n');

  it('delivers honest copy as the model wrote it, named, with nothing repaired', async () => {
    fake.reply(() => ({ text: HONEST_SCRIPT }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out).toMatchObject({ provider: 'openai', model: 'fake-model' });
    expect(out.repairs).toBeUndefined();
    expect(out.text).toContain('Mayor Jane Ortiz');
    expect(out.checks.facts.issues).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('drops a sentence with a name the source does not have, and lists the repair', async () => {
    fake.reply(() => ({ text: `${HONEST_SCRIPT}\n${INVENTED}` }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out.provider).toBe('openai');
    expect(out.text).not.toContain('Whitlock');
    expect(out.checks.facts.issues).toEqual([]);
    expect(out.repairs).toContainEqual({
      action: 'dropped',
      reason: expect.stringContaining('"Dana Whitlock" is not named in the source'),
      text: INVENTED,
    });
    expect(fake.requests).toHaveLength(1);
    expect(lines.map((l) => l.message)).toContain('model copy repaired');
  });

  it('drops a high-stakes claim the source does not make, even with no number in it', async () => {
    fake.reply(() => ({ text: `${HONEST_SCRIPT}\nPolice arrested the driver at the scene.` }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out.text).not.toMatch(/arrested/);
    expect(out.repairs).toContainEqual(
      expect.objectContaining({ action: 'dropped', text: 'Police arrested the driver at the scene.' }),
    );
  });

  it('cuts a long script to time and says so', async () => {
    const long = `${HONEST_SCRIPT}\nThe council will review progress at its meeting next spring.\n${HONEST_SCRIPT}`;
    fake.reply(() => ({ text: long }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out.checks.readTime.withinTolerance).toBe(true);
    expect(out.repairs).toEqual([
      {
        action: 'cut-to-fit',
        reason: expect.stringMatching(/^the model's copy read \d+ s; cut to \d+ s for the 30-second target$/),
      },
    ]);
  });

  it('asks again with the exact findings when the copy cannot stand without them, then delivers the new draft', async () => {
    const invented = HONEST_TEASES.replace(/Maple Falls/g, 'Dana Whitlock').replace(
      'east side',
      'west side of Dana Whitlock',
    );
    fake.reply((_body, i) => ({
      text:
        i === 0
          ? invented
              .split('\n\n')
              .map((t) => `${t} Dana Whitlock says 19 streets wait.`)
              .join('\n\n')
          : HONEST_TEASES,
    }));
    const out = await writeVerified(teaseTool, teaseRequest(), model, policy(), { log });
    expect(out).toMatchObject({ provider: 'openai', model: 'fake-model' });
    expect(out.text).toBe(HONEST_TEASES);
    expect(out.repairs).toEqual([
      { action: 'asked-again', reason: expect.stringContaining('"Dana Whitlock" is not named in the source') },
    ]);
    expect(fake.requests).toHaveLength(2);
    const second = fake.requests[1].body.messages!;
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const brief = String(second[3].content);
    expect(brief.startsWith(REASK_OPENING)).toBe(true);
    expect(brief).toContain('"Dana Whitlock" is not named in the source');
    expect(brief).toContain(
      'The only quotations you may use are these, word for word and whole: "We have waited long enough for safe roads',
    );
    expect(brief).toContain('(Ortiz)');
    expect(userMessages(1)).toContain('Dana Whitlock says 19 streets wait.');
  });

  it('answers from the offline engine, labelled, when the model keeps inventing after the asks', async () => {
    fake.reply(() => ({
      text: 'OPTION 1: Dana Whitlock Quits\nOPTION 2: Whitlock Resigns Council\nOPTION 3: 19 Roads Close for Whitlock',
    }));
    const out = await writeVerified(bannerTool, bannerRequest(), model, policy({ repairAsks: 2 }), { log });
    expect(out.provider).toBe('offline');
    expect(out.model).toBeUndefined();
    expect(out.text).not.toMatch(/Whitlock/);
    expect(out.repairs!.map((r) => r.action)).toEqual(['asked-again', 'asked-again', 'offline']);
    expect(out.repairs!.at(-1)!.reason).toMatch(/^the AI model's copy still failed the desk's checks: /);
    expect(fake.requests).toHaveLength(3);
    expect(lines.map((l) => l.message)).toContain('offline engine answers instead of the model');
  });

  it('drops one bad banner option and keeps the two the source supports', async () => {
    fake.reply(() => ({
      text: 'OPTION 1: Council Approves Road Budget\nOPTION 2: Dana Whitlock Blocks Road Plan\nOPTION 3: Maple Falls Approves Budget',
    }));
    const out = await writeVerified(bannerTool, bannerRequest({ charCount: 30 }), model, policy(), { log });
    expect(out.provider).toBe('openai');
    expect(out.options!.map((o) => o.text)).toEqual(['Council Approves Road Budget', 'Maple Falls Approves Budget']);
    expect(out.repairs).toEqual([
      { action: 'dropped', reason: expect.stringContaining('Dana Whitlock'), text: 'Dana Whitlock Blocks Road Plan' },
    ]);
  });

  it("puts the source's own bite back when the model invents the speaker and cuts the quotation", async () => {
    const sloppy = HONEST_VOSOT.replace('[SOT: Mayor Jane Ortiz]', '[SOT: Dana Whitlock, council member]')
      .replace('"We have waited long enough for safe roads."', '"We have waited long enough."')
      .replace('OUT: ...for safe roads', 'OUT: ...waited long enough');
    fake.reply(() => ({ text: sloppy }));
    const out = await writeVerified(vosotTool, vosotRequest(), model, policy(), { log });
    expect(out.provider).toBe('openai');
    expect(out.sections!.soundOnTape!.quote).toContain('We have waited long enough for safe roads');
    expect(out.sections!.soundOnTape!.speaker).toMatch(/Ortiz/);
    expect(out.text).not.toContain('Whitlock');
    expect(out.repairs).toContainEqual(expect.objectContaining({ action: 'restored-quotation' }));
    expect(out.checks.facts.issues).toEqual([]);
  });

  it("gives an article with an invented headline the producer's headline", async () => {
    fake.reply(() => ({
      text: `Whitlock blocks 19 road projects\n\n${HONEST_SCRIPT.split('\n').slice(0, 3).join(' ')}\n\n${HONEST_SCRIPT.split('\n').slice(3).join(' ')}`,
    }));
    const out = await writeVerified(articleTool, articleRequest(), model, policy(), { log });
    expect(out.provider).toBe('openai');
    expect(out.text.split('\n')[0]).toBe('Council approves road repair budget');
    expect(out.text).toMatch(/^Council approves road repair budget\n\nMAPLE FALLS, Ohio \(AP\) — /);
    expect(out.repairs).toEqual([
      expect.objectContaining({ action: 'dropped', text: 'Whitlock blocks 19 road projects' }),
    ]);
  });

  it('asks once more for length when honest copy runs short of a target the source can fill', async () => {
    const short = HONEST_SCRIPT.split('\n').slice(0, 2).join('\n');
    fake.reply((_body, i) => ({ text: i === 0 ? short : HONEST_SCRIPT }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out.checks.readTime.withinTolerance).toBe(true);
    expect(out.repairs).toEqual([
      { action: 'asked-again', reason: expect.stringMatching(/^it reads \d+ seconds against a 30-second target$/) },
    ]);
    expect(String(fake.requests[1].body.messages!.at(-1)!.content)).toMatch(
      /It reads \d+ seconds; the target is 30 seconds/,
    );
  });

  it('delivers short honest copy with a cannot-fit finding when asking again does not help', async () => {
    const short = HONEST_SCRIPT.split('\n').slice(0, 2).join('\n');
    fake.reply(() => ({ text: short }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy({ repairAsks: 1 }), { log });
    expect(out.provider).toBe('openai');
    expect(out.repairs!.map((r) => r.action)).toEqual(['asked-again', 'cannot-fit']);
    expect(out.repairs!.at(-1)!.reason).toMatch(/^reads \d+ s against a 30-second target: /);
  });

  it('retries a transient failure inside the job and delivers the model copy', async () => {
    fake.failNext(2, 500, 'overloaded');
    fake.reply(() => ({ text: HONEST_SCRIPT }));
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out.provider).toBe('openai');
    expect(fake.requests).toHaveLength(3);
    expect(lines.filter((l) => l.message === 'model call failed')).toHaveLength(2);
  });

  it('answers from the offline engine when every attempt fails, saying why', async () => {
    fake.failNext(3, 503, 'down for maintenance');
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy({ attempts: 3 }), { log });
    expect(out.provider).toBe('offline');
    expect(out.repairs).toEqual([
      { action: 'offline', reason: expect.stringMatching(/^the AI model did not answer: /) },
    ]);
    expect(out.text).toEqual(simplifyTool.offline(simplifyRequest()).text);
  });

  it('a rejected key is not retried; the offline engine answers', async () => {
    fake.failNext(1, 401, 'Incorrect API key provided: sk-te***st');
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), { log });
    expect(out.provider).toBe('offline');
    expect(out.repairs![0].reason).toContain('rejected the API key');
    expect(JSON.stringify(out)).not.toContain('sk-te');
    expect(fake.requests).toHaveLength(1);
  });

  it('strict mode fails the job instead: permanent at once, transient for the queue to retry', async () => {
    fake.failNext(1, 401, 'bad key');
    await expect(
      writeVerified(simplifyTool, simplifyRequest(), model, policy({ strict: true }), { log }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    fake.failNext(3, 500, 'down');
    const transient = writeVerified(simplifyTool, simplifyRequest(), model, policy({ strict: true }), { log });
    await expect(transient).rejects.toThrow(/did not answer/);
    await expect(transient).rejects.not.toBeInstanceOf(UnrecoverableError);
    fake.reply(() => ({ text: `${INVENTED}\nDana Whitlock spoke for 19 minutes.` }));
    await expect(
      writeVerified(simplifyTool, simplifyRequest(), model, policy({ strict: true, repairAsks: 0 }), { log }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('stays inside its budget: a model too slow for it gives way to the offline engine in time', async () => {
    fake.setLatency(5_000);
    fake.reply(() => ({ text: HONEST_SCRIPT }));
    const started = Date.now();
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy({ budgetMs: 1_500 }), { log });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(out.provider).toBe('offline');
  });

  it("keeps the time before the caller's deadline for the offline answer", async () => {
    fake.setLatency(5_000);
    fake.reply(() => ({ text: HONEST_SCRIPT }));
    const started = Date.now();
    const out = await writeVerified(simplifyTool, simplifyRequest(), model, policy(), {
      log,
      deadline: started + 4_500,
    });
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(out.provider).toBe('offline');
  });
});

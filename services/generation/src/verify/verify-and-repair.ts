import type { CopyRepair, GenerationOutput, GenerationTool, ToolRequests } from '@newsroom/contracts';
import { READ_TIME_TOLERANCE, readSeconds } from '@newsroom/copy-engine';
import { UnrecoverableError } from 'bullmq';
import { ModelCallAbortedError, ModelUnavailableError, callModelWithRetries } from '../providers/model-calls';
import type { ModelWriter } from '../providers/openai-writer';
import type { ChatPrompt, ToolOutput, ToolWriter } from '../tools/tool-writer';
import { issueReason, unusableWriting, writingReason } from '../tools/utils/prune.util';
import { reaskPrompt } from './reask-brief';

/** How hard the worker tries a model before the offline engine answers instead. */
export interface RepairPolicy {
  /** Calls per ask, for transient failures (429, 5xx, a cut stream, an empty answer). */
  attempts: number;
  /** Times the model is asked again with the findings after a draft the desk could not repair. */
  repairAsks: number;
  /** True: fail the job rather than answer from the offline engine. */
  strict: boolean;
  /** The most the model may take for one job, all calls and waits included. */
  budgetMs: number;
}

/** What verify-and-repair tells on-call; the worker writes it to the log and the job's own log. */
export interface RepairLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface RepairContext {
  log: RepairLog;
  /** The copy so far, for a page watching the job. */
  onText?: (soFar: string) => void;
  /** A draft has arrived and is being checked. */
  onChecking?: () => void;
  /** Epoch ms after which nobody waits for the answer (the API's job timeout). */
  deadline?: number;
}

/** Time kept back from the budget for the offline engine and the checks, so a fallback is never late. */
export const OFFLINE_RESERVE_MS = 3_000;

/**
 * What must go before delivery, in words: every fact the source does not support, and in a choice
 * of options (banners, posts) an option that is a fragment, cut off or no headline.
 */
const blocking = (output: ToolOutput): string[] => [
  ...new Set([
    ...output.checks.facts.issues.map(issueReason),
    ...(output.options ? unusableWriting(output.checks).map(writingReason) : []),
  ]),
];

/** A timed answer still outside the tolerance says so, with the read time, the target and why. */
function timingRepairs(output: ToolOutput, source: string): CopyRepair[] {
  const { seconds, targetSeconds, withinTolerance } = output.checks.readTime;
  if (withinTolerance || targetSeconds === undefined) return [];
  const sourceSeconds = readSeconds(source);
  const why =
    seconds > targetSeconds
      ? 'it could not be cut further without losing a whole section'
      : sourceSeconds < targetSeconds
        ? `the source itself reads only ${Math.round(sourceSeconds)} s`
        : 'only part of the copy could be kept to what the source supports';
  return [
    { action: 'cannot-fit', reason: `reads ${Math.round(seconds)} s against a ${targetSeconds}-second target: ${why}` },
  ];
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/; retrying$/, '');

/**
 * A model's copy, verified against the source before anyone sees it: read it, run the checks, and
 * when a number, name, quotation, speaker or high-stakes claim is not in the source, take it out
 * where the copy stays whole without it; otherwise ask the model again with the exact findings
 * (at most `repairAsks` times, inside the budget); and when the model keeps failing or cannot be
 * reached, answer from the offline engine (unless strict). Every step taken is in `repairs`.
 */
export async function writeVerified<T extends GenerationTool>(
  tool: ToolWriter<T>,
  request: ToolRequests[T],
  model: ModelWriter,
  policy: RepairPolicy,
  context: RepairContext,
): Promise<GenerationOutput> {
  const started = Date.now();
  const deadline = Math.min(started + policy.budgetMs, (context.deadline ?? Infinity) - OFFLINE_RESERVE_MS);
  const repairs: CopyRepair[] = [];
  const fields = { tool: tool.tool, model: model.model };
  let prompt: ChatPrompt = tool.prompt(request);

  const offline = (reason: string, cause?: unknown): GenerationOutput => {
    if (policy.strict) {
      if (cause instanceof UnrecoverableError) throw cause;
      // Strict: the job fails, and a transient cause is left to the queue's own retries.
      throw cause instanceof ModelUnavailableError || cause instanceof ModelCallAbortedError
        ? new Error(reason)
        : new UnrecoverableError(reason);
    }
    context.onChecking?.();
    const output = tool.offline(request);
    const all = [...repairs, { action: 'offline' as const, reason }, ...timingRepairs(output, tool.source(request))];
    context.log.warn({ ...fields, reason, ms: Date.now() - started }, 'offline engine answers instead of the model');
    return { ...output, provider: 'offline', repairs: all };
  };

  /** A checked draft that is short of time: delivered if asking again for more fails. */
  let best: ToolOutput | undefined;

  for (let ask = 0; ; ask++) {
    let raw: string;
    try {
      raw = await callModelWithRetries(model, prompt, {
        attempts: policy.attempts,
        deadline,
        onText: context.onText,
        onRetry: ({ attempt, error, waitMs }) =>
          context.log.warn({ ...fields, attempt, waitMs, reason: errorText(error) }, 'model call failed'),
      });
    } catch (error) {
      context.log.warn({ ...fields, reason: errorText(error) }, 'model call failed');
      if (best) return deliver(best);
      return offline(`the AI model did not answer: ${errorText(error)}`, error);
    }

    context.onChecking?.();
    const verdict = verify(raw);
    if (verdict.output && !(verdict.short && ask < policy.repairAsks && Date.now() < deadline)) {
      return deliver(verdict.output);
    }
    if (verdict.output) best = verdict.output;
    const problems = verdict.problems;
    context.log.warn({ ...fields, ask: ask + 1, findings: problems }, 'model copy failed its checks');
    if (ask >= policy.repairAsks || Date.now() >= deadline) {
      if (best) return deliver(best);
      return offline(`the AI model's copy still failed the desk's checks: ${problems.join('; ')}`);
    }
    repairs.push({ action: 'asked-again', reason: problems.join('; ') });
    prompt = reaskPrompt(tool.prompt(request), raw, tool.source(request), {
      problems: verdict.readTime ? [] : problems,
      ...(verdict.readTime ? { readTime: verdict.readTime } : {}),
    });
  }

  /**
   * One draft through the checks: the copy to deliver (as written, or with what the source does
   * not support taken out), or the findings to ask again with. A draft that is clean but reads
   * short of a target the source could fill is returned as `short`, to ask once more for length.
   */
  function verify(raw: string): {
    output?: ToolOutput;
    short?: boolean;
    problems: string[];
    readTime?: { seconds: number; targetSeconds: number };
  } {
    let draft: ToolOutput;
    try {
      draft = tool.fromModel(raw, request);
    } catch (error) {
      // An answer the tool cannot read at all is a draft that failed, not a job that failed.
      if (!(error instanceof UnrecoverableError)) throw error;
      return { problems: [`the answer could not be read: ${errorText(error)}`] };
    }
    const problems = blocking(draft);
    let output: ToolOutput | undefined = problems.length ? undefined : draft;
    if (!output) {
      const pruned = tool.prune?.(draft, request);
      if (pruned && !blocking(pruned).length) output = pruned;
    }
    if (!output) return { problems };
    const { seconds, targetSeconds } = output.checks.readTime;
    const short =
      targetSeconds !== undefined &&
      seconds < targetSeconds * (1 - READ_TIME_TOLERANCE) &&
      readSeconds(tool.source(request)) >= targetSeconds;
    if (!short) return { output, problems: [] };
    return {
      output,
      short,
      problems: [`it reads ${Math.round(seconds)} seconds against a ${targetSeconds}-second target`],
      readTime: { seconds, targetSeconds },
    };
  }

  function deliver(output: ToolOutput): GenerationOutput {
    const all = [...repairs, ...(output.repairs ?? []), ...timingRepairs(output, tool.source(request))];
    if (all.length) context.log.info({ ...fields, repairs: all.map((r) => r.action) }, 'model copy repaired');
    return { ...output, provider: 'openai', model: model.model, ...(all.length ? { repairs: all } : {}) };
  }
}

/**
 * Checks returned as data, for any text against its source: read time vs target, number style,
 * length limits and facts. This is what the UI shows under "VERIFY ALL COPY RESULTS".
 */
import { readSeconds, DEFAULT_WORDS_PER_MINUTE } from '../text/read-time';
import { READ_TIME_TOLERANCE } from '../fit/read-time';
import { checkFacts } from './facts';
import type { FactIssue, SourceFacts } from './facts';
import { checkWriting } from './writing';
import type { CopyKind, WritingIssue } from './writing';

export type NumberStyleRule = 'spell-out-one-to-eleven' | 'no-dollar-sign' | 'no-percent-sign' | 'no-cent-sign';

export interface NumberStyleIssue {
  text: string;
  start: number;
  end: number;
  rule: NumberStyleRule;
}

export interface CheckOptions {
  targetSeconds?: number;
  wordsPerMinute?: number;
  /** Character limits, counted by `count` (default `.length`; pass xLength for X). */
  maxChars?: number;
  minChars?: number;
  count?: (text: string) => number;
  /** 'broadcast' (default) checks broadcast number style; 'none' skips it (AP copy uses figures and %). */
  numberStyle?: 'broadcast' | 'none';
  /**
   * What the copy is, for the writing check: 'banner' judges each option as a headline, 'advice'
   * (no source) looks for cuts only, 'copy' (default) judges every sentence.
   */
  kind?: CopyKind;
  /** The source already read by factChecker(source), for a writer that checked its candidates with it. */
  facts?: SourceFacts;
}

export interface CopyChecks {
  readTime: { seconds: number; targetSeconds?: number; withinTolerance: boolean };
  /** `checked: false` for written copy (AP, social, banners), where figures and signs are right. */
  numberStyle: { issues: NumberStyleIssue[]; checked: boolean };
  length: { chars: number; max?: number; min?: number; ok: boolean };
  facts: { issues: FactIssue[] };
  /** Fragments, surnames without a first reference, cut-off copy and banners that are not headlines. */
  writing: { issues: WritingIssue[] };
}

const SIGN_RULES: Record<string, NumberStyleRule> = {
  $: 'no-dollar-sign',
  '%': 'no-percent-sign',
  '¢': 'no-cent-sign',
};

/** Blanks crew text with spaces of the same length, so offsets still point into the original. */
// Quotations too: they are the speaker's words, kept verbatim, so number style does not apply.
const readableOnly = (text: string): string =>
  text.replace(/\[[^\]]*\]|\([^)]*\)|["“][^"“”]*["”]/g, (m) => ' '.repeat(m.length));

/**
 * Broadcast number style (outside quotations and crew text): a digit 1-11 standing alone (not "F-16", "1.5" or "12") should be a word,
 * and $ % ¢ cannot be read aloud. Crew text is not read, so it is not checked.
 */
export function checkBroadcastNumberStyle(text: string): NumberStyleIssue[] {
  const readable = readableOnly(text);
  const issues: NumberStyleIssue[] = [];
  for (const m of readable.matchAll(/(?<![\w.,-])(?:[1-9]|1[01])(?![\w.,-]?\d|[\w-])/g)) {
    const start = m.index ?? 0;
    issues.push({ text: m[0], start, end: start + m[0].length, rule: 'spell-out-one-to-eleven' });
  }
  for (const m of readable.matchAll(/[$%¢]/g)) {
    const start = m.index ?? 0;
    issues.push({ text: m[0], start, end: start + 1, rule: SIGN_RULES[m[0]] });
  }
  return issues.sort((a, b) => a.start - b.start);
}

export function checkCopy(output: string, source: string, options: CheckOptions = {}): CopyChecks {
  const wpm = options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE;
  const seconds = readSeconds(output, wpm);
  const target = options.targetSeconds;
  const withinTolerance = target === undefined || Math.abs(seconds - target) <= target * READ_TIME_TOLERANCE;
  const chars = (options.count ?? ((t: string) => t.length))(output);
  const lengthOk =
    (options.maxChars === undefined || chars <= options.maxChars) &&
    (options.minChars === undefined || chars >= options.minChars);
  return {
    readTime: { seconds, ...(target !== undefined ? { targetSeconds: target } : {}), withinTolerance },
    numberStyle:
      options.numberStyle === 'none'
        ? { issues: [], checked: false }
        : { issues: checkBroadcastNumberStyle(output), checked: true },
    length: {
      chars,
      ...(options.maxChars !== undefined ? { max: options.maxChars } : {}),
      ...(options.minChars !== undefined ? { min: options.minChars } : {}),
      ok: lengthOk,
    },
    facts: { issues: options.facts ? options.facts.issues(output) : checkFacts(output, source) },
    writing: { issues: checkWriting(output, source, options.kind) },
  };
}

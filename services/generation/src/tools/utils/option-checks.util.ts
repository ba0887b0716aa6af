import type { CopyCheckReport, CopyOption } from '@newsroom/contracts';
import { formatOptionLines, optionLabel, readSeconds } from '@newsroom/copy-engine';

export interface CheckedOptions {
  /** `OPTION n: text` lines. */
  text: string;
  options: CopyOption[];
  /** The whole answer: each option's issues, with offsets moved to where they sit in `text`. */
  checks: CopyCheckReport;
}

/**
 * Checks each option on its own (its own count, facts and writing), then rolls them up for the
 * whole answer. The overall length is the longest option against the same limits, because that is the
 * one that would break the lower third or the post.
 */
export function checkOptions(options: string[], check: (option: string) => CopyCheckReport): CheckedOptions {
  const text = formatOptionLines(options);
  const checked: CopyOption[] = options.map((option) => {
    const checks = check(option);
    return { text: option, chars: checks.length.chars, checks };
  });
  const numberIssues: CopyCheckReport['numberStyle']['issues'] = [];
  const factIssues: CopyCheckReport['facts']['issues'] = [];
  const writingIssues: NonNullable<CopyCheckReport['writing']>['issues'] = [];
  let lineStart = 0;
  checked.forEach((option, i) => {
    const offset = lineStart + optionLabel(i + 1).length;
    const move = <I extends { start: number; end: number }>(issue: I): I => ({
      ...issue,
      start: issue.start + offset,
      end: issue.end + offset,
    });
    numberIssues.push(...option.checks.numberStyle.issues.map(move));
    factIssues.push(...option.checks.facts.issues.map(move));
    writingIssues.push(...(option.checks.writing?.issues ?? []).map(move));
    lineStart = offset + option.text.length + 1;
  });
  const first = checked[0]?.checks.length;
  const longest = Math.max(0, ...checked.map((o) => o.chars));
  return {
    text,
    options: checked,
    checks: {
      readTime: { seconds: readSeconds(options.join('\n')), withinTolerance: true },
      numberStyle: { issues: numberIssues, checked: checked.some((o) => o.checks.numberStyle.checked) },
      length: {
        chars: longest,
        ...(first?.max !== undefined ? { max: first.max } : {}),
        ...(first?.min !== undefined ? { min: first.min } : {}),
        ok: checked.length > 0 && checked.every((o) => o.checks.length.ok),
      },
      facts: { issues: factIssues },
      writing: { issues: writingIssues },
    },
  };
}

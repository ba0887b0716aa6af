import type { CopyCheckReport, CopyFactIssue, CopyOption, CopyRepair, CopyWritingIssue } from '@newsroom/contracts';
import { splitSentences, type SourceFacts } from '@newsroom/copy-engine';

/**
 * Taking unsupported facts out of a model's copy. The unit taken out is the smallest one that
 * leaves the rest complete: a whole sentence (never words inside one, which could leave a fragment
 * or change its meaning), or a whole option or tease. Each removal is listed as a repair, so the
 * producer sees what the model wrote that the source does not hold.
 */

/** One unsupported fact in words a producer reads. */
export function issueReason(issue: CopyFactIssue): string {
  switch (issue.kind) {
    case 'number':
      return `the number "${issue.text}" is not in the source`;
    case 'name':
      return `"${issue.text}" is not named in the source`;
    case 'claim':
      return `the source does not report ${claimWords(issue.detail)} ("${issue.text}")`;
    case 'speaker':
      return issue.detail === 'not-their-words'
        ? `the source gives that quotation to someone other than ${issue.text}`
        : `${issue.text} is not someone the source names`;
    case 'quotation':
      return issue.detail === 'partial'
        ? `the quotation "${issue.text}" is cut from a longer one in the source`
        : `the quotation "${issue.text}" is not the source's words`;
    default:
      return `"${issue.text}" is not in the source`;
  }
}

const claimWords = (detail?: string): string => {
  if (!detail) return 'that';
  return /s$/.test(detail) ? detail : `a ${detail}`.replace(/^a ([aeiou])/, 'an $1');
};

/** Writing faults that make one of several options unusable: a fragment, a cut-off line, a banner that is no headline. */
const UNUSABLE_WRITING = new Set<string>(['fragment', 'truncated', 'not-a-headline']);

export const unusableWriting = (checks: CopyCheckReport): CopyWritingIssue[] =>
  (checks.writing?.issues ?? []).filter((issue) => UNUSABLE_WRITING.has(issue.kind));

/** One writing fault in words a producer reads. */
export function writingReason(issue: CopyWritingIssue): string {
  if (issue.kind === 'not-a-headline') return `"${issue.text}" is not a headline phrase`;
  if (issue.kind === 'truncated') return `"${issue.text}" is cut off`;
  return `"${issue.text}" is not a complete sentence`;
}

/** The reasons of several issues, without repeats, joined for one line. */
export const issuesReason = (issues: readonly CopyFactIssue[]): string =>
  [...new Set(issues.map(issueReason))].join('; ');

export interface Pruned {
  text: string;
  repairs: CopyRepair[];
}

/**
 * Every sentence of `text` the source supports, line breaks and blank lines kept (a line whose
 * every sentence went goes too), and a 'dropped' repair for each sentence taken out.
 */
export function dropUnsupportedSentences(text: string, facts: SourceFacts): Pruned {
  const repairs: CopyRepair[] = [];
  const lines = text.split('\n').map((line) => {
    if (!line.trim()) return line;
    const kept = splitSentences(line).filter((sentence) => {
      const issues = facts.issues(sentence.text);
      if (!issues.length) return true;
      repairs.push({ action: 'dropped', reason: issuesReason(issues), text: sentence.text });
      return false;
    });
    return kept.length ? kept.map((s) => s.text).join(' ') : null;
  });
  const kept = lines
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: kept, repairs };
}

/**
 * The options (banners, posts, teases) with no unsupported fact and no unusable writing, each
 * given with what its own check found, when at least `keep` of them are left; undefined
 * otherwise, because a producer asked for a choice.
 */
export function dropUnsupportedOptions(
  options: readonly { text: string; issues: readonly CopyFactIssue[]; writing?: readonly CopyWritingIssue[] }[],
  keep: number,
): { options: string[]; repairs: CopyRepair[] } | undefined {
  const repairs: CopyRepair[] = [];
  const kept: string[] = [];
  for (const option of options) {
    const reasons = [...option.issues.map(issueReason), ...(option.writing ?? []).map(writingReason)];
    if (reasons.length)
      repairs.push({ action: 'dropped', reason: [...new Set(reasons)].join('; '), text: option.text });
    else kept.push(option.text);
  }
  return kept.length && kept.length >= Math.min(keep, options.length) ? { options: kept, repairs } : undefined;
}

/**
 * A banner or social answer without its unsupported or unusable options, re-checked by the tool's `finish`,
 * with a repair for each option dropped; undefined when fewer than `keep` are left.
 */
export function pruneOptions<O extends { options?: CopyOption[]; repairs?: CopyRepair[] }, F extends object>(
  output: O,
  keep: number,
  finish: (options: string[]) => F,
): (F & { repairs: CopyRepair[] }) | undefined {
  const options = (output.options ?? []).map((o) => ({
    text: o.text,
    issues: o.checks.facts.issues,
    writing: unusableWriting(o.checks),
  }));
  const kept = dropUnsupportedOptions(options, keep);
  if (!kept) return undefined;
  return { ...finish(kept.options), repairs: [...(output.repairs ?? []), ...kept.repairs] };
}

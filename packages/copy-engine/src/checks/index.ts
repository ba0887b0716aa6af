export { checkCopy, checkBroadcastNumberStyle } from './check-copy';
export type { CheckOptions, CopyChecks, NumberStyleIssue, NumberStyleRule } from './check-copy';
export { checkFacts, normaliseForMatch } from './facts';
export type { FactIssue, FactKind } from './facts';
export { checkWriting, headlineReason } from './writing';
export type { CopyKind, HeadlineReason, WritingIssue, WritingIssueKind } from './writing';

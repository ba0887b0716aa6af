export { checkCopy, checkBroadcastNumberStyle } from './check-copy';
export type { CheckOptions, CopyChecks, NumberStyleIssue, NumberStyleRule } from './check-copy';
export { checkFacts, factChecker, normaliseForMatch } from './facts';
export type { FactIssue, FactKind, SourceFacts } from './facts';
export { checkWriting, headlineReason } from './writing';
export type { CopyKind, HeadlineReason, WritingIssue, WritingIssueKind } from './writing';

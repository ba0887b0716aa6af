import type { BannerRequest, CopyCheckReport } from '@newsroom/contracts';
import { bannerFacts, checkCopy, fitToChars, writeBanners } from '@newsroom/copy-engine';
import { bannerPrompt } from '../prompts/banner.prompt';
import type { ToolWriter } from './tool-writer';
import { parseOptions } from './utils/model-answer.util';
import { checkOptions } from './utils/option-checks.util';
import { pruneOptions } from './utils/prune.util';

/** Fewer banners than this after verify-and-repair is not a choice for the producer: ask again. */
export const BANNERS_TO_KEEP = 2;

type FactIssue = CopyCheckReport['facts']['issues'][number];

/**
 * bannerFacts checks the banner re-cased to the topic's spelling, so an issue's text and offsets
 * point into that copy; put them back on the banner as shown, where the UI highlights them.
 */
function onBanner(banner: string, issue: FactIssue): FactIssue {
  const lower = banner.toLowerCase();
  const at =
    lower.slice(issue.start, issue.end) === issue.text.toLowerCase()
      ? issue.start
      : lower.indexOf(issue.text.toLowerCase());
  if (at < 0) return issue;
  return { ...issue, start: at, end: at + issue.text.length, text: banner.slice(at, at + issue.text.length) };
}

/** One banner against its count and its topic. Casing is presentation, so facts use bannerFacts. */
function checkBanner(banner: string, request: BannerRequest): CopyCheckReport {
  // A lower third is read by the eye, so figures and signs are fine: no broadcast number check.
  // It is judged as a headline, not as a sentence.
  const checks = checkCopy(banner, request.topic, {
    maxChars: request.charCount,
    numberStyle: 'none',
    kind: 'banner',
  });
  return { ...checks, facts: { issues: bannerFacts(banner, request.topic).map((i) => onBanner(banner, i)) } };
}

const finish = (banners: string[], request: BannerRequest) => checkOptions(banners, (b) => checkBanner(b, request));

/** Banner: `text` is `OPTION n:` lines, each option at most charCount characters. */
export const bannerTool: ToolWriter<'banner'> = {
  tool: 'banner',

  offline(request) {
    const { options } = writeBanners({ topic: request.topic, style: request.style, charCount: request.charCount });
    return finish(options, request);
  },

  prompt: bannerPrompt,

  fromModel(raw, request) {
    const banners = parseOptions(raw, 'banner')
      .map((b) => b.replace(/[.]$/, ''))
      .map((b) => (b.length > request.charCount ? fitToChars(b, request.charCount) : b))
      .filter(Boolean);
    return finish(banners, request);
  },

  source: (request) => request.topic,

  prune: (output, request) => pruneOptions(output, BANNERS_TO_KEEP, (options) => finish(options, request)),
};

import type { ArticleRequest } from '@newsroom/contracts';
import { checkCopy, dateline, factChecker, writeArticle } from '@newsroom/copy-engine';
import { articlePrompt } from '../prompts/article.prompt';
import type { ToolOutput, ToolWriter } from './tool-writer';
import { cleanModelAnswer, stripWrappingQuotes, unreadable } from './utils/model-answer.util';
import { dropUnsupportedSentences, issuesReason } from './utils/prune.util';

/** "CITY, State (AP) — ", as AP opens a story. */
export const apDateline = (location: string): string => dateline(location).replace(/\s*—\s*$/, ' (AP) — ');

/** A lead that already opens with a dateline: capitals, optional state, optional (AP), then a dash. */
const HAS_DATELINE = /^[A-Z][A-Z .'-]+(?:,\s*[A-Za-z. ]+)?\s*(?:\(AP\))?\s*[—–-]{1,2}\s/;
const HEADLINE_LABEL = /^\s*(?:headline|title)\s*:\s*/i;

/** The text fact-checked against: the content, and the headline and dateline the producer typed. */
const sourceOf = (request: ArticleRequest): string =>
  [request.headline, request.location, apDateline(request.location), request.broadcastContent].join('\n\n');

function finish(text: string, request: ArticleRequest): ToolOutput {
  // AP copy uses figures and %, so the broadcast number check is off.
  return { text, checks: checkCopy(text, sourceOf(request), { numberStyle: 'none' }) };
}

/** Digital article: `text` is the headline, a blank line, then paragraphs, the first with the dateline. */
export const articleTool: ToolWriter<'article'> = {
  tool: 'article',

  offline(request) {
    const result = writeArticle({
      broadcastContent: request.broadcastContent,
      headline: request.headline,
      location: request.location,
      tone: request.tone,
    });
    return { text: result.text, checks: result.checks };
  },

  prompt: articlePrompt,

  fromModel(raw, request) {
    const body = cleanModelAnswer(raw);
    let blocks = body.split(/\n\s*\n/).map((b) => b.trim());
    if (blocks.length === 1) blocks = body.split('\n').map((b) => b.trim());
    blocks = blocks.filter(Boolean);
    if (!blocks.length) unreadable('an article');
    let headline = request.headline.trim();
    // The first block is the headline unless the model went straight to the datelined lead.
    if (!HAS_DATELINE.test(blocks[0].replace(HEADLINE_LABEL, ''))) {
      const [first, ...more] = blocks[0].split('\n');
      headline = stripWrappingQuotes(first.replace(HEADLINE_LABEL, '')) || headline;
      blocks = [...(more.length ? [more.join(' ')] : []), ...blocks.slice(1)];
    }
    const paragraphs = blocks.map((b) => b.replace(/\s*\n\s*/g, ' '));
    if (!paragraphs.length) unreadable('an article (it had a headline and no story)');
    if (!HAS_DATELINE.test(paragraphs[0])) paragraphs[0] = `${apDateline(request.location)}${paragraphs[0]}`;
    return finish([headline, ...paragraphs].join('\n\n'), request);
  },

  source: sourceOf,

  /**
   * A headline with a fact the source does not hold gives way to the producer's own; a sentence
   * with one goes, and the dateline moves to the paragraph that now leads.
   */
  prune(output, request) {
    const facts = factChecker(sourceOf(request));
    const [headline, ...paragraphs] = output.text.split(/\n\s*\n/);
    const repairs = [...(output.repairs ?? [])];
    let title = headline;
    const headlineIssues = facts.issues(headline);
    if (headlineIssues.length) {
      title = request.headline.trim();
      repairs.push({
        action: 'dropped',
        reason: `${issuesReason(headlineIssues)}; the producer's headline is used`,
        text: headline,
      });
    }
    const body = dropUnsupportedSentences(paragraphs.join('\n\n'), facts);
    if (!body.text) return undefined;
    repairs.push(...body.repairs);
    const kept = body.text.split(/\n\s*\n/);
    if (!HAS_DATELINE.test(kept[0])) kept[0] = `${apDateline(request.location)}${kept[0]}`;
    return { ...finish([title, ...kept].join('\n\n'), request), repairs };
  },
};

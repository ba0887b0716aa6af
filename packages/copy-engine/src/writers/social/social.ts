/**
 * The offline Social writer: three posts per platform, tone and length, built from the source's
 * own sentences in AP number style. Every platform's length is counted the way X counts it
 * (xLength, twitter-text weighted), because that is the strictest count and the spec gives one
 * set of ranges for all platforms. Tone words, calls to action and hashtags carry no facts:
 * hashtags are built only from place and proper names the source already has.
 */
import { checkFacts } from '../../checks/facts';
import type { FactIssue } from '../../checks/facts';
import { xLength, SOCIAL_RANGES } from '../../fit/chars';
import type { SocialLength } from '../../fit/chars';
import { toApNumbers } from '../../numbers/ap-numbers';
import { findNames } from '../../text/names-quotes';
import { stripCrewText } from '../../text/read-time';
import { splitSentences } from '../../text/sentences';
import { formatOptionLines } from '../../fit/option-lines';

export type SocialPlatform = 'twitter' | 'facebook' | 'instagram' | 'push_alert';
export type SocialTone = 'breaking' | 'engaging' | 'informative';

export interface SocialInput {
  newsContent: string;
  platform: SocialPlatform;
  tone: SocialTone;
  length: SocialLength;
}

export interface SocialPosts {
  text: string;
  options: string[];
}

// Closing lines per tone, one per option so the three options differ even from one sentence.
// None holds a number or a name, so none can add a fact.
const CLOSERS: Record<SocialTone, string[]> = {
  breaking: ['More details as we get them.', 'This is a developing story.', 'Stay with us for updates.'],
  engaging: [
    'What do you think? Tell us in the comments.',
    'Share this with your neighbors.',
    'Have a question about this? Ask us below.',
  ],
  informative: ['More details to come.', 'We will update this story.', 'Here is what we know so far.'],
};
// Push alerts end on a tap, not a comment thread.
const PUSH_CLOSERS = ['Tap for details.', 'Tap for the latest.', 'Tap to read more.'];
// Padding when the source is too short for the range: still fact-free.
const PADDING = ['Follow us for updates as we learn more.', 'We are working to learn more.', 'Check back for updates.'];

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Source sentences with crew text and its leftovers removed, numbers in AP style. */
function sourceSentences(content: string): string[] {
  const out: string[] = [];
  for (const s of splitSentences(toApNumbers(stripCrewText(content))).map((x) => tidy(x.text))) {
    // splitSentences ends a sentence at "9 p.m." before "Tuesday"; a fragment under three words
    // goes back onto the sentence before it rather than standing alone.
    if (out.length && s.split(' ').length < 3) out[out.length - 1] += ` ${s}`;
    else if (/[a-z]/i.test(s)) out.push(s);
  }
  return out;
}

/** "#MapleFalls" from a name in the source, when the fact check agrees it adds nothing new. */
function hashtags(content: string, limit: number): string[] {
  const names = findNames(stripCrewText(content)).map((n) => n.text.replace(/[^A-Za-z0-9 ]/g, ''));
  const tags = [...new Set(names)].map((n) => `#${n.replace(/\s+/g, '')}`).filter((t) => t.length > 2);
  return tags.filter((t) => socialFacts(t, content).length === 0).slice(0, limit);
}

/**
 * checkFacts on a post. A hashtag joins a name's words ("#MapleFalls"), which the checker would
 * read as a new name, so tags are split back into words before the check. BREAKING is a label,
 * and the checker reads an upper-case word as a name, so it is left out of the check.
 */
export function socialFacts(post: string, source: string): FactIssue[] {
  // Each tag stands alone (blank lines around it), so "#Riverton #MainLibrary" is not one name.
  const unTagged = post.replace(
    /#([A-Za-z0-9]+)/g,
    (_m, tag: string) => `\n\n${tag.replace(/([a-z])(?=[A-Z])/g, '$1 ')}\n\n`,
  );
  return checkFacts(unTagged.replace(/^BREAKING:\s*/, ''), source);
}

/** Cuts a sentence at a word boundary to fit `room`, never leaving a changed fact behind. */
function cutToFit(sentence: string, room: number, source: string): string {
  let list = sentence.split(' ');
  while (list.length > 1) {
    list = list.slice(0, -1);
    const cut = `${list.join(' ').replace(/[\s,;:\-–—]+$/, '')}…`;
    if (xLength(cut) <= room && socialFacts(cut, source).length === 0) return cut;
  }
  return '';
}

/** Sentence order for option `k`: the lead first, then a different second sentence each time. */
function order(count: number, k: number): number[] {
  const rest = [...Array(count).keys()].slice(1);
  const shift = rest.length ? k % rest.length : 0;
  return [0, ...rest.slice(shift), ...rest.slice(0, shift)];
}

function compose(input: SocialInput, sentences: string[], tags: string[], k: number): string[] {
  const { min, max } = SOCIAL_RANGES[input.length];
  const prefix = input.tone === 'breaking' ? 'BREAKING: ' : '';
  const closer = (input.platform === 'push_alert' ? PUSH_CLOSERS : CLOSERS[input.tone])[k % 3];
  const tagLine = tags.length ? ` ${tags.join(' ')}` : '';
  const build = (body: string[], end: string): string => tidy(`${prefix}${body.join(' ')} ${end}${tagLine}`);
  // With and without the closer; the caller prefers a post whose sentences are whole.
  const posts: string[] = [];
  for (const end of [closer, '']) {
    const body: string[] = [];
    for (const i of order(sentences.length, k)) {
      if (xLength(build([...body, sentences[i]], end)) <= max) body.push(sentences[i]);
      else if (body.length === 0) {
        const cut = cutToFit(sentences[i], max - xLength(build([], end)) - 1, input.newsContent);
        if (cut) body.push(cut);
      }
    }
    // Too short for the range: add fact-free padding lines until it reaches the minimum.
    let tail = end;
    for (const pad of PADDING) {
      const padded = `${tail} ${pad}`.trim();
      if (xLength(build(body, tail)) < min && xLength(build(body, padded)) <= max) tail = padded;
    }
    const post = build(body, tail);
    if (body.length && xLength(post) >= min && xLength(post) <= max) posts.push(post);
  }
  return posts;
}

export function writeSocialPosts(input: SocialInput): SocialPosts {
  const sentences = sourceSentences(input.newsContent);
  // Hashtags for twitter and instagram only; a push alert is a notification, not a post.
  const tagLimit = input.platform === 'twitter' ? 2 : input.platform === 'instagram' ? 3 : 0;
  const allTags = hashtags(input.newsContent, tagLimit);
  const candidates: string[] = [];
  // Option k varies the sentence order and closer; short posts may give up tags to fit.
  for (let k = 0; k < 9; k++) {
    for (let n = allTags.length; n >= 0; n--) candidates.push(...compose(input, sentences, allTags.slice(0, n), k));
    // Enough whole-sentence posts: stop early, each compose runs fact checks and costs time.
    if (new Set(candidates.filter((p) => !p.includes('…'))).size >= 3) break;
  }
  const unique = [...new Set(candidates)];
  // Whole sentences beat a lead cut short with "…"; otherwise the order above is the ranking.
  const options = [...unique.filter((p) => !p.includes('…')), ...unique.filter((p) => p.includes('…'))].slice(0, 3);
  return { text: formatOptionLines(options), options };
}

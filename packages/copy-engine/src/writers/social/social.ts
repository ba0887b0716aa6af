/**
 * The offline Social writer: three posts per platform, tone and length, built from the source's
 * own sentences in AP number style. Every platform's length is counted the way X counts it
 * (xLength, twitter-text weighted), because that is the strictest count and the spec gives one
 * set of ranges for all platforms.
 *
 * What a digital producer asks of a post, and what this writer does:
 * - The news first: every post opens on the lead (or, for a push alert, one complete sentence that
 *   carries the news), compressed when the range is tight. Nothing is ever cut with "…": a
 *   sentence that is too long is replaced by a shorter complete form of it (forms.ts) or left out.
 * - Complete sentences only (fragmentReason finds nothing in any of them).
 * - Facts before filler: the range minimum is reached with more source sentences; a fact-free line
 *   ("Check back for updates.") is added only when the source has nothing else that fits.
 * - Hard news (crime, fire, injuries, boil-water notices, closures, courts) gets no chatter
 *   ("What do you think?", "Share this"): its engaging post leads with what to do or where to get
 *   help, from the source. A soft story's engaging post may end on a question.
 * - "BREAKING:" only on a breaking tone for copy isBreakingNews calls breaking; a scheduled closure
 *   in a breaking tone gets the same urgent plain lead without the label.
 * - Topic hashtags (topicHashtags: the event, the standing topic, the place; never a person or a
 *   fragment): up to two on X, three on Instagram, none on Facebook or in a push alert.
 * - A push alert is one complete sentence with the news; its three options are the lead, the
 *   impact and the next step when the source has them.
 * - Always three options. When the source's sentences run out: another supporting sentence, the
 *   attribution first, a compressed form of the lead, fewer tags, or a fact-free closing line
 *   ("Tap for the latest." on an alert, "Details are on our website." on an informative or breaking
 *   post, a question on a soft story's engaging post, none on hard news in an engaging tone). An
 *   alert takes a second sentence, under the news, only when the range cannot be met otherwise.
 */
import { checkFacts } from '../../checks/facts';
import type { FactIssue } from '../../checks/facts';
import { isPlainText, xLength, SOCIAL_RANGES } from '../../fit/chars';
import type { SocialLength } from '../../fit/chars';
import { formatOptionLines } from '../../fit/option-lines';
import { toApNumbers } from '../../numbers/ap-numbers';
import { namePronounSpeakers, restoreFirstReferences } from '../../parse';
import { isBreakingNews } from '../../text/breaking';
import { stripCrewText } from '../../text/read-time';
import { isComplete, readSentences, shorterForms } from './forms';
import { topicHashtags } from './hashtags';
import { isNews, isNotAnAlert, isSelfContained, keyNames, nameTheThing, standsAlone } from './alone';
import {
  hasHardWord,
  hasQuotation,
  isImpactLine,
  isNextStepLine,
  isSoftStory,
  isStationTalk,
  isUsefulLine,
  leansOnPrevious,
  namesIn,
  orphanSurname,
  readerQuestion,
  restoreSurnames,
} from './story';

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

export const BREAKING_LABEL = 'BREAKING: ';

/**
 * Lines with no fact in them, for a source too short to reach the range minimum with its own
 * sentences. "Developing" is said only of breaking news. None asks for comments or shares.
 */
const PADDING = ['Check back for updates.', 'We will update this story as we learn more.', 'Follow us for the latest.'];
const BREAKING_PADDING = ['This is a developing story.', 'We will update this story as we learn more.'];
/** A push alert's filler, only when no sentence of the source reaches the minimum by itself. */
export const PUSH_FILLERS = ['Tap for details.', 'Tap for the latest.', 'Tap to read more.'];
/** An informative or breaking post's closing line when it makes an option of its own. */
export const WEB_CLOSER = 'Details are on our website.';

/** A source sentence: its place in the story and its complete forms, longest first. */
interface Line {
  index: number;
  text: string;
  forms: string[];
}

interface Plan {
  input: SocialInput;
  min: number;
  max: number;
  prefix: string;
  lead: Line;
  support: Line[];
  tags: string[];
  breaking: boolean;
  /** The source without crew text. */
  story: string;
  /** runnable() answers, by range and post: the fact check is the costly part. */
  checked: Map<string, boolean>;
  /** restored() answers, by post. */
  restored: Map<string, string>;
  /** checkSentences() answers, by sentence: true when it adds no fact. */
  facts: Map<string, boolean>;
}

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Source sentences, crew text out and numbers in AP style, that have at least one complete form. */
function sourceLines(content: string): Line[] {
  return readSentences(toApNumbers(stripCrewText(content)))
    .map((text, index) => ({ index, text, forms: isStationTalk(text) ? [] : shorterForms(text) }))
    .filter((line) => line.forms.length > 0);
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

/** The sentences of a post, label and hashtags aside: what the completeness rule reads. */
export function postSentences(post: string): string[] {
  const body = post
    .replace(/^BREAKING:\s*/, '')
    .replace(/(?:\s+#[A-Za-z0-9]+)+\s*$/, '')
    .trim();
  return readSentences(body);
}

/** Topic tags the fact check agrees add nothing. */
function hashtags(content: string, limit: number): string[] {
  if (limit === 0) return [];
  const key = `${limit}|${content}`;
  const known = tagCache.get(key);
  if (known) return known;
  const tags = topicHashtags(content, limit).filter((t) => socialFacts(t, content).length === 0);
  if (tagCache.size > 500) tagCache.clear();
  tagCache.set(key, tags);
  return tags;
}

// A story is posted to several platforms and tones: its tags are worked out once.
const tagCache = new Map<string, string[]>();

/** Supporting lines in the order the tone wants them; each option starts from a different one. */
function priority(plan: Omit<Plan, 'support'>, lines: Line[], tone: SocialTone, soft: boolean): Line[] {
  const rank = (line: Line): number => {
    const quote = hasQuotation(line.text);
    if (tone === 'informative') return quote ? 1 : 0;
    if (tone === 'breaking') {
      if (quote) return 3;
      return isUsefulLine(line.text) || isImpactLine(line.text) ? 0 : isNextStepLine(line.text) ? 1 : 2;
    }
    // Engaging: a soft story's people speak first; a hard story's reader learns what to do first.
    if (soft) return quote ? 0 : 1;
    return isUsefulLine(line.text) ? 0 : quote ? 1 : isImpactLine(line.text) ? 2 : 3;
  };
  return lines
    .filter((l) => l !== plan.lead)
    .map((line) => ({ line, r: rank(line) }))
    .sort((a, b) => a.r - b.r || a.line.index - b.line.index)
    .map((x) => x.line);
}

/** One post: label, sentences in source order, closing lines, tags. */
function render(prefix: string, sentences: Array<[number, string]>, closing: string[], tags: string[]): string {
  const body = [...sentences].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  return tidy(`${prefix}${[...body, ...closing].join(' ')}${tags.length ? ` ${tags.join(' ')}` : ''}`);
}

/**
 * render()'s length, added up from the pieces when they are plain tidy text (source forms are), so
 * the many drafts fill() weighs are never joined and parsed; otherwise measured on the post.
 */
function draftLength(prefix: string, chosen: Map<number, string>, closing: string[], tags: string[]): number {
  const pieces = [...chosen.values(), ...closing];
  const plain = (t: string): boolean => isPlainText(t) && t === t.trim();
  if (![prefix, ...pieces, ...tags].every(plain)) return xLength(render(prefix, [...chosen.entries()], closing, tags));
  const body = pieces.reduce((n, p) => n + p.length, 0) + pieces.length - 1;
  const tagged = tags.length ? tags.reduce((n, t) => n + t.length + 1, 0) : 0;
  return prefix.length + body + tagged;
}

/**
 * The lead (in the longest form that leaves room) and the supporting lines in `order`, each whole
 * or, while the post is short of the minimum, in a shorter complete form. A line that leans on the
 * one before it ("He left on foot") goes in only after that one.
 */
function fill(plan: Plan, order: Line[], leadForm: string, tags: string[], closing: string[]): string | undefined {
  const { prefix, max, min, lead } = plan;
  const chosen = new Map<number, string>([[lead.index, leadForm]]);
  const length = (): number => draftLength(prefix, chosen, closing, tags);
  if (length() > max) return undefined;
  for (let pass = 0; pass < 2; pass++) {
    for (const line of order) {
      if (chosen.has(line.index)) continue;
      if (leansOnPrevious(line.text) && !chosen.has(line.index - 1)) continue;
      // A shorter form only while the post is short of the minimum, or for the option's own first
      // line (so each option says something the others do not).
      const own = pass === 0 && line === order[0];
      const forms = length() < min || own ? line.forms : line.forms.slice(0, 1);
      for (const form of forms) {
        chosen.set(line.index, form);
        if (length() <= max) break;
        chosen.delete(line.index);
      }
    }
  }
  let post = render(prefix, [...chosen.entries()], closing, tags);
  // Only when the source has nothing more that fits: fact-free lines up to the minimum.
  const pads = plan.breaking ? BREAKING_PADDING : PADDING;
  const extra: string[] = [];
  for (const pad of pads) {
    if (xLength(post) >= min) break;
    const next = render(prefix, [...chosen.entries()], [...closing, ...extra, pad], tags);
    if (xLength(next) <= max) {
      extra.push(pad);
      post = next;
    }
  }
  return xLength(post) >= min && xLength(post) <= max ? post : undefined;
}

/** Posts for X, Facebook and Instagram: the lead and the lines the tone puts first. */
function composePosts(plan: Plan, soft: boolean): string[] {
  const { input } = plan;
  const question = input.tone === 'engaging' && soft ? [readerQuestion(input.newsContent)] : [];
  const out: string[] = [];
  const starts = Math.max(1, Math.min(plan.support.length, 4));
  // Every option start, tag count and lead form: pickThree keeps the first three that differ.
  for (const closing of question.length ? [question, []] : [[]]) {
    for (let k = 0; k < starts; k++) {
      const order = [...plan.support.slice(k), ...plan.support.slice(0, k)];
      for (let n = plan.tags.length; n >= 0; n--) {
        const post = plan.lead.forms.map((f) => fill(plan, order, f, plan.tags.slice(0, n), closing)).find(Boolean);
        if (post) out.push(post);
      }
    }
    // Shorter lead forms give a different post when the source has few sentences.
    for (const form of plan.lead.forms.slice(1)) {
      const post = fill(plan, plan.support, form, plan.tags, closing) ?? fill(plan, plan.support, form, [], closing);
      if (post) out.push(post);
    }
  }
  return out;
}

/**
 * A line that can open a post in place of the lead: it stands alone (no "He", no quotation) and
 * says who, what or where (a name of a person, place or body is in it).
 */
const canOpen = (line: Line): boolean =>
  !hasQuotation(line.text) && !leansOnPrevious(line.text) && namesIn(line.text).length > 0;
/** After those, a line with a figure in it. */
const hasFigure = (line: Line): boolean =>
  !hasQuotation(line.text) && !leansOnPrevious(line.text) && /\d/.test(line.text);

/**
 * The post with each person's full first reference: "Pruitt is being held" with no "Jalen Pruitt"
 * before it gets the full name back. Done only for the posts pickThree reaches, and remembered.
 */
function restored(post: string, plan: Plan): string {
  const key = `restore|${post}`;
  const known = plan.restored.get(key);
  if (known !== undefined) return known;
  const out = restoreSurnames(restoreFirstReferences(namePronounSpeakers(post, plan.story), plan.story), plan.story);
  plan.restored.set(key, out);
  return out;
}

/** A post the desk can run: in range, no ellipsis, whole sentences, no new fact. */
function runnable(post: string, plan: Plan): boolean {
  const key = `${plan.min}|${plan.max}|${post}`;
  const known = plan.checked.get(key);
  if (known !== undefined) return known;
  const ok = isRunnable(post, plan);
  plan.checked.set(key, ok);
  return ok;
}

function isRunnable(post: string, plan: Plan): boolean {
  const n = xLength(post);
  if (n < plan.min || n > plan.max || /…|\.\.\./.test(post)) return false;
  const sentences = postSentences(post);
  if (!sentences.every((s) => isComplete(s) || PUSH_FILLERS.includes(s) || /\?$/.test(s))) return false;
  if (orphanSurname(post, plan.story)) return false;
  // A quotation is checked whole, in the post; the tags were checked when they were chosen.
  if (hasQuotation(post)) return socialFacts(post, plan.input.newsContent).length === 0;
  checkSentences(sentences, plan);
  return sentences.every((s) => plan.facts.get(s) === true);
}

/**
 * The fact check, one sentence at a time and many sentences in one call: a post is the source's
 * sentences in new combinations, and checkFacts reads the whole source on every call.
 */
function checkSentences(sentences: readonly string[], plan: Plan): void {
  const unknown = [...new Set(sentences)].filter((s) => !plan.facts.has(s));
  if (unknown.length === 0) return;
  // Blank lines keep each sentence apart, so no name runs from one into the next.
  const starts: number[] = [];
  let text = '';
  for (const s of unknown) {
    starts.push(text.length);
    text += `${s}\n\n`;
  }
  for (const s of unknown) plan.facts.set(s, true);
  for (const issue of socialFacts(text, plan.input.newsContent)) {
    const next = starts.findIndex((start) => start > issue.start);
    plan.facts.set(unknown[(next < 0 ? starts.length : next) - 1], false);
  }
}

/** Lines a post closes on that say nothing of the news: tap lines, closers and the padding. */
const FACT_FREE = [...PUSH_FILLERS, WEB_CLOSER, ...BREAKING_PADDING, ...PADDING];

/**
 * Three posts that differ in what they say first. A post that differs only in a fact-free closing
 * line, then only in its tags, is taken as a last resort, so the desk always gets three.
 */
function pickThree(candidates: string[], plan: Plan): string[] {
  const unique = [...new Set(candidates)];
  // One fact check for every sentence the candidates hold, rather than one per post.
  checkSentences(unique.filter((p) => !hasQuotation(p)).flatMap(postSentences), plan);
  const untagged = (p: string): string => p.replace(/(?:\s+#[A-Za-z0-9]+)+$/, '');
  // Tags, a push alert's tap line and a closing line are not what a post says.
  const bodyOf = (p: string): string =>
    FACT_FREE.reduce((text, line) => text.replace(` ${line}`, ''), untagged(p)).replace(/\s+[^.!?]*\?$/, '');
  const keys = [bodyOf, untagged, (p: string): string => p];
  const picked: string[] = [];
  for (const [pass, key] of keys.entries()) {
    for (const raw of unique) {
      if (picked.length === 3) break;
      const post = restored(raw, plan);
      if (picked.includes(post)) continue;
      const body = bodyOf(post);
      // On the first pass, a tap line on a shorter form of an alert already picked says nothing new.
      const tapped = body !== untagged(post);
      if (pass === 0 && tapped && picked.some((p) => bodyOf(p).startsWith(body.slice(0, -1)))) continue;
      if (picked.some((p) => key(p) === key(post))) continue;
      if (runnable(post, plan)) picked.push(post);
    }
  }
  return picked;
}

/**
 * The fact-free closing lines that can make an option of their own: a tap line on a push alert, a
 * pointer to the website on an informative or breaking post, a reader question on a soft story's
 * engaging post, and nothing on hard news in an engaging tone.
 */
function closings(input: SocialInput, soft: boolean, breaking: boolean): string[][] {
  if (input.tone === 'engaging') return soft ? [[readerQuestion(input.newsContent)]] : [];
  return breaking ? [[WEB_CLOSER], [BREAKING_PADDING[0]]] : [[WEB_CLOSER]];
}

/**
 * More posts when the source's sentences run out before three options: every lead and form of it
 * (compressed, attribution first), alone or with one supporting line, with and without a closing
 * line and with fewer tags.
 */
function moreVariants(
  base: Omit<Plan, 'support' | 'lead'>,
  leads: Line[],
  support: (lead: Line) => Line[],
  ends: string[][],
): string[] {
  const out: string[] = [];
  for (const lead of leads.slice(0, 4)) {
    const plan: Plan = { ...base, lead, support: support(lead) };
    const orders = [[], ...plan.support.slice(0, 6).map((l) => [l])];
    for (const form of lead.forms.slice(0, 6))
      for (const order of orders)
        for (const closing of [[], ...ends])
          for (let n = plan.tags.length; n >= 0; n--) {
            const post = fill(plan, order, form, plan.tags.slice(0, n), closing);
            if (post) out.push(post);
          }
  }
  return out;
}

/** A line with its definite references named ("The creek crested" -> "Miller Creek crested"). */
function named(line: Line, lines: Line[]): Line {
  const before = lines.filter((l) => l.index < line.index).map((l) => l.text);
  const text = nameTheThing(line.text, before);
  if (text === line.text) return line;
  const forms = shorterForms(text);
  return forms.length ? { ...line, text, forms } : line;
}

/**
 * The sentence a push alert opens on: the story's first, unless that one only sets the story up
 * (no figure, no word of hard news: "Drivers in Pine Hollow will want to plan ahead next week") and
 * the next one carries the news ("... will close the northbound lanes of Highway 41 ...").
 */
function alertLead(lines: Line[], first: Line): Line {
  const next = lines.find((l) => l.index > first.index);
  const setsUp =
    !/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen|hundred)\b/i.test(first.text) &&
    !hasHardWord(first.text);
  // ("The city council voted 6-3 Monday night to approve the ban": the ban is the first line's,
  // which the alert then never says, panel AG.)
  const news = (l: Line): boolean =>
    /\d/.test(l.text) &&
    hasHardWord(l.text) &&
    !leansOnPrevious(l.text) &&
    !hasQuotation(l.text) &&
    !DEFINED_BEFORE.test(l.text);
  return setsUp && next && news(next) ? next : first;
}

/** A thing the line before must have said: "the ban", "the measure", "the change". */
const DEFINED_BEFORE =
  /\bthe (?:ban|measure|ordinance|proposal|change|rule|policy|decision|move|closure|increase|restriction|requirement|bond|levy|project|deal)\b/i;

/** What a push alert needs besides its range: the lead, the names it hangs on, the story before each line. */
interface PushPlan {
  prefix: string;
  min: number;
  max: number;
  lead: Line;
  lines: Line[];
  keys: string[];
}

const storyBefore = (line: Line, lines: Line[]): string =>
  lines
    .filter((l) => l.index < line.index)
    .map((l) => l.text)
    .join(' ');

/**
 * One line as alerts, best first: each form that fits alone, those that name more first (the
 * place is what a cut loses: "Police in Maple Falls are looking ..." before "Police are looking
 * ..."); then each form with a tap line after it.
 */
function alertsOf(line: Line, plan: PushPlan, keep: (form: string) => boolean = () => true): string[] {
  const { prefix, min, max } = plan;
  const fits = (s: string): boolean => xLength(s) >= min && xLength(s) <= max;
  const forms = line.forms.filter(keep);
  const names = new Map(forms.map((f) => [f, namesIn(f).length]));
  const alone = forms
    .filter((f) => fits(`${prefix}${f}`))
    .sort((a, b) => (names.get(b) ?? 0) - (names.get(a) ?? 0))
    .map((f) => `${prefix}${f}`);
  const tapped = forms.flatMap((f) => PUSH_FILLERS.map((t) => `${prefix}${f} ${t}`).filter(fits));
  return [...alone, ...tapped];
}

/**
 * Push alerts of one sentence each, best first: the news in its longest form that fits; then the
 * impact, the next step and other news lines that stand alone (they name the story's place or
 * thing and refer back to nothing); then the news in its other lengths.
 */
function composePush(plan: PushPlan): string[] {
  const { lead, lines, keys } = plan;
  const angles = lines.filter(
    (l) =>
      l !== lead &&
      standsAlone(l.text, keys, storyBefore(l, lines), lead.text) &&
      !isNotAnAlert(l.text) &&
      // ("If approved, the bond would cost ...": a thing the lead defined, never named here, panel AG.)
      !DEFINED_BEFORE.test(l.text),
  );
  const impact = angles.filter((l) => isImpactLine(l.text));
  const next = angles.filter((l) => isNextStepLine(l.text) && !impact.includes(l));
  const ordered = [...impact, ...next, ...angles.filter((l) => !impact.includes(l) && !next.includes(l))];
  // A shortened form must still stand alone: the cut may have taken the name.
  const named = (l: Line) => (form: string) => standsAlone(form, keys, storyBefore(l, lines), lead.text);
  const leadAlerts = alertsOf(lead, plan);
  return [...leadAlerts.slice(0, 1), ...ordered.flatMap((l) => alertsOf(l, plan, named(l)).slice(0, 1)), ...leadAlerts];
}

/**
 * Alerts for a range no single sentence reaches (an extended alert is 200 characters or more):
 * the news sentence first, then the source's next facts, as an X post would carry them.
 */
function longerAlerts(plan: Plan, openers: Line[]): string[] {
  const out: string[] = [];
  for (const line of openers) {
    // The news sentence stays first: only lines after it, and no quotation, go under it.
    const after = plan.support.filter((l) => l.index > line.index && !hasQuotation(l.text));
    for (const form of line.forms.slice(0, 4))
      for (const order of [after, ...after.slice(0, 5).map((l) => [l])])
        for (const closing of [[], ...PUSH_FILLERS.map((f) => [f])]) {
          const post = fill({ ...plan, lead: line, support: after }, order, form, [], closing);
          if (post) out.push(post);
        }
  }
  return out;
}

/**
 * Three push alerts: one-sentence news alerts first; when the story gives fewer than three, other
 * sentences that do not lean on the one before; longer alerts only when the range needs them.
 */
function pushOptions(base: Omit<Plan, 'support' | 'lead'>, lines: Line[], first: Line): string[] {
  const { input } = base;
  const all = lines.map((l) => named(l, lines));
  const lead = alertLead(all, all.find((l) => l.index === first.index) ?? first);
  const opening = all
    .slice(0, 2)
    .map((l) => l.text)
    .join(' ');
  const keys = keyNames(lead.text, opening);
  const push: PushPlan = { ...base, lead, lines: all, keys };
  const good = composePush(push);
  const plan: Plan = { ...base, lead, support: priority({ ...base, lead }, all, input.tone, false) };
  const single = (p: string): boolean => postSentences(p).filter((x) => !PUSH_FILLERS.includes(x)).length === 1;
  // Every option carries the news when the lead gives three: an alert on a side fact (the hours,
  // the turnout) tells a reader nothing on a lock screen, however true.
  let options = pickThree(alertsOf(lead, push), plan);
  if (options.length === 3) return options;
  options = pickThree(good, plan);
  if (options.length === 3) return options;
  // Short of three: lines that refer back to nothing, then news lines that do not lean on the one
  // before (those that name the story's place first), then longer alerts when the range needs them.
  const selfContained = all
    .filter((l) => l !== lead && isSelfContained(l.text, storyBefore(l, all), lead.text))
    .flatMap((l) => alertsOf(l, push).slice(0, 1));
  options = pickThree([...good, ...selfContained], plan);
  if (options.length === 3) return options;
  const news = all.filter(
    (l) => !hasQuotation(l.text) && !leansOnPrevious(l.text) && !isNotAnAlert(l.text) && isNews(l.text, lead.text),
  );
  const keyed = (l: Line): boolean => keys.some((k) => l.text.includes(k));
  const others = [...news.filter(keyed), ...news.filter((l) => !keyed(l))].flatMap((l) => alertsOf(l, push));
  options = pickThree([...good, ...selfContained, ...others], plan);
  if (options.length === 3) return options;
  // Longer alerts open on news; only when nothing else gives three, on any line that stands first.
  const opens = plan.support.filter((l) => !leansOnPrevious(l.text) && !hasQuotation(l.text));
  const earlier = [...good, ...selfContained, ...others];
  for (const openers of [
    [lead, ...opens.filter((l) => isNews(l.text, lead.text))],
    [lead, ...opens],
  ]) {
    options = pickThree([...earlier, ...longerAlerts(plan, openers)], plan);
    if (options.length === 3) break;
  }
  // No sentence has a form inside the range (a lede whose every phrase is the news, panel O's
  // measles exposure): the lead at its shortest, for the producer to trim, rather than no alert.
  if (options.length === 0) {
    const shortest = [...lead.forms].sort((a, b) => xLength(a) - xLength(b))[0] ?? lead.text;
    return [`${base.prefix}${shortest}`];
  }
  return [...options.filter(single), ...options.filter((p) => !single(p))];
}

export function writeSocialPosts(input: SocialInput): SocialPosts {
  const { min, max } = SOCIAL_RANGES[input.length];
  const lines = sourceLines(input.newsContent);
  const breaking = input.tone === 'breaking' && isBreakingNews(input.newsContent);
  const soft = isSoftStory(input.newsContent);
  const tagLimit = input.platform === 'twitter' ? 2 : input.platform === 'instagram' ? 3 : 0;
  const tags = hashtags(input.newsContent, tagLimit);
  const checked = new Map<string, boolean>();
  const restored = new Map<string, string>();
  const facts = new Map<string, boolean>();
  const story = stripCrewText(input.newsContent);
  // The lead is the first sentence that stands on its own. When no form of it fits the range,
  // the next sentence that says who, what or where opens the post instead.
  // The story's own first sentence leads even when it opens on "It" ("It will feel like 108 degrees").
  const first = lines[0]?.index === 0 ? lines[0] : (lines.find((l) => !leansOnPrevious(l.text)) ?? lines[0]);
  // Lines that name someone or somewhere first, then lines with a figure, then any that stand alone.
  const rest = lines.filter((l) => l !== first && !hasQuotation(l.text) && !leansOnPrevious(l.text));
  const named = rest.filter(canOpen);
  const figures = rest.filter((l) => !named.includes(l) && hasFigure(l));
  const leads = first
    ? [first, ...named, ...figures, ...rest.filter((l) => !named.includes(l) && !figures.includes(l))]
    : [];
  const prefix = breaking ? BREAKING_LABEL : '';
  if (input.platform === 'push_alert') {
    const options = first
      ? pushOptions({ input, min, max, prefix, tags, breaking, checked, restored, facts, story }, lines, first)
      : [];
    return { text: formatOptionLines(options), options };
  }
  const candidates: string[] = [];
  let options: string[] = [];
  for (const lead of leads) {
    const base = { input, min, max, prefix, lead, tags, breaking, checked, restored, facts, story };
    const plan: Plan = { ...base, support: priority(base, lines, input.tone, soft) };
    // "Pruitt is being held" with no "Jalen Pruitt" before it: the full first reference goes back in.
    candidates.push(...composePosts(plan, soft));
    options = pickThree(candidates, plan);
    if (options.length === 3) break;
  }
  if (options.length < 3 && first) {
    const base = { input, min, max, prefix, tags, breaking, checked, restored, facts, story };
    const support = (lead: Line): Line[] => priority({ ...base, lead }, lines, input.tone, soft);
    const plan: Plan = { ...base, lead: first, support: support(first) };
    const more = moreVariants(base, leads, support, closings(input, soft, breaking));
    candidates.push(...more);
    options = pickThree(candidates, plan);
  }
  return { text: formatOptionLines(options), options };
}

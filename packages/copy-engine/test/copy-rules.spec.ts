/**
 * Mechanical copy rules over the whole corpus, for every offline writer at once. Each test lists the
 * violations it finds for one script (empty when the script passes), so a failure reads as a short
 * report: which output, what it said, what the rule wants.
 *
 * Rules:
 * - Timed outputs (simplifier 20/30/60 s in both tones, VOSOT 20/30 s) read within ±10 % of the
 *   target, or of the source's own read time when the source is shorter than the target; the
 *   seconds a writer reports must be the seconds its copy reads.
 * - Broadcast copy (simplifier, VOSOT, teases) has no standalone digit one through eleven.
 * - Banners fit the count and fill at least 40 % of it. The issue asks 60 %; where a source gives
 *   fewer real headlines that long, the spec's three options take a shorter real headline rather
 *   than a label (banner-corpus.spec holds the first options to 60 %).
 * - Social posts sit inside SOCIAL_RANGES as X counts them, and are never cut short with "…"/"...".
 * - Every quotation in any output is a quotation of the source, verbatim (trailing punctuation
 *   aside: a quote that ends on a comma before its attribution ends on a period when it stands alone),
 *   and no output opens a quotation it does not close.
 * - No output sentence ends on a dangling function word. "said" dangles only in a sentence without
 *   a quotation (a quote cut away from its attribution); a sentence whose last words end a sentence
 *   of the source as well is the source's wording, not the writer's cut; "is in" / "are on" is an
 *   adverb ("The news is in."), not a cut.
 */
import { CORPUS } from './corpus';
import type { CorpusScript } from './corpus';
import { simplifyScript } from '../src/writers/simplify';
import { writeVosot } from '../src/writers/vosot';
import { writeTeases } from '../src/writers/tease';
import { SHORT_FILL, writeBanners } from '../src/writers/banner';
import { writeSocialPosts } from '../src/writers/social';
import type { SocialPlatform, SocialTone } from '../src/writers/social';
import { writeArticle } from '../src/writers/article';
import { checkBroadcastNumberStyle } from '../src/checks/check-copy';
import { SOCIAL_RANGES, xLength } from '../src/fit/chars';
import type { SocialLength } from '../src/fit/chars';
import { toBroadcastNumbers } from '../src/numbers';
import { readSeconds, stripCrewText } from '../src/text/read-time';
import { splitSentences } from '../src/text/sentences';
import { endsOnTopicParticle } from '../src/parse/headline';

const SIMPLIFY_TARGETS = [20, 30, 60] as const;
const TONES = ['conversational', 'concise'] as const;
const VOSOT_TARGETS = [20, 30] as const;
const TEASE_STYLES = ['compelling', 'question', 'dramatic'] as const;
const BANNER_STYLES = ['modern', 'dramatic', 'minimal'] as const;
const BANNER_COUNTS = [25, 30, 45] as const;
const ARTICLE_TONES = ['standard', 'feature', 'analysis'] as const;
// Every platform at every length, the tone turning with them, so each is seen with each.
const SOCIAL: ReadonlyArray<[SocialPlatform, SocialTone, SocialLength]> = [
  ['twitter', 'informative', 'short'],
  ['twitter', 'breaking', 'medium'],
  ['twitter', 'engaging', 'extended'],
  ['facebook', 'engaging', 'short'],
  ['facebook', 'informative', 'medium'],
  ['facebook', 'breaking', 'extended'],
  ['instagram', 'breaking', 'short'],
  ['instagram', 'engaging', 'medium'],
  ['instagram', 'informative', 'extended'],
  ['push_alert', 'breaking', 'short'],
  ['push_alert', 'informative', 'medium'],
  ['push_alert', 'engaging', 'extended'],
];
const TOLERANCE = 0.1;
const DANGLING = new Set('a an the of to in on at for with by and or but said'.split(' '));
const LABELS = new Set(['ANCHOR INTRO:', 'VOICE OVER:', 'SOUND ON TAPE:', 'CONTINUING VOICE OVER:']);

interface Timed {
  label: string;
  /** The words an anchor reads (VOSOT: the sections, not the labels and cue lines). */
  spoken: string;
  seconds: number;
  target: number;
}

interface Output {
  label: string;
  text: string;
  /** Copy read on air, held to broadcast number style. */
  broadcast: boolean;
}

interface Outputs {
  timed: Timed[];
  all: Output[];
  banners: Array<{ label: string; count: number; options: string[] }>;
  social: Array<{ label: string; length: SocialLength; options: string[] }>;
}

/** The story's first two sentences, crew text out: what a producer types as a banner topic. */
function bannerTopic(text: string): string {
  return splitSentences(stripCrewText(text).replace(/\s+/g, ' ').trim())
    .slice(0, 2)
    .map((s) => s.text)
    .join(' ');
}

const cache = new Map<string, Outputs>();

/** Every writer's output for one script, computed once and only when a test asks for it. */
function outputsFor(script: CorpusScript): Outputs {
  const cached = cache.get(script.id);
  if (cached) return cached;
  const out: Outputs = { timed: [], all: [], banners: [], social: [] };
  for (const target of SIMPLIFY_TARGETS) {
    for (const tone of TONES) {
      const label = `simplify ${target} s ${tone}`;
      const result = simplifyScript({ script: script.text, targetSeconds: target, tone });
      out.timed.push({ label, spoken: result.text, seconds: result.seconds, target });
      out.all.push({ label, text: result.text, broadcast: true });
    }
  }
  for (const target of VOSOT_TARGETS) {
    const label = `VOSOT ${target} s hard_news`;
    const result = writeVosot({ script: script.text, targetSeconds: target, storyStyle: 'hard_news' });
    const { anchorIntro, voiceOver, soundOnTape, continuingVoiceOver } = result.sections;
    const spoken = [anchorIntro, voiceOver, soundOnTape ? `"${soundOnTape.quote}"` : '', continuingVoiceOver]
      .filter(Boolean)
      .join('\n');
    out.timed.push({ label, spoken, seconds: result.seconds, target });
    // Labels and IN/OUT cue lines are rundown format, not copy.
    const copy = result.text
      .split('\n')
      .filter((line) => !LABELS.has(line.trim()) && !/^(?:IN|OUT):/.test(line.trim()))
      .join('\n');
    out.all.push({ label, text: copy, broadcast: true });
  }
  for (const teaseStyle of TEASE_STYLES) {
    const result = writeTeases({ script: script.text, teaseStyle });
    result.teases.forEach((tease, i) =>
      out.all.push({ label: `tease ${teaseStyle} #${i + 1}`, text: tease, broadcast: true }),
    );
  }
  const topic = bannerTopic(script.text);
  for (const style of BANNER_STYLES) {
    for (const charCount of BANNER_COUNTS) {
      const label = `banner ${style} ${charCount}`;
      const result = writeBanners({ topic, style, charCount });
      out.banners.push({ label, count: charCount, options: result.options });
      result.options.forEach((option, i) =>
        // A headline is one sentence without its period.
        out.all.push({ label: `${label} #${i + 1}`, text: `${option}.`, broadcast: false }),
      );
    }
  }
  for (const [platform, tone, length] of SOCIAL) {
    const label = `social ${platform} ${tone} ${length}`;
    const result = writeSocialPosts({ newsContent: script.text, platform, tone, length });
    out.social.push({ label, length, options: result.options });
    result.options.forEach((option, i) =>
      out.all.push({ label: `${label} #${i + 1}`, text: option, broadcast: false }),
    );
  }
  for (const tone of ARTICLE_TONES) {
    const result = writeArticle({
      broadcastContent: script.text,
      headline: script.title,
      location: script.location,
      tone,
    });
    out.all.push({ label: `article ${tone}`, text: result.text, broadcast: false });
  }
  cache.set(script.id, out);
  return out;
}

const round = (n: number): string => n.toFixed(1);
const clip = (text: string, max = 90): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}[+${flat.length - max}]` : flat;
};
/** The end of a long sentence, where a dangling word shows. */
const clipStart = (text: string, max = 90): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `[${flat.length - max}+]${flat.slice(-max)}` : flat;
};

/** Text between a pair of double quotes, straight or curly, whitespace tidied. */
function quotations(text: string): string[] {
  return [...text.matchAll(/["“]([^"“”]+)["”]/g)].map((m) => m[1].replace(/\s+/g, ' ').trim());
}
/** A quote ending on "," before its attribution ends on "." when it stands alone. */
const quoteKey = (quote: string): string => quote.replace(/[\s,.;:!?…]+$/, '');

/** Lowercase words of a sentence, punctuation (and quote marks) off their edges. */
function bareWords(sentence: string): string[] {
  return sentence
    .split(/\s+/)
    .map((w) => w.toLowerCase().replace(/^[^\w#@$]+|[^\w%]+$/g, ''))
    .filter(Boolean);
}
const ending = (sentence: string): string => bareWords(sentence).slice(-3).join(' ');

function timingViolations(script: CorpusScript): string[] {
  const sourceSeconds = readSeconds(script.text);
  // The source timed as an anchor says it: "$2.89" is five words written, six said.
  const sourceSaid = Math.max(sourceSeconds, readSeconds(toBroadcastNumbers(script.text)));
  const issues: string[] = [];
  for (const t of outputsFor(script).timed) {
    const reads = readSeconds(t.spoken);
    if (Math.abs(reads - t.seconds) > 0.05)
      issues.push(`${t.label}: reports ${round(t.seconds)} s, reads ${round(reads)} s`);
    const [low, high] =
      sourceSeconds > t.target
        ? [t.target * (1 - TOLERANCE), t.target * (1 + TOLERANCE)]
        : [sourceSeconds * (1 - TOLERANCE), sourceSaid * (1 + TOLERANCE)];
    if (reads < low - 1e-9 || reads > high + 1e-9)
      issues.push(
        `${t.label}: reads ${round(reads)} s, want ${round(low)}-${round(high)} s (source ${round(sourceSeconds)} s)`,
      );
  }
  return issues;
}

function digitViolations(script: CorpusScript): string[] {
  return outputsFor(script)
    .all.filter((o) => o.broadcast)
    .flatMap((o) =>
      checkBroadcastNumberStyle(o.text)
        .filter((issue) => issue.rule === 'spell-out-one-to-eleven')
        .map(
          (issue) =>
            `${o.label}: "${issue.text}" in "${clip(o.text.slice(Math.max(0, issue.start - 40), issue.end + 30), 80)}"`,
        ),
    );
}

function bannerViolations(script: CorpusScript): string[] {
  return outputsFor(script).banners.flatMap((b) => {
    const issues: string[] = [];
    if (b.options.length === 0) issues.push(`${b.label}: no banner at all`);
    for (const option of b.options) {
      if (option.length > b.count) issues.push(`${b.label}: "${option}" is ${option.length} > ${b.count}`);
      if (option.length < b.count * SHORT_FILL)
        issues.push(`${b.label}: "${option}" is ${option.length} < ${Math.ceil(b.count * SHORT_FILL)}`);
    }
    return issues;
  });
}

function socialRangeViolations(script: CorpusScript): string[] {
  return outputsFor(script).social.flatMap((s) => {
    const { min, max } = SOCIAL_RANGES[s.length];
    const issues = s.options.length === 0 ? [`${s.label}: no post at all`] : [];
    for (const option of s.options) {
      const n = xLength(option);
      if (n < min || n > max) issues.push(`${s.label}: ${n} not in ${min}-${max}: "${clip(option)}"`);
    }
    return issues;
  });
}

function truncationViolations(script: CorpusScript): string[] {
  return outputsFor(script).social.flatMap((s) =>
    s.options.filter((o) => /…|\.\.\./.test(o)).map((o) => `${s.label}: "${clip(o, 140)}"`),
  );
}

/** An opening quote mark with no closing one (or the reverse): a quotation cut in half. */
const unbalanced = (text: string): boolean =>
  (text.match(/"/g) ?? []).length % 2 === 1 || (text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length;

function quotationViolations(script: CorpusScript): string[] {
  const source = new Set(quotations(script.text).map(quoteKey));
  return outputsFor(script).all.flatMap((o) => [
    ...(unbalanced(o.text) ? [`${o.label}: unbalanced quote marks in "${clip(o.text, 120)}"`] : []),
    ...quotations(o.text)
      .filter((q) => !source.has(quoteKey(q)))
      .map((q) => `${o.label}: "${clip(q, 120)}"`),
  ]);
}

/** "The news is in", "the lights are on": a preposition after a form of "be" is an adverb, not a cut. */
const PREDICATE_ADVERB = /\b(?:is|are|was|were|be|been)\s+(?:in|on)$/;

function danglingViolations(script: CorpusScript): string[] {
  // The source in its own figures and as said on air, so "8,692 for" and "eight-thousand-692 for" match.
  const source = [script.text, toBroadcastNumbers(script.text)].map(stripCrewText);
  const sourceEndings = new Set(source.flatMap((text) => splitSentences(text).map((s) => ending(s.text))));
  const issues: string[] = [];
  for (const o of outputsFor(script).all) {
    for (const line of stripCrewText(o.text).split('\n')) {
      for (const s of splitSentences(line)) {
        const words = bareWords(s.text);
        const last = words[words.length - 1];
        if (!last || !DANGLING.has(last)) continue;
        if (last === 'said' && /["“”]/.test(s.text)) continue;
        if (PREDICATE_ADVERB.test(words.join(' '))) continue;
        // A phrasal verb's particle the source ends on too: "Cedar Grove Wildcats Move On".
        if (endsOnTopicParticle(s.text.replace(/[.!?]+$/, ''), script.text)) continue;
        if (sourceEndings.has(ending(s.text))) continue;
        issues.push(`${o.label}: "${clipStart(s.text)}"`);
      }
    }
  }
  return issues;
}

const SCRIPTS = CORPUS.map((s) => [s.id, s] as const);

describe('copy rules over the whole corpus', () => {
  describe('timed outputs read within ±10 % of the target (or of a shorter source)', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(timingViolations(script)).toEqual([]));
  });

  describe('broadcast copy has no standalone digit one through eleven', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(digitViolations(script)).toEqual([]));
  });

  describe('banners fit the count and fill at least 40 % of it (the first options fill 60 %: banner-corpus)', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(bannerViolations(script)).toEqual([]));
  });

  describe('social posts sit inside SOCIAL_RANGES as X counts them', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(socialRangeViolations(script)).toEqual([]));
  });

  describe('social posts are never cut short with an ellipsis', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(truncationViolations(script)).toEqual([]));
  });

  describe('every quotation in any output is a verbatim quotation of the source', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(quotationViolations(script)).toEqual([]));
  });

  describe('no output sentence ends on a dangling function word', () => {
    it.each(SCRIPTS)('%s', (_id, script) => expect(danglingViolations(script)).toEqual([]));
  });
});

'use strict';
/**
 * The sloppy model: a local OpenAI-compatible server (POST /v1/chat/completions, streaming SSE and
 * plain JSON; GET /v1/models) that answers every copy tool in the shape the tool's reader expects,
 * the way a careless model does: it invents facts built on the story, runs long, wraps the copy in
 * chat and markdown, and fails on command. Every invention is recorded in `calls`, so a test can
 * assert that the desk's checks catch what was planted. Plain CommonJS so the plain-JS benchmarks
 * can require it as well as the jest specs and e2e tests; types and usage in sloppy-model.d.ts.
 */
const { endStream, listenOpenAi, openAiError, sendJson, sleep, startStream, wordPieces } = require('./openai-loopback');

const MODEL = 'sloppy-newsroom-model';
const WORDS_PER_MINUTE = 150;
const DEFAULTS = Object.freeze({
  invent: true,
  preamble: true,
  long: true,
  learns: true,
  failures: null,
  latencyMs: 0,
});
const FAILURE_KINDS = ['429', '500', 'cut', 'empty'];
/** How far over time a long answer runs: the middle of the 40-70 % band, with room for counting slack. */
const LONG = { min: 1.45, aim: 1.55, max: 1.62 };
const REASK = /^Your draft failed the desk's checks/;

// ---- What the model makes up. None of these names (first or last) is in copy-engine's test corpus.

const NAMES = ['Ingrid Solberg', 'Tobias Wrenfield', 'Gideon Hartsell', 'Celeste Varga', 'Desmond Thackery'];
const SPEAKER_TITLES = ['neighborhood association president', 'longtime resident', 'county emergency coordinator'];
const NUMBERS = [37, 48, 64, 73, 86, 29, 58, 91];
const QUOTES = [
  'We have never seen anything like this here',
  'Everyone is still trying to make sense of it',
  'It could have been so much worse',
  'We are going to get through this together',
];
/** Three words, so the fact check counts them as quotations; short enough for a banner. */
const BANNER_QUOTES = ['We Will Rebuild', 'Never Seen Worse', 'Scariest Night Ever'];
/** Claims with no number, each with the words that mean the story already makes it. */
const CLAIMS = [
  { text: 'Police arrested the driver at the scene.', short: 'Driver Arrested', said: /arrest|driver/i },
  { text: 'Nearby homes were evacuated.', short: 'Homes Evacuated', said: /evacuat/i },
  {
    text: 'The victim died at the hospital.',
    short: 'Victim Dies',
    said: /\bdie[ds]?\b|dead|death|killed|hospital|victim/i,
  },
  { text: 'Officials say the cause is under investigation.', short: 'Cause Under Probe', said: /cause|investigat/i },
  { text: 'The building was declared a total loss.', short: 'Total Loss', said: /total loss|destroyed|building/i },
];
const LAST_RESORT_CLAIM = { text: 'Officials called it a complete surprise.', short: 'Officials Stunned' };
const NUMBER_LINES = [
  (n) => `At least ${n} people were affected, officials said.`,
  (n) => `Officials say ${n} families are still waiting for answers.`,
  (n) => `Crews took ${n} calls for help in the first hour.`,
];
const NAME_LINES = [
  (who) => `Neighbor ${who} says the news spread quickly.`,
  (who) => `${who} watched it all unfold from across the street.`,
];
/** Fact-free padding: what a long-winded model adds when it runs over. */
const FILLERS = [
  'It is a story a lot of people here are talking about tonight.',
  'We will keep following this story and bring you updates as we get them.',
  'Stay with us for more on this developing story.',
  'It is something the whole community is watching closely.',
  'And that is the very latest.',
  'People who live here say they want answers.',
  'It has been a long day for everyone involved.',
  'We will have more later in this newscast.',
];
const TEASE_CLOSERS = [
  'The details are coming up after the break.',
  'We have the whole story right after this.',
  'Stay with us to find out what happens next.',
];
const CALLS_TO_ACTION = ['Read the full story on our website.', 'Tap for details.', 'More on our website.'];
const COACH_ADVICE = [
  'Start with the time, not the words. At the desk rate, every second of air is about two and a half words, so write to a word count before you polish anything.',
  '1. Read the script aloud with a stopwatch before you file it.\n2. Cut whole sentences from the end first; trimming words in the middle rarely saves enough.\n3. Keep one thought to a sentence so the anchor can breathe.',
  'Next step: time your next three scripts out loud and note how far off your first draft was.',
].join('\n\n');
const PREAMBLES = {
  simplify: 'Sure! Here is your simplified script:',
  vosot: 'Sure! Here is your VOSOT package:',
  tease: 'Sure! Here are three teases:',
  banner: 'Sure! Here are three banner options:',
  social: 'Sure! Here are three posts:',
  article: 'Sure! Here is your article:',
  coach: 'Great question! Here is my advice:',
  unknown: 'Sure! Here you go:',
};
const SIGN_OFF = "Let me know if you'd like any changes!";

// ---- Reading text the way a producer would, closely enough to time and quote it.

const ABBREVIATION =
  /^(?:[A-Z]|Mr|Mrs|Ms|Dr|Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec|Sgt|Lt|Capt|Cpl|Det|Gov|Sen|Rep|Gen|Col|Maj|Supt|Prof|Rev|St|Ave|Blvd|Rd|Mt|Ft|Jr|Sr|No|Co|Corp|Inc|a\.m|p\.m|U\.S)\.$/;

/** Sentences, never split inside a quotation or after a title such as "Sgt.". */
function splitSentences(text) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const out = [];
  let current = [];
  let open = false;
  tokens.forEach((token, i) => {
    current.push(token);
    for (const ch of token) {
      if (ch === '"') open = !open;
      else if (ch === '“') open = true;
      else if (ch === '”') open = false;
    }
    const next = tokens[i + 1];
    const ends = /[.!?]["”’)]*$/.test(token) && !ABBREVIATION.test(token.replace(/^["“(]+/, ''));
    if (ends && !open && (!next || /^["“(]?[A-Z0-9]/.test(next))) {
      out.push(current.join(' '));
      current = [];
    }
  });
  if (current.length) out.push(current.join(' '));
  return out;
}

/** Words said for a whole number below a thousand ("forty-five" is two). */
function underThousand(n) {
  const rest = n % 100;
  return (n >= 100 ? 2 : 0) + (rest === 0 ? 0 : rest < 20 || rest % 10 === 0 ? 1 : 2);
}

/** Words said for a whole number ("4,500" is four). */
function numberWords(n) {
  if (n === 0) return 1;
  let words = 0;
  let rest = n;
  for (const scale of [1e9, 1e6, 1e3]) {
    const chunk = Math.floor(rest / scale);
    if (chunk > 0) words += underThousand(chunk % 1000) + 1;
    rest %= scale;
  }
  return words + underThousand(rest);
}

/** Words said for a year: "nineteen ninety-nine", "two thousand five". */
function yearWords(n) {
  if (n >= 2000 && n < 2010) return n === 2000 ? 2 : 3;
  const tail = n % 100;
  return underThousand(Math.floor(n / 100)) + (tail === 0 ? 1 : tail < 10 ? 2 : underThousand(tail));
}

/** Words said for a figure: "1999" as a year, "$4.5" with its decimals and "dollars". */
function figureWords(token) {
  const extra = (token.includes('$') ? 1 : 0) + (token.includes('%') ? 1 : 0);
  const [whole, decimals = ''] = token
    .replace(/[$%]/g, '')
    .replace(/(st|nd|rd|th|s)$/i, '')
    .split('.');
  const digits = whole.replace(/,/g, '');
  if (!/^\d+$/.test(digits)) return 1 + extra;
  const n = Number(digits);
  const year = !whole.includes(',') && !extra && !decimals && /^\d{4}$/.test(digits) && n >= 1100 && n < 2100;
  const base = year ? yearWords(n) : numberWords(n);
  return base + (decimals ? 1 + decimals.length : 0) + extra;
}

/** Words an anchor says, counted closely enough to copy-engine's readSeconds to time copy. */
function spokenWords(text) {
  return text
    .replace(/\[[^\]]*\]|\([^)]*\)/g, ' ')
    .split(/\s+/)
    .reduce((sum, raw) => {
      const core = raw.replace(/^[^\w$]+/, '').replace(/[^\w%.]+$/, '');
      if (/^(?:[A-Za-z]\.)+[A-Za-z]\.?$/.test(core)) return sum + core.replace(/\./g, '').length;
      const token = core.replace(/\.+$/, '');
      if (!token) return sum;
      const parts = token.split(/[-–/]/).filter((p) => /[\w$%]/.test(p)).length;
      if (parts > 1) return sum + parts;
      return sum + (/^[$]?\d/.test(token) ? figureWords(token) : 1);
    }, 0);
}

const wordsIn = (sentences) => sentences.reduce((sum, s) => sum + spokenWords(s), 0);
const normalise = (text) =>
  text
    .toLowerCase()
    .replace(/[^\w\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A surname alone ("Ortiz") stands for the fuller name the story used first ("Mayor Jane Ortiz"). */
function fullName(who, story) {
  if (/\s/.test(who)) return who;
  const m = new RegExp(`((?:[A-Z][\\w.'’-]*\\s+){1,3})${escape(who)}\\b`).exec(story);
  return m ? m[0] : who;
}

/** The attributed quotation in a sentence, or null. */
function quotationIn(sentence, story) {
  const m = /["“]([^"“”]{8,})["”]/.exec(sentence);
  if (!m) return null;
  const after = sentence.slice(m.index + m[0].length);
  const before = sentence.slice(0, m.index);
  const who = (/^\s*,?\s*said\s+(.+?)\.?$/i.exec(after) ||
    /^\s*,?\s*(.+?)\s+said\.?$/i.exec(after) ||
    /^(.+?)\s+said,?\s*$/i.exec(before) ||
    [])[1];
  if (!who) return null;
  return { quote: m[1].trim().replace(/,$/, ''), speaker: fullName(who.trim(), story) };
}

/** The story's sentences (crew lines dropped), the ones without quotation marks, and its quotations. */
function readStory(story) {
  const text = story
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^\[[^\]]*\]$/.test(line))
    .join(' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentences = splitSentences(text);
  return {
    text,
    sentences,
    narration: sentences.filter((s) => !/["“”]/.test(s)),
    quotes: sentences.map((s) => quotationIn(s, text)).filter(Boolean),
  };
}

// ---- Reading the request.

const TOOLS = [
  ['banner', /lower-third banner/i],
  ['social', /social media posts/i],
  ['vosot', /VOSOT|ANCHOR INTRO:/],
  ['tease', /write teases/i],
  ['article', /digital news article/i],
  ['coach', /career coach/i],
  ['simplify', /rewrite a news script|Target length:/i],
];

const contentOf = (m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''));

/** Which tool asked, whether it is a re-ask, and the brief (the user message holding the story). */
function readRequest(body) {
  const messages = Array.isArray(body.messages) ? body.messages.filter(Boolean) : [];
  const users = messages.map((m, i) => ({ m, i })).filter(({ m }) => m.role === 'user');
  const brief = users.find(({ m }) => /<<<\n[\s\S]*?\n>>>/.test(contentOf(m))) || users[users.length - 1];
  const user = brief ? contentOf(brief.m) : '';
  // The tool is named by its brief, never by the story, which could say anything.
  const system = messages
    .filter((m) => m.role === 'system')
    .map(contentOf)
    .join('\n');
  const label = `${system}\n${user.split('<<<')[0]}`;
  const tool = (TOOLS.find(([, pattern]) => pattern.test(label)) || ['unknown'])[0];
  const first = users[0];
  const last = users[users.length - 1];
  const reask =
    !!first &&
    messages.some((m, i) => i > first.i && m.role === 'assistant') &&
    REASK.test(contentOf(last.m).trimStart());
  const fenced = /<<<\n([\s\S]*?)\n>>>/.exec(user);
  return { tool, reask, user, story: (fenced ? fenced[1] : user).trim() };
}

const numberAfter = (pattern, text) => Number((pattern.exec(text) || [])[1]) || 0;

// ---- Inventing, repeatably: everything a call makes up follows from its index.

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

function shuffle(list, rand) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The facts one call makes up, each a sentence (and a banner-sized phrase) with what it plants. */
function inventionsFor(story, index) {
  const rand = mulberry32(index * 7919 + 17);
  const text = story.text;
  const n = rotate(NUMBERS, index).find((x) => !text.includes(String(x))) || 97;
  const [name, quoter, speaker] = rotate(NAMES, index);
  const quote = rotate(QUOTES, index).find((q) => !normalise(text).includes(normalise(q))) || QUOTES[0];
  const claim = rotate(CLAIMS, index).find((c) => !c.said.test(text)) || LAST_RESORT_CLAIM;
  const bannerQuote = BANNER_QUOTES[index % BANNER_QUOTES.length];
  return {
    rand,
    speaker: { name: speaker, title: SPEAKER_TITLES[index % SPEAKER_TITLES.length] },
    number: {
      sentence: NUMBER_LINES[index % NUMBER_LINES.length](n),
      phrase: `${n} Affected`,
      planted: [{ kind: 'number', text: String(n) }],
    },
    name: {
      sentence: NAME_LINES[index % NAME_LINES.length](name),
      phrase: `${name} Reacts`,
      planted: [{ kind: 'name', text: name }],
    },
    quotation: {
      sentence: `${quoter} said, "${quote}."`,
      phrase: `"${bannerQuote}"`,
      planted: [
        { kind: 'quotation', text: quote },
        { kind: 'name', text: quoter },
      ],
      phrasePlanted: [{ kind: 'quotation', text: bannerQuote }],
    },
    claim: {
      sentence: claim.text,
      phrase: claim.short,
      planted: [{ kind: 'claim', text: claim.text }],
      phrasePlanted: [{ kind: 'claim', text: claim.short }],
    },
  };
}

const FACT_KINDS = ['number', 'name', 'quotation', 'claim'];

// ---- Fitting copy to time.

/** Sentences of `pool`, in order, that fit `maxWords` together; a sentence that would overflow is skipped. */
function fill(pool, maxWords) {
  const out = [];
  let used = 0;
  for (const s of pool) {
    const words = spokenWords(s);
    if (used + words <= maxWords) {
      out.push(s);
      used += words;
    }
  }
  return out;
}

/**
 * Source sentences for a timed answer around `fixedWords` already written: within the target, or
 * (long) 40-70 % over it, padded with fact-free filler when the story runs out.
 */
function timed(pool, fixedWords, targetWords, long) {
  if (!long) {
    const chosen = fill(pool, targetWords - fixedWords);
    return { chosen: chosen.length || fixedWords ? chosen : pool.slice(0, 1), padding: [] };
  }
  const chosen = fill(pool, targetWords * LONG.aim - fixedWords);
  const padding = [];
  let words = fixedWords + wordsIn(chosen);
  // A windy model repeats itself once it has run out of things to say, so the filler cycles.
  for (let i = 0; words < targetWords * LONG.min && i < FILLERS.length * 20; i++) {
    const filler = FILLERS[i % FILLERS.length];
    if (words + spokenWords(filler) > targetWords * LONG.max) continue;
    padding.push(filler);
    words += spokenWords(filler);
  }
  return { chosen, padding };
}

const longNote = (words, target) => ({
  kind: 'long',
  text: `${Math.round((words * 60) / WORDS_PER_MINUTE)} s of copy for a ${target}-second target`,
});

/** Puts each of `extra` into `list` at a position the call's dice choose, within the first `within`. */
function insertEarly(list, extra, rand, within) {
  const out = [...list];
  for (const item of extra) out.splice(1 + Math.floor(rand() * Math.min(within, out.length)), 0, item);
  return out;
}

// ---- One writer per tool: ({ story, user, index, inv, long, dress }) => { text, planted }; inv is null when
// the model writes honestly.

function simplify(ctx) {
  const target = numberAfter(/Target length:\s*(\d+)/i, ctx.user) || 30;
  const targetWords = (target * WORDS_PER_MINUTE) / 60;
  const facts = ctx.inv ? shuffle(FACT_KINDS, ctx.inv.rand).map((k) => ctx.inv[k]) : [];
  const sentences = facts.map((f) => f.sentence);
  const { chosen, padding } = timed(ctx.story.sentences, wordsIn(sentences), targetWords, ctx.long);
  // Inventions early, so a desk that cuts long copy from the end still has them to catch.
  const lines = [...insertEarly(chosen, sentences, ctx.inv?.rand, 3), ...padding];
  const planted = facts.flatMap((f) => f.planted);
  if (ctx.long) planted.push(longNote(wordsIn(lines), target));
  return { text: lines.join('\n'), planted };
}

function vosot(ctx) {
  const target = numberAfter(/Total package length:\s*(\d+)/i, ctx.user) || 30;
  const targetWords = (target * WORDS_PER_MINUTE) / 60;
  const planted = [];
  const real = ctx.story.quotes[0];
  let bite = real ? { speaker: real.speaker, quote: real.quote } : null;
  if (ctx.inv) {
    // Three ways a careless model mangles the bite, in turn: a stranger says a clipped quote, the
    // real speaker says more than they did, a stranger says something nobody said.
    const variant = real ? ctx.index % 3 : 2;
    const stranger = `${ctx.inv.speaker.name}, ${ctx.inv.speaker.title}`;
    const words = real ? real.quote.replace(/[.,!?]+$/, '').split(/\s+/) : [];
    if (variant === 0) {
      const cut = words.slice(0, Math.max(3, Math.ceil(words.length * 0.6))).join(' ');
      bite = { speaker: stranger, quote: cut };
    } else if (variant === 1) {
      bite = { speaker: real.speaker, quote: `${words.join(' ')}, and we will not forget it` };
    } else {
      bite = { speaker: stranger, quote: ctx.inv.quotation.planted[0].text };
    }
    if (variant !== 1) planted.push({ kind: 'speaker', text: stranger });
    planted.push({ kind: 'quotation', text: bite.quote });
  }
  const quoted = bite ? `"${bite.quote.replace(/[,;:]$/, '')}${/[.!?]$/.test(bite.quote) ? '' : '.'}"` : '';
  const facts = ctx.inv ? shuffle(['number', 'name', 'claim'], ctx.inv.rand).map((k) => ctx.inv[k]) : [];
  facts.forEach((f) => planted.push(...f.planted));
  const fixed = wordsIn(facts.map((f) => f.sentence)) + spokenWords(quoted);
  const { chosen, padding } = timed(ctx.story.narration, fixed, targetWords, ctx.long);
  const [intro = '', ...rest] = chosen;
  const half = Math.ceil(rest.length / 2);
  // Inventions open the voice overs: the desk trims each section from its end.
  const voiceOver = [...facts.slice(0, 2).map((f) => f.sentence), ...rest.slice(0, half)];
  const continuing = [...facts.slice(2).map((f) => f.sentence), ...rest.slice(half), ...padding];
  const head = (label) => (ctx.dress ? `**${label}**` : label);
  if (ctx.dress) planted.push({ kind: 'markdown', text: head('ANCHOR INTRO:') });
  const cues = bite ? bite.quote.replace(/[.,!?;:]+$/, '').split(/\s+/) : [];
  const sot = bite
    ? [`[SOT: ${bite.speaker}]`, quoted, `IN: ${cues.slice(0, 3).join(' ')}...`, `OUT: ...${cues.slice(-3).join(' ')}`]
    : ['[NO SOT AVAILABLE]'];
  const text = [
    head('ANCHOR INTRO:'),
    intro,
    '',
    head('VOICE OVER:'),
    ...voiceOver,
    '',
    head('SOUND ON TAPE:'),
    ...sot,
    '',
    head('CONTINUING VOICE OVER:'),
    ...continuing,
  ].join('\n');
  if (ctx.long) planted.push(longNote(wordsIn([intro, ...voiceOver, quoted, ...continuing]), target));
  return { text, planted };
}

function tease(ctx) {
  const pool = ctx.story.narration.length ? ctx.story.narration : ctx.story.sentences;
  const lead = (i) => pool[i % pool.length] || ctx.story.text;
  if (!ctx.inv) return { text: [0, 1, 2].map((i) => `${lead(i)} ${TEASE_CLOSERS[i]}`).join('\n\n'), planted: [] };
  const [a, b, c, d] = shuffle(FACT_KINDS, ctx.inv.rand).map((k) => ctx.inv[k]);
  // Each tease is exactly two sentences, so every invention survives the tool's two-sentence cut.
  const teases = shuffle(
    [`${lead(0)} ${a.sentence}`, `${b.sentence} ${TEASE_CLOSERS[1]}`, `${c.sentence} ${d.sentence}`],
    ctx.inv.rand,
  );
  return { text: teases.join('\n\n'), planted: [a, b, c, d].flatMap((f) => f.planted) };
}

/** Whole words from the start of `words` while they fit in `limit` characters. */
function fitWords(words, limit) {
  let out = '';
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (next.length > limit) break;
    out = next;
  }
  return out;
}

/** `OPTION n:` lines, the label in bold when the model dresses up its answer. */
function optionLines(options, ctx, planted) {
  const label = (i) => (ctx.dress ? `**OPTION ${i + 1}:**` : `OPTION ${i + 1}:`);
  if (ctx.dress) planted.push({ kind: 'markdown', text: label(0) });
  return options.map((o, i) => `${label(i)} ${o}`).join('\n');
}

/** Which invention each of the three options carries: over two calls, every kind and every option. */
const optionKinds = (index) => [0, 1, 2].map((j) => FACT_KINDS[(index * 3 + j) % FACT_KINDS.length]);

function banner(ctx) {
  const limit = numberAfter(/Character limit:\s*(\d+)/i, ctx.user) || 40;
  const words = ctx.story.text.replace(/[.]$/, '').split(/\s+/);
  // Only articles go: dropping any other word can turn a headline round ("Not guilty plea").
  const brief = words.filter((w) => !/^(?:a|an|the)$/i.test(w));
  const honest = [fitWords(words, limit), fitWords(brief, limit), fitWords(brief, Math.round(limit * 0.8))];
  if (!ctx.inv) return { text: optionLines(honest, ctx, []), planted: [] };
  const planted = [];
  const options = optionKinds(ctx.index).map((kind, j) => {
    const fact = ctx.inv[kind];
    const phrase = fact.phrase.length <= limit ? fact.phrase : fact.planted[0].text;
    planted.push(...(fact.phrasePlanted || fact.planted));
    const rest = fitWords(j === 0 ? words : brief, limit - phrase.length - 2);
    return rest ? `${rest}; ${phrase}` : phrase;
  });
  return { text: optionLines(options, ctx, planted), planted };
}

/** A post of the kept parts and as many others as fit `max`, topped up to `min` with a call to action. */
function fitPost(parts, min, max) {
  let room = max - parts.filter((p) => p.keep).reduce((n, p) => n + p.text.length + 1, 0) + 1;
  const chosen = parts.filter((p) => {
    if (p.keep) return true;
    if (p.text.length + 1 > room) return false;
    room -= p.text.length + 1;
    return true;
  });
  let post = chosen.map((p) => p.text).join(' ');
  for (const cta of CALLS_TO_ACTION) {
    if (post.length < min && post.length + cta.length + 1 <= max) post = `${post} ${cta}`;
  }
  return post;
}

function social(ctx) {
  const m = /(\d+)-(\d+) characters per post/.exec(ctx.user);
  const [min, max] = m ? [Number(m[1]), Number(m[2])] : [100, 200];
  const pool = ctx.story.sentences;
  const planted = [];
  const kinds = ctx.inv ? optionKinds(ctx.index) : [];
  const posts = [0, 1, 2].map((j) => {
    const parts = rotate(pool, j % Math.max(pool.length, 1)).map((text) => ({ text, keep: false }));
    const fact = ctx.inv && ctx.inv[kinds[j]];
    if (fact) {
      parts.splice(Math.floor(ctx.inv.rand() * 2), 0, { text: fact.sentence, keep: true });
      planted.push(...fact.planted);
    }
    return fitPost(parts, min, max);
  });
  return { text: optionLines(posts, ctx, planted), planted };
}

function article(ctx) {
  const headline = (/^Headline:\s*(.+)$/m.exec(ctx.user) || [])[1] || ctx.story.sentences[0] || 'Story';
  const dateline = ((/^Dateline:\s*(.+)$/m.exec(ctx.user) || [])[1] || '').trim();
  const [first = '', ...rest] = ctx.story.sentences;
  const paragraphs = [];
  for (let i = 0; i < rest.length; i += 2) paragraphs.push(rest.slice(i, i + 2).join(' '));
  const facts = ctx.inv ? shuffle(FACT_KINDS, ctx.inv.rand).map((k) => ctx.inv[k]) : [];
  const body = [
    dateline ? `${dateline} ${first}` : first,
    ...insertEarly(
      paragraphs,
      facts.map((f) => f.sentence),
      ctx.inv?.rand,
      4,
    ),
  ];
  const planted = facts.flatMap((f) => f.planted);
  const title = ctx.dress ? `**${headline}**` : headline;
  if (ctx.dress) planted.push({ kind: 'markdown', text: title });
  return { text: [title, ...body].join('\n\n'), planted };
}

function coach() {
  return { text: COACH_ADVICE, planted: [] };
}

function echo(ctx) {
  return { text: ctx.story.sentences.slice(0, 3).join('\n') || 'OK', planted: [] };
}

const WRITERS = { simplify, vosot, tease, banner, social, article, coach, unknown: echo };
/** Tools whose copy sits in a code fence when dressed up; the others bold their labels instead. */
const FENCED = new Set(['simplify', 'tease', 'coach', 'unknown']);

/** The answer to one request, and what it planted (each planted string is in the text, bar 'long'). */
function answer(request, options, index) {
  const honest = request.reask && options.learns;
  const story = readStory(request.story);
  const timedTool = request.tool === 'simplify' || request.tool === 'vosot';
  const ctx = {
    story,
    user: request.user,
    index,
    inv: options.invent && !honest && request.tool !== 'coach' ? inventionsFor(story, index) : null,
    long: options.long && !honest && timedTool,
    dress: options.preamble && !honest,
  };
  const written = WRITERS[request.tool](ctx);
  if (!ctx.dress) return written;
  const preamble = PREAMBLES[request.tool];
  const body = FENCED.has(request.tool) ? ['```', written.text, '```'].join('\n') : written.text;
  const planted = [
    { kind: 'preamble', text: preamble },
    ...(FENCED.has(request.tool) ? [{ kind: 'markdown', text: '```' }] : []),
    ...written.planted,
    { kind: 'preamble', text: SIGN_OFF },
  ];
  return { text: [preamble, '', body, '', SIGN_OFF].join('\n'), planted };
}

// ---- Failing on command.

/** The failure for a call: the first `every` calls of each `of` fail, cycling through `kinds`. */
function failureFor(index, failures) {
  if (!failures || !(failures.every > 0)) return null;
  const of = Math.max(failures.of || failures.every, 1);
  const every = Math.min(failures.every, of);
  const position = index % of;
  if (position >= every) return null;
  const kinds = failures.kinds && failures.kinds.length ? failures.kinds : FAILURE_KINDS;
  return kinds[(Math.floor(index / of) * every + position) % kinds.length];
}

/** Sends a completion: JSON, or SSE chunks; `cut` drops the connection half way through. */
async function sendCompletion(res, body, index, text, cut) {
  const id = `chatcmpl-sloppy-${index}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model || MODEL;
  if (!body.stream) {
    const json = JSON.stringify({
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: spokenWords(text), total_tokens: 1 + spokenWords(text) },
    });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    if (!cut) return res.end(json);
    res.write(json.slice(0, Math.floor(json.length / 2)));
    await sleep(20);
    return res.socket && res.socket.destroy();
  }
  const chunk = startStream(res, { id, created, model });
  chunk({ role: 'assistant', content: '' });
  const parts = text ? wordPieces(text, 8) : [];
  for (const [i, piece] of parts.entries()) {
    if (cut && i >= parts.length / 2) {
      // Let the first half reach the client, then drop the line as a dying upstream does.
      await sleep(20);
      return res.socket && res.socket.destroy();
    }
    chunk({ content: piece });
  }
  endStream(res, chunk);
}

// ---- The server.

function startSloppyModel(settings = {}) {
  const model = settings.model || MODEL;
  let options = { ...DEFAULTS };
  const calls = [];

  async function completions(res, body) {
    const index = calls.length;
    const request = readRequest(body);
    const failure = failureFor(index, options.failures);
    const record = { tool: request.tool, reask: request.reask, outcome: failure || 'answered', planted: [] };
    calls.push(record);
    if (options.latencyMs) await sleep(options.latencyMs);
    if (res.destroyed) return;
    if (failure === '429') {
      const seconds = options.failures.retryAfterSeconds ?? 1;
      return sendJson(
        res,
        429,
        openAiError('Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded'),
        { 'retry-after': String(seconds) },
      );
    }
    if (failure === '500') {
      return sendJson(
        res,
        500,
        openAiError('The server had an error while processing your request.', 'server_error', null),
      );
    }
    if (failure === 'empty') return sendCompletion(res, body, index, '', false);
    const written = answer(request, options, index);
    if (failure !== 'cut') record.planted = written.planted;
    return sendCompletion(res, body, index, written.text, failure === 'cut');
  }

  const completionsFor = (_req, res, body) => completions(res, { ...body, model: body.model || model });
  return listenOpenAi({
    model,
    ownedBy: 'sloppy',
    completions: completionsFor,
    host: settings.host,
    port: settings.port,
  }).then((server) => ({
    ...server,
    calls,
    configure(change) {
      options = { ...options, ...change };
    },
    reset() {
      options = { ...DEFAULTS };
      calls.length = 0;
    },
  }));
}

module.exports = { startSloppyModel, SLOPPY_MODEL: MODEL, SLOPPY_NAMES: NAMES };

/**
 * Sentence compression that keeps the facts a producer airs. It only removes the writer's own
 * words (never retypes them), and only the parts a sentence stands without: asides between commas
 * (relative clauses, appositives, participle phrases), parentheticals, and at the tight level a
 * trailing phrase about a vague place ("on the north side"). A sentence with a quotation in it is
 * left whole, because a quotation is used whole or not at all.
 */
import { hasFiniteVerb, isFiniteVerb, isWord } from './grammar';
import { tag } from './tagger';
import type { Token } from './tagger';

export type CompressionLevel = 'light' | 'tight';

interface Cut {
  start: number;
  end: number;
}

const RELATIVE = new Set(['who', 'which', 'whose', 'whom', 'where']);
/** Prepositions that add a place or circumstance the lead can live without. */
const LOOSE_PREPOSITIONS = new Set(['on', 'in', 'at', 'near', 'along', 'across', 'around', 'inside', 'outside']);
/** Place nouns vague enough that the phrase they end adds no fact the listener needs. */
const VAGUE_PLACES = new Set([
  'side',
  'area',
  'areas',
  'neighborhood',
  'region',
  'part',
  'end',
  'vicinity',
  'community',
]);
const TITLE_WORDS =
  /^(?:mayor|sen|senator|gov|governor|rep|dr|judge|chief|sheriff|president|superintendent|coach|commissioner|director|officer|sgt|lt|capt|det|detective|principal|professor|attorney|deputy|trooper|pastor|manager|spokesperson|spokesman|spokeswoman)\.?$/i;

const isComma = (t: Token | undefined): boolean => t?.text === ',';
const hasQuotation = (text: string): boolean => /["“”]/.test(text);

/** The sentence with its removable parts taken out; unchanged when nothing can safely go. */
export function compressSentence(sentence: string, level: CompressionLevel = 'light'): string {
  const text = sentence.trim();
  if (hasQuotation(text)) return text;
  const tokens = tag(text);
  const cuts = [...parentheticals(tokens), ...commaAsides(tokens)];
  if (level === 'tight') cuts.push(...trailingPhrase(tokens, cuts));
  if (cuts.length === 0) return text;
  const out = applyCuts(text, cuts);
  // Never trade a sentence for a fragment: if the cut left no finite verb, keep the original.
  const left = tag(out);
  return hasFiniteVerb(left) && left.filter(isWord).length >= 3 ? out : text;
}

function applyCuts(text: string, cuts: Cut[]): string {
  const merged = [...cuts].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const c of merged) {
    if (c.start < at) continue;
    out += text.slice(at, c.start);
    at = c.end;
  }
  out += text.slice(at);
  return out
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** "(about 9 p.m.)" and a pair of dashes around an aside: "the pipe — the oldest in town — failed". */
function parentheticals(tokens: Token[]): Cut[] {
  const cuts: Cut[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== '(') return;
    const close = tokens.findIndex((u, j) => j > i && u.text === ')');
    if (close > 0) cuts.push({ start: spaceBefore(tokens, i), end: tokens[close].end });
  });
  const dashes = tokens.filter((t) => t.text === '—' || t.text === '--');
  if (dashes.length === 2) {
    const [a, b] = dashes;
    cuts.push({ start: spaceBefore(tokens, a.index), end: b.end });
  }
  return cuts;
}

/** Where the cut of token i starts: at the space before it, so no double space is left. */
const spaceBefore = (tokens: Token[], i: number): number => (i > 0 ? tokens[i - 1].end : tokens[i].start);

/**
 * Asides between commas, or between a comma and the end of the sentence: ", who has led the
 * department since 2019,", ", which was installed in 1958", ", the city's oldest,", ", installed
 * in 1958,". The sentence must still read on either side of the cut.
 */
function commaAsides(tokens: Token[]): Cut[] {
  const cuts: Cut[] = [];
  const commas = tokens.filter(isComma).map((t) => t.index);
  const endIndex = lastWordIndex(tokens) + 1;
  commas.forEach((open, k) => {
    const close = commas[k + 1] ?? endIndex;
    const inside = tokens.slice(open + 1, close);
    if (inside.length === 0) return;
    const first = inside[0];
    const trailing = close === endIndex;
    const before = tokens[open - 1];
    const after = tokens[close + 1];
    const cut = trailing
      ? { start: tokens[open].start, end: tokens[close - 1].end }
      : { start: tokens[open].start, end: tokens[close].end };
    if (RELATIVE.has(first.lower) && (before?.pos === 'NOUN' || before?.pos === 'PROPN')) {
      // A non-restrictive relative clause: the sentence reads the same without it.
      if (trailing || (after && isPredicateStart(tokens, close + 1))) cuts.push(cut);
      return;
    }
    if (trailing) return;
    if (!after || !isPredicateStart(tokens, close + 1)) return;
    if (isParticiplePhrase(inside)) cuts.push(cut);
    else if (isAppositive(tokens, open, inside)) cuts.push(cut);
  });
  return cuts;
}

const lastWordIndex = (tokens: Token[]): number => {
  for (let i = tokens.length - 1; i >= 0; i--) if (isWord(tokens[i])) return i;
  return tokens.length - 1;
};

/** The words after an aside go on with the sentence's verb: "..., failed early Tuesday." */
function isPredicateStart(tokens: Token[], i: number): boolean {
  for (let j = i; j < tokens.length && j <= i + 2; j++) {
    if (isFiniteVerb(tokens, j) || (tokens[j].pos === 'VERB' && /ed$/.test(tokens[j].lower))) return true;
    if (tokens[j].pos !== 'ADV') return false;
  }
  return false;
}

/** ", installed in 1958," or ", citing safety concerns,": a verb form with no subject of its own. */
function isParticiplePhrase(inside: Token[]): boolean {
  const first = inside[0];
  return first.pos === 'VERB' && /(?:ed|ing|en)$/.test(first.lower) && !hasFiniteVerb(inside.slice(1));
}

/**
 * ", the city's oldest water line," after a noun. A person's role is kept when the name before it
 * has no title, since that first full reference is the only place the copy says who they are. An
 * age (", 24,") stays: it is part of how news copy identifies a person.
 */
function isAppositive(tokens: Token[], open: number, inside: Token[]): boolean {
  const before = tokens[open - 1];
  if (!before || (before.pos !== 'NOUN' && before.pos !== 'PROPN')) return false;
  if (inside.every((t) => t.pos === 'NUM')) return false;
  if (hasFiniteVerb(inside) || inside.length > 10) return false;
  if (!/^(?:DET|ADJ|NOUN|PROPN|PRON)$/.test(inside[0].pos)) return false;
  if (before.pos === 'PROPN') {
    let j = open - 1;
    while (j > 0 && tokens[j - 1].pos === 'PROPN') j--;
    const run = tokens.slice(j, open);
    const titled = run.some((t) => TITLE_WORDS.test(t.text)) || TITLE_WORDS.test(tokens[j - 1]?.text ?? '');
    if (!titled) return false;
  }
  return true;
}

/**
 * At the tight level: the last prepositional phrase of a chain of two or more at the end of the
 * sentence, when it holds no name or figure ("... garage burglaries on the north side").
 */
function trailingPhrase(tokens: Token[], existing: Cut[]): Cut[] {
  const end = lastWordIndex(tokens);
  let start = -1;
  for (let i = end; i > 0; i--) {
    if (tokens[i].pos === 'ADP') {
      start = i;
      break;
    }
    // The model sometimes tags "side" in "the north side" as a verb.
    if (!/^(?:DET|ADJ|NOUN|ADV)$/.test(tokens[i].pos) && !VAGUE_PLACES.has(tokens[i].lower)) return [];
  }
  if (start < 0 || !LOOSE_PREPOSITIONS.has(tokens[start].lower) || end - start > 4) return [];
  // Only a vague place ("on the north side", "in the area"): "near each library entrance" is a fact.
  if (!VAGUE_PLACES.has(tokens[end].lower)) return [];
  // Another phrase right before it: the cut leaves the first, which carries the main fact.
  const chained = tokens.slice(Math.max(0, start - 5), start).some((t) => t.pos === 'ADP');
  if (!chained || existing.some((c) => c.end >= tokens[start].start)) return [];
  const left = tokens.slice(0, start);
  if (!hasFiniteVerb(left) || left.filter(isWord).length < 6) return [];
  return [{ start: spaceBefore(tokens, start), end: tokens[end].end }];
}

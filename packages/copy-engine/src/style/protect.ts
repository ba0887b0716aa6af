/**
 * Rewrites that must never touch quotations or crew text. A quotation is the speaker's words and
 * the fact check compares it character for character; crew text in [brackets] or (parentheses) is
 * for the director, not the anchor. Both are found afresh before every rule, because earlier rules
 * shift offsets.
 */

export interface Span {
  start: number;
  end: number;
}

const PROTECTED = /["“][^"“”]*["”]|\[[^\]]*\]|\([^)]*\)/g;

/** Offsets of every quotation and every piece of crew text. */
export function protectedSpans(text: string): Span[] {
  return [...text.matchAll(PROTECTED)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/**
 * Swaps the words of every quotation and every piece of crew text for what `hold` returns (a
 * placeholder), so a chain of rewrite passes cannot touch them. A quotation keeps its marks and its
 * closing punctuation in sight, so rules that look for the end of a sentence (`..." Then`) still
 * find it.
 */
export function holdProtected(text: string, hold: (piece: string) => string): string {
  return text.replace(PROTECTED, (span) => {
    const quote = /^(["“])([\s\S]*?)([.!?,;:…]*["”])$/.exec(span);
    if (!quote) return hold(span);
    return quote[2] ? `${quote[1]}${hold(quote[2])}${quote[3]}` : span;
  });
}

export function insideAny(spans: readonly Span[], start: number, end = start + 1): boolean {
  return spans.some((s) => start < s.end && end > s.start);
}

/** True when `before` (the text up to a match) ends where a sentence starts. */
export function atSentenceStart(before: string): boolean {
  return /(^|[.!?]["”]?\s+|\n\s*)$/.test(before);
}

export type Replacer = (match: RegExpExecArray, before: string) => string;

/** Like String.replace with a global pattern, but leaves matches in quotations or crew text alone. */
export function replaceOutside(text: string, pattern: RegExp, replacer: Replacer): string {
  const spans = protectedSpans(text);
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  const re = new RegExp(pattern.source, flags);
  let out = '';
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    if (insideAny(spans, m.index, m.index + m[0].length)) continue;
    out += text.slice(last, m.index) + replacer(m, text.slice(0, m.index));
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** Gives `replacement` the capital of `original` when the original started with one. */
export function matchCase(original: string, replacement: string): string {
  if (!replacement || !/^[A-Z]/.test(original)) return replacement;
  return replacement.charAt(0).toUpperCase() + replacement.slice(1);
}

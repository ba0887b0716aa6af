import { UnrecoverableError } from 'bullmq';

/**
 * Reading a model's answer: models wrap copy in markdown, code fences, friendly preambles and
 * sign-offs, however firmly the brief says not to. These pure functions take all that off and
 * find the parts a tool needs, so the copy the producer gets is only the copy.
 */

/** "Here are three banners:", "Sure! ...:", "Certainly, here is the simplified script:" */
const PREAMBLE =
  /^(?:here(?:'s| is| are)\b|sure\b|certainly\b|of course\b|okay\b|ok\b|absolutely\b|below\b|great\b|happy to\b|i've\b|i have\b).*$/i;
/** "Let me know if ...", "I hope this helps", "Feel free to ...", "Note: ..." after the copy. */
const SIGN_OFF =
  /^(?:let me know\b|i hope\b|hope this\b|feel free\b|if you(?:'d| would)? like\b|would you like\b|note:|notes:|\*?\(?\s*(?:estimated\s+)?(?:read time|word count|character count|total (?:read )?time)\b)/i;

/** Removes code fences (keeping what is inside), markdown emphasis, headings and quote markers. */
export function stripMarkdown(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/^\s*```[\w-]*\s*$/gm, '')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[\s(])\*(?!\s)([^*\n]+?)\*(?=[\s).,:;!?]|$)/gm, '$1$2')
      // Emphasis markers left unpaired ("**Option 1:** ..." after a split) go too.
      .replace(/\*\*/g, '')
  );
}

/** The answer without markdown, preamble lines or sign-off lines, trimmed. */
export function cleanModelAnswer(raw: string): string {
  const lines = stripMarkdown(raw).split('\n');
  while (lines.length && (!lines[0].trim() || PREAMBLE.test(lines[0].trim()))) lines.shift();
  while (lines.length && (!lines[lines.length - 1].trim() || SIGN_OFF.test(lines[lines.length - 1].trim()))) {
    lines.pop();
  }
  return lines
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Quote marks around a whole option ("...", “...”, '...') are the model's, not the copy's. */
export function stripWrappingQuotes(text: string): string {
  const trimmed = text.trim();
  const pairs: [string, string][] = [
    ['"', '"'],
    ['“', '”'],
    ["'", "'"],
    ['‘', '’'],
  ];
  for (const [open, close] of pairs) {
    if (trimmed.length > 1 && trimmed.startsWith(open) && trimmed.endsWith(close)) {
      const inner = trimmed.slice(1, -1);
      // Only when the marks wrap the whole option, not a quotation that happens to open and close it.
      if (!inner.includes(open) && !inner.includes(close)) return inner.trim();
    }
  }
  return trimmed;
}

/** "(28 characters)", "[27 chars]", "- 95 characters" that models add after an option. */
const COUNT_NOTE = /\s*(?:[([]\s*\d+\s*(?:characters?|chars?)\s*[)\]]|[-–—]\s*\d+\s*(?:characters?|chars?))\s*$/i;

/** "OPTION 1: ...", "Option 1 - ...", "1. ...", "Option #2) ...", "- Option 3: ...". */
const OPTION_LINE =
  /^\s*(?:[-*•]\s*)?(?:\d+[.)]\s*)?(?:option|opt\.?)\s*#?\s*(\d+)\s*(?:[:.)\-–—]+\s*|\s+(?=\S))(.*)$/i;
const NUMBERED_LINE = /^\s*(?:[-*•]\s*)?#?(\d+)\s*[.):\-–—]\s+(.*)$/;

const tidyOption = (text: string): string =>
  stripWrappingQuotes(text.replace(COUNT_NOTE, '').replace(/\s+/g, ' ').trim()).replace(COUNT_NOTE, '');

/** Options marked by a pattern; an option whose text is on the next line is read from there. */
function optionsBy(pattern: RegExp, lines: string[]): string[] {
  const found: string[] = [];
  lines.forEach((line, i) => {
    const m = pattern.exec(line);
    if (!m) return;
    let body = m[2].trim();
    if (!body) {
      const next = lines.slice(i + 1).find((l) => l.trim());
      if (next && !pattern.test(next)) body = next;
    }
    const option = tidyOption(body);
    if (option) found.push(option);
  });
  return found;
}

/**
 * The options in a model's answer: `OPTION n:` lines first (however the model dressed them up),
 * else a numbered list. Throws UnrecoverableError when there are none: the model did not write
 * in the format the tool needs, and the same brief would most likely fail the same way.
 */
export function parseOptions(raw: string, what: string, count = 3): string[] {
  const lines = cleanModelAnswer(raw).split('\n');
  let options = optionsBy(OPTION_LINE, lines);
  if (!options.length) options = optionsBy(NUMBERED_LINE, lines);
  if (!options.length) {
    throw new UnrecoverableError(
      `The language model's answer had no ${what} options (expected lines like "OPTION 1: ..."), so it could not be used`,
    );
  }
  return [...new Set(options)].slice(0, count);
}

/** Throws the permanent "could not read" failure for a tool. */
export function unreadable(what: string): never {
  throw new UnrecoverableError(`The language model's answer could not be read as ${what}`);
}

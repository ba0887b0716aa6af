/**
 * A sentence's main clause, for the writers that say only its news (banners, teases): the subject
 * without its asides and the verb group with what follows up to the next comma.
 */
import { tag } from '../../parse';
import type { Token } from '../../parse';
import { mainVerbIndex, openClauseCut } from './forms';

const isNounish = (t: Token | undefined): boolean => /^(?:NOUN|PROPN|NUM)$/.test(t?.pos ?? '');

/** The tokens as the source spaced them. */
export function render(tokens: readonly Token[]): string {
  let out = '';
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1];
    const spaced = previous !== undefined && t.start !== previous.end;
    out += `${i > 0 && spaced ? ' ' : ''}${t.text}`;
  });
  return out.replace(/\s+([,.;:])/g, '$1').trim();
}

/**
 * A sentence's main clause alone: its subject without the aside between commas ("Strathmore
 * Cabinetry[, which has made cabinets ... for nearly 50 years,]"), its verb group and what follows
 * up to the next comma. A headline says no more than that; the rest is a writer's or a reader's.
 */
export function mainClause(sentence: string): string | undefined {
  const tokens = tag(sentence).filter((t) => !/^[.!?]$/.test(t.text));
  const at = mainVerbIndex(tokens);
  if (at === undefined || at === 0) return undefined;
  let from = 0;
  // "According to a notice, ...", "In Tambridge, ...": what opens the sentence before its subject.
  const opener = tokens.findIndex((t, i) => i < at && t.text === ',');
  let subject = tokens.slice(0, at);
  if (opener >= 0 && /^(?:according|in|on|at|after|before|early|late|last|this)$/i.test(tokens[0].lower)) {
    from = opener + 1;
    subject = tokens.slice(from, at);
  }
  const comma = subject.findIndex((t) => t.text === ',');
  let head = subject;
  if (comma >= 0) {
    // The aside runs from the subject's first comma to the comma before its verb.
    if (subject.at(-1)?.text !== ',' || comma === 0) return undefined;
    head = subject.slice(0, comma);
  }
  // "A fire [that started in a second-floor kitchen] tore through ...": the relative clause goes,
  // and so does a participle's ("A new memorial [honoring the 312 residents ...] will be dedicated").
  const relative = head.findIndex(
    (t, i) =>
      i > 0 &&
      isNounish(head[i - 1]) &&
      (/^(?:that|who|which)$/.test(t.lower) || (t.pos === 'VERB' && /ing$/.test(t.lower) && /^[a-z]/.test(t.text))),
  );
  if (relative > 0) head = head.slice(0, relative);
  // ("a second, 18,000-square-foot store": a comma between describing words is no clause's end.)
  const coordinate = (i: number): boolean =>
    tokens[i - 1]?.pos === 'ADJ' && /^(?:NUM|ADJ)$/.test(tokens[i + 1]?.pos ?? '') && tokens[i + 1]?.lower !== 'and';
  const end = tokens.findIndex((t, i) => i > at && (t.text === ',' || t.text === ';') && !coordinate(i));
  const clause = tokens
    .slice(at, end < 0 ? tokens.length : end)
    .filter((t, k) => !(t.text === ',' && coordinate(at + k)));
  if (head.length === 0 || clause.length === 0) return undefined;
  const main = `${render([...head, ...clause])}.`;
  // ("will close for good when its owners[, Stan and Irene Kowalczyk, retire]": no clause cut open.)
  return openClauseCut(main) ? undefined : main;
}

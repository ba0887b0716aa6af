/**
 * Parts of speech for news copy, from wink-nlp's English model (see README "Why wink-nlp"). Every
 * token keeps its offsets into the sentence, so the rewriters cut the writer's own characters and
 * never retype a word. The model is loaded once, on first use (about 80 ms).
 */
import winkNLP from 'wink-nlp';
import type { ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** Universal Dependencies part-of-speech tags, as the model gives them. */
export type Pos =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE';

export interface Token {
  text: string;
  /** Lower case. */
  lower: string;
  pos: Pos;
  /** The dictionary form: "walked" -> "walk", "was" -> "be", "wo" (of "won't") -> "will". */
  lemma: string;
  /** Offsets into the tagged text. */
  start: number;
  end: number;
  index: number;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

function engine(): Nlp {
  nlp ??= winkNLP(model);
  return nlp;
}

const capitalised = (w: string): boolean => /^[A-Z][a-z]/.test(w);

/** Tokens of `text` with parts of speech, offsets and lemmas. */
export function tag(text: string): Token[] {
  const e = engine();
  const its = e.its;
  const doc = e.readDoc(text);
  const tokens: Token[] = [];
  let cursor = 0;
  doc.tokens().each((t: ItemToken) => {
    const value = t.out() as string;
    let start = text.indexOf(value, cursor);
    // The model normalises a few characters (curly quotes, some dashes); fall back to the cursor.
    if (start < 0) start = cursor + ((t.out(its.precedingSpaces) as string) ?? '').length;
    const end = Math.min(text.length, start + value.length);
    cursor = end;
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      pos: t.out(its.pos) as Pos,
      // The typings declare the lemma accessor with a narrower signature than the runtime's.
      lemma: String(t.out(its.lemma as Parameters<ItemToken['out']>[0])).toLowerCase(),
      start,
      end,
      index: tokens.length,
    });
  });
  return repairTags(tokens);
}

/**
 * The model was trained on general web text; news copy trips it in known places. A capitalised
 * word inside a run of proper nouns is a name ("Marlow Springs", "Public Works Director"), not a
 * verb, and "police" is a noun.
 */
function repairTags(tokens: Token[]): Token[] {
  tokens.forEach((t, i) => {
    if (t.lower === 'police') t.pos = 'NOUN';
    if (i === 0 || !capitalised(t.text) || (t.pos !== 'VERB' && t.pos !== 'NOUN' && t.pos !== 'ADJ')) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (before?.pos === 'PROPN' || (after?.pos === 'PROPN' && capitalised(after.text))) t.pos = 'PROPN';
  });
  // A capitalised word opening a sentence and followed by a name is part of it ("Public Works ...").
  if (tokens[0] && capitalised(tokens[0].text) && tokens[1]?.pos === 'PROPN' && tokens[0].pos === 'VERB') {
    tokens[0].pos = 'PROPN';
  }
  return tokens;
}

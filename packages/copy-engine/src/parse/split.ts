/**
 * Long sentences split for the ear at the joints a writer would use. After the punctuation joints
 * of style/joints.ts (", and police say", "; ", ", which means"), a clause hanging off a noun
 * becomes its own sentence with the noun repeated: "... repairing a water main break that flooded
 * three blocks" -> "... repairing a water main break. The break flooded three blocks". Both halves
 * must be complete sentences, or the sentence stays as written.
 */
import { splitLongSentence } from '../style/joints';
import { countSpokenWords } from '../text/read-time';
import { fragmentReason, isFiniteVerb, isWord } from './grammar';
import { tag } from './tagger';

const MIN_HALF = 6;

export function splitForEar(sentence: string, maxWords = 20): string[] {
  const pieces = splitLongSentence(sentence, maxWords);
  // The punctuation joints do not parse; a piece that is not a sentence undoes that split.
  const joints = pieces.length > 1 && pieces.some((p) => fragmentReason(p)) ? [sentence.trim()] : pieces;
  return joints.flatMap((s) => splitAtRelative(s, maxWords));
}

function splitAtRelative(sentence: string, maxWords: number): string[] {
  const text = sentence.trim();
  if (countSpokenWords(text) <= maxWords || /["“”]/.test(text)) return [text];
  const tokens = tag(text);
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i];
    const head = tokens[i - 1];
    if (!/^(?:that|which)$/.test(t.lower) || head.pos !== 'NOUN') continue;
    if (!isFiniteVerb(tokens, i + 1)) continue;
    const before = tokens.slice(0, i).filter(isWord).length;
    const after = tokens.slice(i + 1).filter(isWord).length;
    if (before < MIN_HALF || after < MIN_HALF) continue;
    const first = `${text.slice(0, head.end).replace(/,$/, '')}.`;
    const second = `The ${head.text} ${text.slice(tokens[i + 1].start)}`;
    if (fragmentReason(first) || fragmentReason(second)) continue;
    return [first, ...splitAtRelative(second, maxWords)];
  }
  return [text];
}

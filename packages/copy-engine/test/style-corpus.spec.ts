/**
 * Every style transform over the whole corpus: no number, quotation or name may be lost, broadcast
 * form reads one sentence a line, and nothing comes back empty.
 */
import { findNumbers } from '../src/numbers/number-values';
import { toApStyle } from '../src/style/ap-style';
import { toBroadcastForm } from '../src/style/broadcast-form';
import { toConcise, toConversational } from '../src/style/tones';
import { findNames, findQuotations } from '../src/text/names-quotes';
import { splitSentences } from '../src/text/sentences';
import { CORPUS } from './corpus';
import type { CorpusScript } from './corpus';

const TRANSFORMS: Array<[string, (s: CorpusScript) => string]> = [
  ['broadcast form', (s) => toBroadcastForm(s.text)],
  ['broadcast form without marks', (s) => toBroadcastForm(s.text, { marks: false })],
  ['conversational', (s) => toConversational(s.text)],
  ['concise', (s) => toConcise(s.text)],
  ['AP style', (s) => toApStyle(s.text, { location: s.location })],
];

/** Number values as a sorted list of "value unit" keys (duplicates kept: none may go missing). */
const numberKeys = (text: string): string[] =>
  findNumbers(text)
    .map((n) => `${n.value} ${n.unit ?? ''}`)
    .sort();

const cases = CORPUS.flatMap((script) => TRANSFORMS.map(([name, fn]) => [script.id, name, script, fn] as const));

describe.each(cases)('%s, %s', (_id, name, script, transform) => {
  const output = transform(script);

  it('is not empty', () => {
    expect(output.trim().length).toBeGreaterThan(0);
  });

  it('keeps every number value', () => {
    const after = numberKeys(output);
    for (const key of numberKeys(script.text)) {
      const at = after.indexOf(key);
      expect({ key, found: at >= 0 }).toEqual({ key, found: true });
      after.splice(at, 1);
    }
  });

  it('keeps every quotation word for word', () => {
    const after = findQuotations(output).map((q) => q.text);
    for (const q of findQuotations(script.text)) expect(after).toContain(q.text);
  });

  it('keeps every name', () => {
    const lower = output.toLowerCase();
    for (const n of findNames(script.text)) {
      expect({ name: n.text, found: lower.includes(n.text.toLowerCase()) }).toEqual({ name: n.text, found: true });
    }
  });

  if (name.startsWith('broadcast form')) {
    it('reads one sentence a line, crew lines apart', () => {
      for (const line of output.split('\n')) {
        if (/^[[(].*[\])]$/.test(line)) continue;
        // A quotation of several sentences is kept whole, so it counts as one.
        // splitSentences ends a sentence at "p.m. Tuesday"; broadcast form keeps the day with its time.
        const outside = line
          .replace(/["“][^"“”]*["”]/g, '"Q"')
          .replace(/\b([ap])\.m\. (?=[MTWFS][a-z]+day\b)/g, '$1m ');
        expect({ line, sentences: splitSentences(outside).length }).toEqual({ line, sentences: 1 });
      }
    });
  }
});

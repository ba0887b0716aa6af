import { CORPUS } from './corpus';
import { writeArticle } from '../src/writers/article';
import { dateline } from '../src/style/ap-style';
import { stripCrewText } from '../src/text/read-time';
import { findQuotations } from '../src/text/names-quotes';
import { splitSentences } from '../src/text/sentences';

const TONES = ['standard', 'feature', 'analysis'] as const;
const CASES = CORPUS.flatMap((s) => TONES.map((tone) => [s.id, tone, s] as const));

describe.each(CASES)('%s, %s', (_id, tone, script) => {
  const input = { broadcastContent: script.text, headline: script.title, location: script.location, tone };
  const { text, checks } = writeArticle(input);
  const [headline, ...paragraphs] = text.split('\n\n');

  it('puts the headline first and a dateline on the lead paragraph when the story happens there', () => {
    expect(headline).toBe(script.title.charAt(0).toUpperCase() + script.title.slice(1));
    const city = script.location.split(',')[0];
    expect(paragraphs[0].startsWith(dateline(script.location))).toBe(stripCrewText(script.text).includes(city));
    // A quotation of several sentences counts once: it is kept whole.
    for (const p of paragraphs) expect(splitSentences(p.replace(/"[^"]*"/g, 'Q')).length).toBeLessThanOrEqual(3);
  });

  it('starts no sentence with a figure other than a year', () => {
    const body = paragraphs.join('\n\n').replace(dateline(script.location), '');
    for (const s of splitSentences(body)) expect(s.text).not.toMatch(/^["“]?\$?\d(?!\d{3}\b)/);
  });

  it("adds no framing line: every sentence is the source's own", () => {
    expect(text).not.toMatch(/Here is what/);
    if (!/a total of/i.test(script.text)) expect(text).not.toMatch(/a total of/i);
  });

  it('keeps every quotation verbatim and invents no fact', () => {
    for (const q of findQuotations(script.text)) expect(text).toContain(q.text);
    expect(checks.facts.issues).toEqual([]);
  });
});

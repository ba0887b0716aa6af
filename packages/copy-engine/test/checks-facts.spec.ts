import { checkFacts } from '../src/checks';
import { toBroadcastNumbers } from '../src/numbers';
import { CORPUS } from './corpus';

/** Plants `planted` after the first sentence of `text` and returns the doctored text and its offset. */
function plant(text: string, planted: string): { doctored: string; at: number } {
  const firstEnd = text.search(/[.!?]\s/) + 1;
  const doctored = `${text.slice(0, firstEnd)} ${planted}${text.slice(firstEnd)}`;
  return { doctored, at: firstEnd + 1 };
}

const PLANTS = [
  { kind: 'number', sentence: 'Officials counted 7,412 complaints.', item: '7,412' },
  { kind: 'number', sentence: 'The repairs cost 93-million dollars.', item: '93-million dollars' },
  {
    kind: 'name',
    sentence: 'Reporters later spoke with Councilwoman Beatrix Quillfeather.',
    item: 'Councilwoman Beatrix Quillfeather',
  },
  {
    kind: 'quotation',
    sentence: '"We will never let this happen again," a spokesman said.',
    item: 'We will never let this happen again,',
  },
  { kind: 'claim', sentence: 'The county treasurer resigned that night.', item: 'resigned' },
] as const;

describe('checkFacts on the unmodified broadcast rewrite of every corpus script', () => {
  it.each(CORPUS.map((s) => [s.id, s.text] as const))('%s: no fact issues', (_id, text) => {
    expect(checkFacts(toBroadcastNumbers(text), text)).toEqual([]);
    expect(checkFacts(text, text)).toEqual([]);
  });
});

describe.each(PLANTS)('a doctored output with an invented $kind', ({ kind, sentence, item }) => {
  it.each(CORPUS.map((s) => [s.id, s.text] as const))('%s: the planted item is flagged where it is', (_id, text) => {
    const { doctored, at } = plant(toBroadcastNumbers(text), sentence);
    const issues = checkFacts(doctored, text);
    // A quotation's position starts at its opening quote mark.
    const start = doctored.indexOf(item, at) - (kind === 'quotation' ? 1 : 0);
    expect(issues).toContainEqual(expect.objectContaining({ kind, start }));
    const issue = issues.find((i) => i.kind === kind && i.start === start)!;
    expect(doctored.slice(issue.start, issue.end)).toContain(issue.text.replace(/[,.]$/, ''));
    // Nothing else in the script is flagged: the check points at the invention only.
    expect(issues.every((i) => i.start >= at && i.end <= at + sentence.length)).toBe(true);
  });
});

describe('matching rules a producer relies on', () => {
  const source =
    'Mayor Jane Ortiz said the project will cost $6,000,000 and take 18 months. "We are ready to build," Ortiz said.';

  it('matches a number by value and unit in any written form', () => {
    expect(checkFacts('The project costs six-million dollars.', source)).toEqual([]);
    expect(checkFacts('The project costs 6 million dollars.', source)).toEqual([]);
    expect(checkFacts('It takes 18 months.', source)).toEqual([]);
  });

  it('flags the same figure with a different unit', () => {
    expect(checkFacts('Costs rose six-million percent.', source)).toEqual([
      expect.objectContaining({ kind: 'number', start: 'Costs rose '.length }),
    ]);
  });

  it('matches part of a source name, case-insensitively, but not a new person', () => {
    expect(checkFacts('Earlier today Ortiz signed it. Mayor Ortiz smiled.', source)).toEqual([]);
    expect(checkFacts('Earlier today mayor JANE ORTIZ signed it.', source)).toEqual([]);
    const issues = checkFacts('Earlier today Jane Whitaker signed it.', source);
    expect(issues).toEqual([{ kind: 'name', text: 'Jane Whitaker', start: 14, end: 27 }]);
  });

  it('matches a quotation ignoring punctuation and spacing, and flags an edited one', () => {
    expect(checkFacts('Ortiz said, "We are   ready to build."', source)).toEqual([]);
    expect(checkFacts('Ortiz said, "We are ready to build it now."', source)).toEqual([
      expect.objectContaining({ kind: 'quotation', start: 12 }),
    ]);
  });

  it('takes a source quotation split by its attribution as two whole quotations', () => {
    const split = 'Chief Ana Ruiz spoke Monday. "We are ready," she said. "The crews start Monday."';
    expect(checkFacts('Ruiz said, "We are ready." She added, "The crews start Monday."', split)).toEqual([]);
  });

  it('flags a quotation cut from a longer one as partial', () => {
    const output = 'Ortiz said, "ready to build."';
    expect(checkFacts(output, source)).toEqual([
      { kind: 'quotation', text: 'ready to build.', start: 12, end: output.length, detail: 'partial' },
    ]);
    // A cut that ends mid-word is not in the source at all.
    expect(checkFacts('Ortiz said, "We are rea."', source)).toEqual([
      expect.objectContaining({ kind: 'quotation', detail: 'not-in-source' }),
    ]);
  });

  it('flags source words that the output puts in quotation marks but the source does not', () => {
    expect(checkFacts('Ortiz said, "the project will cost six-million dollars."', source)).toEqual([
      expect.objectContaining({ kind: 'quotation', detail: 'not-in-source' }),
    ]);
  });
});

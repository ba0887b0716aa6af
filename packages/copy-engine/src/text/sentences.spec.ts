import { splitSentences } from './sentences';

const texts = (t: string) => splitSentences(t).map((s) => s.text);

describe(splitSentences.name, () => {
  it('splits plain sentences and keeps offsets', () => {
    const sut = 'The fire is out. Crews stayed overnight!';
    const result = splitSentences(sut);
    expect(result.map((s) => s.text)).toEqual(['The fire is out.', 'Crews stayed overnight!']);
    for (const s of result) expect(sut.slice(s.start, s.end)).toBe(s.text);
  });

  it('does not split after titles, months or U.S.', () => {
    expect(texts('Mr. Lee met Sen. Hall and Dr. Park on Jan. 5. The U.S. Attorney spoke.')).toEqual([
      'Mr. Lee met Sen. Hall and Dr. Park on Jan. 5.',
      'The U.S. Attorney spoke.',
    ]);
    expect(texts('Gov. Banks toured Main St. Tuesday.')).toHaveLength(1);
  });

  it('keeps decimals and initials inside the sentence', () => {
    expect(texts('Unemployment fell to 8.6 percent. Jane J. Ortiz said so.')).toEqual([
      'Unemployment fell to 8.6 percent.',
      'Jane J. Ortiz said so.',
    ]);
  });

  it('splits after a.m. or p.m. only when a capital follows', () => {
    expect(texts('It began at 9 a.m. Police arrived at 10 a.m. on Friday.')).toEqual([
      'It began at 9 a.m.',
      'Police arrived at 10 a.m. on Friday.',
    ]);
  });

  it('ends a sentence inside closing quotes', () => {
    expect(texts('He said, "We will rebuild." Then he left.')).toEqual([
      'He said, "We will rebuild."',
      'Then he left.',
    ]);
    expect(texts('"Why now?" she asked. Nobody answered.')).toEqual(['"Why now?" she asked.', 'Nobody answered.']);
  });

  it('handles ellipses and question marks', () => {
    expect(texts('And then... nothing. Was it over? Yes... It was.')).toEqual([
      'And then... nothing.',
      'Was it over?',
      'Yes...',
      'It was.',
    ]);
  });

  it('splits on blank lines and around crew directions', () => {
    expect(texts('Storm ahead\n\nStay inside\n[SOT: Mayor Jane Ortiz]\nWe are ready.')).toEqual([
      'Storm ahead',
      'Stay inside',
      '[SOT: Mayor Jane Ortiz]',
      'We are ready.',
    ]);
  });

  it('joins a sentence wrapped over one line break', () => {
    expect(texts('The council voted\nlate Tuesday. It passed.')).toEqual([
      'The council voted\nlate Tuesday.',
      'It passed.',
    ]);
  });

  it('tells "No. 5" from a sentence ending in "no", and a company suffix at the end', () => {
    expect(texts('The No. 5 seed won. She said no. Acme Inc. Then closed.')).toEqual([
      'The No. 5 seed won.',
      'She said no.',
      'Acme Inc.',
      'Then closed.',
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences('  \n ')).toEqual([]);
  });
});

describe('a clock time followed by a day', () => {
  it('keeps "9 p.m. Tuesday" in one sentence, in print and broadcast form', () => {
    expect(splitSentences('It happened at 9 p.m. Tuesday. Police came.').map((x) => x.text)).toEqual([
      'It happened at 9 p.m. Tuesday.',
      'Police came.',
    ]);
    expect(splitSentences('It happened at nine p-m. Tuesday. Police came.').map((x) => x.text)).toEqual([
      'It happened at nine p-m. Tuesday.',
      'Police came.',
    ]);
  });

  it('keeps "5 p.m. Dec. 8" in one sentence (panel Z: "Dec. 8 and will get three minutes each.")', () => {
    expect(
      splitSentences('Residents must sign up by 5 p.m. Dec. 8 and will get three minutes each. Comments are open.').map(
        (x) => x.text,
      ),
    ).toEqual(['Residents must sign up by 5 p.m. Dec. 8 and will get three minutes each.', 'Comments are open.']);
  });

  it('still ends a sentence at p.m. before another capitalised word', () => {
    expect(splitSentences('The meeting ended at 9 p.m. Police left.').map((x) => x.text)).toHaveLength(2);
  });
});

import { checkBite, sourceQuotation } from '../src/checks';

const SOURCE = [
  'Fire Chief Ana Ruiz said crews worked through the night on Elm Street.',
  '"We are ready," Ruiz said. "The crews start Monday and they will not stop until it is done."',
  '"Nobody told us the water would be off for three days," said neighbor Tom Alvarez.',
  'Quarterback Jaylen Brooks threw for 210 yards.',
].join(' ');

describe('checkBite', () => {
  it('passes a whole source quotation in its speaker’s mouth, however the super titles them', () => {
    const quote = 'The crews start Monday and they will not stop until it is done.';
    expect(checkBite({ speaker: 'Fire Chief Ana Ruiz', quote }, SOURCE)).toEqual([]);
    expect(checkBite({ speaker: 'Ana Ruiz, fire chief', quote }, SOURCE)).toEqual([]);
    expect(checkBite({ speaker: 'Ruiz', quote }, SOURCE)).toEqual([]);
    expect(checkBite({ speaker: 'Chief Ruiz', quote: '"We are ready,"' }, SOURCE)).toEqual([]);
  });

  it('flags a speaker the source does not name, with offsets in the speaker string', () => {
    const quote = 'Nobody told us the water would be off for three days.';
    expect(checkBite({ speaker: ' Mayor Ed Park', quote }, SOURCE)).toEqual([
      { kind: 'speaker', text: 'Mayor Ed Park', start: 1, end: 14 },
    ]);
    // A surname the source has, with another first name, is someone else.
    expect(checkBite({ speaker: 'Maria Ruiz', quote }, SOURCE)).toContainEqual(
      expect.objectContaining({ kind: 'speaker', text: 'Maria Ruiz' }),
    );
  });

  it('flags a quote cut from a longer one, and words that are not a source quotation', () => {
    const speaker = 'Ana Ruiz';
    const cut = 'they will not stop until it is done';
    expect(checkBite({ speaker, quote: cut }, SOURCE)).toEqual([
      { kind: 'quotation', text: cut, start: 0, end: cut.length, detail: 'partial' },
    ]);
    expect(checkBite({ speaker, quote: 'Crews worked through the night.' }, SOURCE)).toEqual([
      expect.objectContaining({ kind: 'quotation', detail: 'not-in-source' }),
    ]);
  });

  it('flags a quotation the source gives to someone else', () => {
    const quote = 'Nobody told us the water would be off for three days.';
    expect(checkBite({ speaker: 'Fire Chief Ana Ruiz', quote }, SOURCE)).toEqual([
      { kind: 'speaker', text: 'Fire Chief Ana Ruiz', start: 0, end: 19, detail: 'not-their-words' },
    ]);
    expect(checkBite({ speaker: 'Tom Alvarez', quote }, SOURCE)).toEqual([]);
  });

  it('matches the quote in the broadcast form of the source’s numbers', () => {
    const source = '"We hired 8 more drivers this week," said Director Lena Cho.';
    expect(checkBite({ speaker: 'Lena Cho', quote: 'We hired eight more drivers this week.' }, source)).toEqual([]);
  });
});

describe('sourceQuotation', () => {
  it('gives back the whole quotation a fragment was cut from, with its speaker', () => {
    expect(sourceQuotation('the water would be off', SOURCE)).toEqual({
      text: 'Nobody told us the water would be off for three days,',
      speaker: 'Tom Alvarez',
    });
    expect(sourceQuotation('THEY WILL NOT STOP!', SOURCE)).toEqual({
      text: 'The crews start Monday and they will not stop until it is done.',
      speaker: 'Ruiz',
    });
  });

  it('gives nothing for words no source quotation holds, or a part of a word', () => {
    expect(sourceQuotation('crews worked through the night', SOURCE)).toBeUndefined();
    expect(sourceQuotation('ater would', SOURCE)).toBeUndefined();
  });
});

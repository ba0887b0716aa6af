import { markEmphasis, markPause, toBroadcastForm } from './broadcast-form';
import { splitLongSentence } from './joints';

describe('splitLongSentence', () => {
  it('leaves a short sentence alone', () => {
    expect(splitLongSentence('The council meets Tuesday.')).toEqual(['The council meets Tuesday.']);
  });

  it('splits at ", and" when a new clause follows, capitalising it', () => {
    const long =
      'The storm knocked down power lines across the north side of the county overnight, and crews expect most customers to have power back by Friday evening.';
    expect(splitLongSentence(long)).toEqual([
      'The storm knocked down power lines across the north side of the county overnight.',
      'Crews expect most customers to have power back by Friday evening.',
    ]);
  });

  it('keeps "But" and turns a relative "which" before a verb into "That"', () => {
    const but =
      'The school board approved the new bus routes for the coming year on Monday night, but parents say the early pickup times are too early.';
    expect(splitLongSentence(but)[1]).toBe('But parents say the early pickup times are too early.');
    const which =
      'The county commission voted to raise the property tax rate by half a mill this year, which means the owner of an average home pays about 90 dollars more.';
    expect(splitLongSentence(which)[1]).toBe('That means the owner of an average home pays about 90 dollars more.');
  });

  it('does not split reported speech continued with ", and that"', () => {
    const speech =
      'Union leaders say many of the 85 jobs on the list are already vacant, but that at least 30 people could lose their jobs.';
    expect(splitLongSentence(speech)).toHaveLength(1);
  });

  it('does not split a list or inside a quotation', () => {
    const list =
      'Volunteers handed out water, blankets, canned food, diapers, baby formula and flashlights, and batteries to hundreds of families at the shelter Saturday.';
    expect(splitLongSentence(list)).toHaveLength(1);
    const quote =
      'The mayor said "we will fix the roads this summer, and we will fix the pipes after that, and nobody will pay more for it" at the meeting.';
    expect(splitLongSentence(quote)).toHaveLength(1);
  });
});

describe('marks', () => {
  it('puts one breath pause at the comma nearest the middle of a long sentence', () => {
    expect(markPause('Police have taken 87 reports since January, compared with 31 in all of last year.')).toBe(
      'Police have taken 87 reports since January, // compared with 31 in all of last year.',
    );
    expect(markPause('Nobody was hurt, police say.')).toBe('Nobody was hurt, police say.');
    expect(markPause('The Red Cross is helping nine families with food, clothing and a place to stay.')).not.toContain(
      '//',
    );
    const list =
      'The city has opened three cooling centers, at the Main Library, the Eastside Recreation Center and Grace Fellowship Church.';
    expect(markPause(list)).toBe(list);
  });

  it('emphasises the first figure, or else the first name, once', () => {
    expect(markEmphasis('Police made 14 arrests and seized 3 cars.')).toBe(
      'Police made *14* arrests and seized 3 cars.',
    );
    expect(markEmphasis('Crews are working in Cedar Grove tonight.')).toBe(
      'Crews are working in *Cedar Grove* tonight.',
    );
    expect(markEmphasis('"We lost 40 homes," the chief said.')).toBe('"We lost 40 homes," the chief said.');
  });
});

describe('toBroadcastForm', () => {
  const script = `[VO]
    Police in Maple Falls arrested 2 men Tuesday. Nobody was hurt.
    [SOT: Chief Dan Reyes]
    "They were calm. Then they ran," said Chief Dan Reyes.`.replace(/\n\s+/g, '\n');

  it('puts one sentence a line, crew text on its own lines, quotations whole', () => {
    expect(toBroadcastForm(script, { marks: false }).split('\n')).toEqual([
      '[VO]',
      'Police in Maple Falls arrested 2 men Tuesday.',
      'Nobody was hurt.',
      '[SOT: Chief Dan Reyes]',
      '"They were calm. Then they ran," said Chief Dan Reyes.',
    ]);
  });

  it('keeps a day after "p.m." with its sentence', () => {
    expect(
      toBroadcastForm('A man robbed a pharmacy just after 9 p.m. Tuesday. Nobody was hurt.', { marks: false }),
    ).toBe('A man robbed a pharmacy just after 9 p.m. Tuesday.\nNobody was hurt.');
  });

  it('marks emphasis in the lead sentence only, and not at all with marks off', () => {
    const lines = toBroadcastForm(script).split('\n');
    expect(lines[1]).toBe('Police in Maple Falls arrested *2* men Tuesday.');
    expect(lines.slice(2).join('\n')).not.toContain('*');
    expect(toBroadcastForm(script, { marks: false })).not.toMatch(/\*|\/\//);
  });
});

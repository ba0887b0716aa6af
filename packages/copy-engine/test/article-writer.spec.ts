import { writeArticle } from '../src/writers/article';

const CONTENT =
  'Maple Falls is facing a $4.7 million hole in next year budget. ' +
  'Sales tax revenue came in 6 percent below projections, while health insurance costs rose 11 percent. ' +
  '"Every choice in front of us hurts somebody," said Finance Director Priya Raman. ' +
  'Council has until December 15th to pass a balanced budget.';
const base = { broadcastContent: CONTENT, headline: 'city faces budget shortfall', location: 'Maple Falls, Ohio' };

describe('writeArticle', () => {
  it('writes AP style under a headline and dateline', () => {
    const { text, checks } = writeArticle({ ...base, tone: 'standard' });
    const [headline, lead] = text.split('\n\n');
    expect(headline).toBe('City faces budget shortfall');
    expect(lead.startsWith('MAPLE FALLS, Ohio — Maple Falls is facing')).toBe(true);
    expect(text).toMatch(/6%/);
    expect(text).toMatch(/Dec\. 15/);
    expect(checks.facts.issues).toEqual([]);
  });

  it('tones change the lead and the pace, never add a line', () => {
    const standard = writeArticle({ ...base, tone: 'standard' }).text;
    const feature = writeArticle({ ...base, tone: 'feature' });
    const analysis = writeArticle({ ...base, tone: 'analysis' });
    // Feature: the attributed quote leads; analysis: the sentence with the most figures.
    expect(feature.text.split('\n\n')[1]).toMatch(/^MAPLE FALLS, Ohio — "Every choice/);
    expect(analysis.text.split('\n\n')[1]).toMatch(/^MAPLE FALLS, Ohio — Sales tax revenue came in 6% below/);
    for (const out of [standard, feature.text, analysis.text]) {
      expect(out).not.toMatch(/Here is what|A total of/);
      // The same sentences in every tone: only their order and grouping differ.
      const sentences = (t: string) =>
        t
          .replace(/^.*\n\n|MAPLE FALLS, Ohio — /g, '')
          .split(/(?<=[.!?"])\s+/)
          .sort();
      expect(sentences(out)).toEqual(sentences(standard));
    }
    expect(feature.checks.facts.issues).toEqual([]);
    expect(analysis.checks.facts.issues).toEqual([]);
  });

  it('keeps the producer headline whole, however long', () => {
    const headline = 'maple falls faces a $4.7 million hole as sales tax revenue falls and health insurance costs rise';
    expect(writeArticle({ ...base, headline, tone: 'standard' }).text.split('\n\n')[0]).toBe(
      'Maple falls faces a $4.7 million hole as sales tax revenue falls and health insurance costs rise',
    );
  });

  it('puts a dateline only where the story happens', () => {
    const lead = (location: string, content = CONTENT) =>
      writeArticle({ ...base, broadcastContent: content, location, tone: 'standard' }).text.split('\n\n')[1];
    expect(lead('Maple Falls, Ohio')).toMatch(/^MAPLE FALLS, Ohio — Maple Falls is facing/);
    // The desk is in Riverton, but the story never goes there.
    expect(lead('Riverton, Texas')).toMatch(/^Maple Falls is facing/);
    // Named only as where a company comes from, or as a town of the same name in another state.
    const elsewhere =
      'A Riverton-based chain is closing its store in Lakeview. The company will cut 40 jobs at the Lakeview store next month.';
    expect(lead('Riverton, Texas', elsewhere)).toMatch(/^A Riverton-based chain/);
    const otherState =
      'Flooding closed roads around Maple Falls, Indiana, on Monday. Crews there pumped water from 12 basements.';
    expect(lead('Maple Falls, Ohio', otherState)).toMatch(/^Flooding closed roads/);
    expect(lead('Maple Falls, Indiana', otherState)).toMatch(/^MAPLE FALLS, Ind\. — Flooding/);
  });

  it('keeps a quotation and its unattributed continuation together, verbatim', () => {
    const content =
      'A jury convicted the former owner of a nursing home in Fairhaven on Tuesday. ' +
      '"I would come in and find people who had not been turned in two days," former nurse Tamika Rhodes testified. ' +
      '"I filed reports. Nothing changed." ' +
      'Lang faces up to 35 years in prison.';
    for (const tone of ['standard', 'feature', 'analysis'] as const) {
      const { text } = writeArticle({
        broadcastContent: content,
        headline: 'Verdict',
        location: 'Fairhaven, Pennsylvania',
        tone,
      });
      expect(text).toContain('former nurse Tamika Rhodes testified. "I filed reports. Nothing changed."');
    }
  });

  it('keeps quoted figures as the speaker said them and spells a figure that opens a sentence', () => {
    const content =
      'Maple Falls shipped its last order Tuesday. He said, "We shipped 18 hundred units." ' +
      '$4.7 million was spent on the plant in Maple Falls over 3 years.';
    const { text, checks } = writeArticle({ ...base, broadcastContent: content, tone: 'standard' });
    expect(text).toContain('He said, "We shipped 18 hundred units."');
    expect(text).toContain('Four point seven million dollars was spent on the plant in Maple Falls over three years.');
    expect(checks.facts.issues).toEqual([]);
  });
});

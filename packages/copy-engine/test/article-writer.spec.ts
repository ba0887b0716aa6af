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

  it('leads a feature with the scene and frames an analysis without new facts', () => {
    const feature = writeArticle({ ...base, tone: 'feature' }).text.split('\n\n')[1];
    expect(feature).toMatch(/Every choice/);
    const analysis = writeArticle({ ...base, tone: 'analysis' });
    expect(analysis.text).toMatch(/Here is what the numbers show\./);
    expect(analysis.checks.facts.issues).toEqual([]);
  });
});

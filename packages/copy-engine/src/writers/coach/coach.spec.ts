import { CAREER_STAGES, COACH_SKILL_AREAS, KNOWLEDGE_BASE, STAGE_FRAMING, pickCoachTips, writeCoachAnswer } from '.';

function tipsIn(response: string, area: (typeof COACH_SKILL_AREAS)[number]): string[] {
  return KNOWLEDGE_BASE[area].tips.map((tip) => tip.text).filter((text) => response.includes(text));
}

describe('writeCoachAnswer', () => {
  it('lists the six skill areas and four career stages from the spec', () => {
    expect(COACH_SKILL_AREAS).toEqual(['assessment', 'research', 'data', 'content', 'multimedia', 'workflow']);
    expect(CAREER_STAGES).toEqual(['early', 'mid', 'senior', 'leadership']);
  });

  it('ships four to six tips with keywords for every area and a next step for every stage', () => {
    for (const area of COACH_SKILL_AREAS) {
      const knowledge = KNOWLEDGE_BASE[area];
      expect(knowledge.tips.length).toBeGreaterThanOrEqual(4);
      expect(knowledge.tips.length).toBeLessThanOrEqual(6);
      for (const tip of knowledge.tips) expect(tip.keywords.length).toBeGreaterThan(0);
      for (const stage of CAREER_STAGES) expect(knowledge.nextSteps[stage].length).toBeGreaterThan(0);
    }
  });

  describe.each(COACH_SKILL_AREAS.flatMap((area) => CAREER_STAGES.map((stage) => [area, stage] as const)))(
    '%s / %s',
    (area, stage) => {
      const { response } = writeCoachAnswer({ skillArea: area, careerStage: stage, question: 'How can I get better?' });

      it('answers with the stage framing and next step', () => {
        expect(response.trim().length).toBeGreaterThan(0);
        expect(response).toContain(STAGE_FRAMING[stage]);
        expect(response).toContain(KNOWLEDGE_BASE[area].nextSteps[stage]);
      });

      it('gives three tips of that area as a numbered list', () => {
        expect(tipsIn(response, area)).toHaveLength(3);
        expect(response).toMatch(/^1\. .*\n2\. .*\n3\. /m);
      });
    },
  );

  it('puts the timing tip first for a timing question under content', () => {
    const { response } = writeCoachAnswer({
      skillArea: 'content',
      careerStage: 'early',
      question: 'How do I hit 30 seconds?',
    });
    const timing = KNOWLEDGE_BASE.content.tips.find((tip) => tip.text.includes('stopwatch'));
    expect(timing).toBeDefined();
    expect(KNOWLEDGE_BASE.content.tips.indexOf(timing!)).toBeGreaterThan(0);
    expect(response).toContain(`1. ${timing!.text}`);
  });

  it('still gives three tips, in knowledge-base order, when no keyword matches', () => {
    const { response } = writeCoachAnswer({ skillArea: 'workflow', careerStage: 'mid', question: 'Hmm?' });
    const expected = KNOWLEDGE_BASE.workflow.tips.slice(0, 3).map((tip) => tip.text);
    expect(tipsIn(response, 'workflow')).toEqual(expected);
    expect(response).toContain(`1. ${expected[0]}`);
  });

  it('is deterministic', () => {
    const input = { skillArea: 'data', careerStage: 'senior', question: 'How should I report a poll?' };
    expect(writeCoachAnswer(input)).toEqual(writeCoachAnswer({ ...input }));
    expect(writeCoachAnswer(input).response).toContain('margin of error');
  });

  it('matches short keywords only as whole words, longer ones as word starts', () => {
    const tips = [
      { text: 'first', keywords: ['rundown'] },
      { text: 'ai', keywords: ['ai'] },
      { text: 'seconds', keywords: ['second'] },
    ];
    expect(pickCoachTips(tips, 'When does it air?', 1)[0].text).toBe('first');
    expect(pickCoachTips(tips, 'Can AI help?', 1)[0].text).toBe('ai');
    expect(pickCoachTips(tips, 'Thirty seconds?', 1)[0].text).toBe('seconds');
  });

  it.each(['', '   ', '\n\t'])('rejects an empty question %j', (question) => {
    expect(() => writeCoachAnswer({ skillArea: 'content', careerStage: 'early', question })).toThrow(
      new Error('Please enter a question'),
    );
  });

  it('names an unknown skill area or career stage', () => {
    expect(() => writeCoachAnswer({ skillArea: 'weather', careerStage: 'early', question: 'Hi?' })).toThrow(/weather/);
    expect(() => writeCoachAnswer({ skillArea: 'content', careerStage: 'intern', question: 'Hi?' })).toThrow(/intern/);
  });
});

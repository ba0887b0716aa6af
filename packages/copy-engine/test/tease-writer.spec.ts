import { writeTeases, teaseTopic } from '../src/writers/tease';
import { splitSentences } from '../src/text/sentences';

const VERDICT = `A Fulton County jury found Marcus Hale guilty of murder this afternoon.
Hale was convicted in the 2023 shooting death of Darnell Price outside a Decatur nightclub.
Judge Ellen Park set sentencing for March 12.`;

describe('writeTeases', () => {
  it('hints at the topic with source names and holds back the outcome', () => {
    const { text, teases } = writeTeases({ script: VERDICT, teaseStyle: 'compelling' });
    expect(teases).toHaveLength(3);
    expect(text).toBe(teases.join('\n\n'));
    expect(text).not.toMatch(/guilty|convicted|murder|\d/i);
    expect(text).toMatch(/Coming up|after the break|Stay with us/);
  });

  it('opens each question tease with a question', () => {
    for (const tease of writeTeases({ script: VERDICT, teaseStyle: 'question' }).teases) {
      const sentences = splitSentences(tease);
      expect(sentences).toHaveLength(2);
      expect(sentences[0].text).toMatch(/\?$/);
    }
  });

  it('keeps dramatic sentences short', () => {
    for (const tease of writeTeases({ script: VERDICT, teaseStyle: 'dramatic' }).teases) {
      for (const s of splitSentences(tease)) expect(s.text.split(/\s+/).length).toBeLessThanOrEqual(12);
    }
  });

  it('finds the subject and falls back to the audience when the source names nobody', () => {
    expect(teaseTopic(VERDICT).subject).toBe('the case');
    const { teases } = writeTeases({
      script: 'it rained a lot and the river came up over the low bridge today.',
      teaseStyle: 'dramatic',
    });
    expect(teases[0]).toContain('your community');
  });
});

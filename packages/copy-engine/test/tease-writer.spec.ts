import { writeTeases, teaseTopic, storyKind } from '../src/writers/tease';
import { fragmentReason } from '../src/parse';
import { checkFacts } from '../src/checks';
import { splitSentences } from '../src/text/sentences';

const VERDICT = `A Fulton County jury found Marcus Hale guilty of murder this afternoon.
Hale was convicted in the 2023 shooting death of Darnell Price outside a Decatur nightclub.
Judge Ellen Park set sentencing for March 12.`;

const WATER = `A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.
The 16-inch main burst just after 5 a.m., flooding the road and knocking out water pressure across the north side.
Public Works Director Andrea Feldman says crews have isolated the break and expect to finish repairs by this evening.
Cullen Avenue is closed between Oak and Ninth streets.`;

describe('writeTeases', () => {
  it('says what the story is about in its own words, figures held back', () => {
    const { teases } = writeTeases({ script: WATER, teaseStyle: 'compelling' });
    expect(teases[0]).toBe(
      'A water main break on Cullen Avenue has left homes and businesses in Dunmore Heights under a boil-water advisory. What it means for your tap water, next.',
    );
    expect(teases[2]).toMatch(/^Crews have isolated the break\./);
    expect(teases.join(' ')).not.toMatch(/\d|a story about/i);
  });

  it('holds back the result of a result story', () => {
    const { text, teases } = writeTeases({ script: VERDICT, teaseStyle: 'compelling' });
    expect(teases).toHaveLength(3);
    expect(text).toBe(teases.join('\n\n'));
    expect(text).not.toMatch(/guilty|convicted|murder|\d/i);
    expect(teases[0]).toMatch(/^We now know how a Fulton County jury ruled in the case against Marcus Hale\./);
  });

  it('asks a real question about the story in question style', () => {
    const { teases } = writeTeases({ script: WATER, teaseStyle: 'question' });
    expect(teases[0]).toBe(
      'Is your water safe to drink after the water main break? We have the answer after the break.',
    );
    for (const tease of teases) {
      const sentences = splitSentences(tease);
      expect(sentences).toHaveLength(2);
      expect(sentences[0].text).toMatch(/\?$/);
    }
  });

  it('keeps dramatic sentences short and complete', () => {
    for (const script of [VERDICT, WATER]) {
      for (const tease of writeTeases({ script, teaseStyle: 'dramatic' }).teases) {
        for (const s of splitSentences(tease)) {
          expect(s.text.split(/\s+/).length).toBeLessThanOrEqual(16);
          expect(fragmentReason(s.text)).toBeUndefined();
        }
      }
    }
  });

  it('never names someone the story is not about, and invents nothing', () => {
    const { text } = writeTeases({ script: WATER, teaseStyle: 'compelling' });
    expect(text).not.toMatch(/Feldman|Andrea/);
    expect(checkFacts(text, WATER)).toEqual([]);
  });

  it('finds the kind of story and still writes three teases when the source names nobody', () => {
    expect(teaseTopic(VERDICT).subject).toBe('the case');
    expect(storyKind(WATER)).toBe('utility');
    const { teases } = writeTeases({
      script: 'it rained a lot and the river came up over the low bridge today.',
      teaseStyle: 'dramatic',
    });
    expect(teases).toHaveLength(3);
  });

  it('writes three distinct teases about the story even when no clause can be told', () => {
    const { teases } = writeTeases({ script: 'Coffee chain coming to Main Street', teaseStyle: 'compelling' });
    expect(teases).toHaveLength(3);
    expect(new Set(teases).size).toBe(3);
    for (const tease of teases) expect(tease).toMatch(/coffee chain/);
    expect(teases.join(' ')).not.toMatch(/a story you will want to hear/);
  });
});

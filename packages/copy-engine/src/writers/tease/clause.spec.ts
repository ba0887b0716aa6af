import { angleClauses } from '../../parse/headline';
import { tellClause } from './clause';

describe(tellClause.name, () => {
  const STORY = `A water main break on Cullen Avenue has left about 3,200 homes and businesses in Dunmore Heights under a boil-water advisory.
    Public Works Director Andrea Feldman says crews have isolated the break and expect to finish repairs by this evening.`;

  it('tells the event in the source words with the figure held back', () => {
    const told = tellClause(angleClauses(STORY, 'event')[0], STORY);
    expect(`${told?.subject} ${told?.predicate}`).toBe(
      'A water main break on Cullen Avenue has left homes and businesses in Dunmore Heights under a boil-water advisory',
    );
    expect(told?.definite).toBe('the water main break on Cullen Avenue');
  });
});

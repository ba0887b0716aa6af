import type { CopyRepair, GenerateResponse } from '@newsroom/contracts';
import { render, screen } from '@testing-library/react';
import { CLEAN_CHECKS } from '../test/harness';
import { providerOf, ResultPanel } from './ResultPanel';

const CUT: CopyRepair = { action: 'cut-to-fit', reason: 'took out the last sentence to read in 31 s' };

describe('providerOf', () => {
  it('carries who wrote the copy and what was repaired before delivery, not the copy', () => {
    const answer: GenerateResponse = {
      success: true,
      result: 'Roads reopen.',
      checks: CLEAN_CHECKS,
      provider: 'openai',
      model: 'gpt-4o-mini',
      repairs: [CUT],
    };
    expect(providerOf(answer)).toEqual({ provider: 'openai', model: 'gpt-4o-mini', repairs: [CUT] });
  });
});

describe(ResultPanel.name, () => {
  it('shows an answer’s repairs under VERIFY ALL COPY RESULTS', () => {
    const answer: GenerateResponse = { success: true, checks: CLEAN_CHECKS, provider: 'openai', repairs: [CUT] };
    render(
      <ResultPanel checks={answer.checks} provider={providerOf(answer)}>
        <p>Roads reopen.</p>
      </ResultPanel>,
    );
    expect(screen.getByRole('region', { name: 'Verified against the source before delivery' })).toHaveTextContent(
      'Cut to fit the time: took out the last sentence to read in 31 s',
    );
  });
});

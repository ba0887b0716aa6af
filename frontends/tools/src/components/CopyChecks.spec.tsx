import type { CopyCheckReport, CopyFactIssue, CopyRepair } from '@newsroom/contracts';
import { render, screen, within } from '@testing-library/react';
import { CLEAN_CHECKS } from '../test/harness';
import { CopyChecks } from './CopyChecks';

type WritingIssue = NonNullable<CopyCheckReport['writing']>['issues'][number];

const FRAGMENT = 'Public Works Director Andrea Feldman said the pipe.';
const CUT = 'Crews in the city of Marlow Springs spent…';

const ISSUES: WritingIssue[] = [
  { kind: 'fragment', text: FRAGMENT, start: 0, end: FRAGMENT.length, detail: 'speech-verb-without-clause' },
  { kind: 'truncated', text: CUT, start: 60, end: 60 + CUT.length, detail: 'ellipsis' },
  { kind: 'orphan-reference', text: 'Delgado', start: 120, end: 127, detail: 'Maria Delgado' },
  { kind: 'not-a-headline', text: 'PERCENT AS FAMILIES LINE', start: 140, end: 164, detail: 'starts-mid-phrase' },
];

const withWriting = (issues: WritingIssue[]): CopyCheckReport => ({ ...CLEAN_CHECKS, writing: { issues } });

const panel = () => screen.getByTestId('copy-checks');

describe('CopyChecks: writing', () => {
  it('lists each writing issue in words a producer reads', () => {
    render(<CopyChecks checks={withWriting(ISSUES)} />);
    const items = within(panel()).getAllByRole('listitem');
    const writing = items.find((li) => li.textContent?.includes('Writing'));
    expect(writing).toBeDefined();
    expect(writing).toHaveTextContent(`Check: Writing`);
    expect(writing).toHaveTextContent(`Not a complete sentence: ${FRAGMENT}`);
    expect(writing).toHaveTextContent(`Cut off: ${CUT}`);
    expect(writing).toHaveTextContent(
      'Surname without a first reference: Delgado — first mention should be Maria Delgado',
    );
    expect(writing).toHaveTextContent('Not a headline: PERCENT AS FAMILIES LINE (it starts mid-phrase)');
  });

  it.each(ISSUES.map((issue) => [issue.kind, issue] as const))(
    'never says Nothing to flag over a %s',
    (_kind, issue) => {
      render(<CopyChecks checks={withWriting([issue])} />);
      expect(panel()).not.toHaveTextContent('Nothing to flag');
      expect(panel()).toHaveTextContent(issue.text);
    },
  );

  it('says Nothing to flag when the writing check found nothing, and when an older answer lacks it', () => {
    const { unmount } = render(<CopyChecks checks={withWriting([])} />);
    expect(panel()).toHaveTextContent('Nothing to flag');
    expect(panel()).toHaveTextContent('OK: WritingNothing cut off or incomplete');
    unmount();
    render(<CopyChecks checks={CLEAN_CHECKS} />);
    expect(panel()).toHaveTextContent('Nothing to flag');
    expect(panel()).not.toHaveTextContent('Writing');
  });
});

const withFacts = (issues: CopyFactIssue[]): CopyCheckReport => ({ ...CLEAN_CHECKS, facts: { issues } });

describe('CopyChecks: facts', () => {
  it('names each kind of unsupported fact', () => {
    render(
      <CopyChecks
        checks={withFacts([
          { kind: 'claim', text: 'Three people were killed', start: 0, end: 24, detail: 'death' },
          { kind: 'speaker', text: 'Dana Whitlock', start: 30, end: 43 },
          { kind: 'speaker', text: 'Mayor Lee', start: 50, end: 59, detail: 'not-their-words' },
          { kind: 'quotation', text: 'we will rebuild', start: 60, end: 75, detail: 'partial' },
          { kind: 'quotation', text: 'never again', start: 80, end: 91 },
        ])}
      />,
    );
    const facts = within(panel())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Check: Facts'));
    expect(facts).toHaveTextContent('Three people were killed (claim: death)');
    expect(facts).toHaveTextContent('Dana Whitlock (speaker)');
    expect(facts).toHaveTextContent('Mayor Lee (speaker: the source gives these words to someone else)');
    expect(facts).toHaveTextContent('we will rebuild (quotation cut short)');
    expect(facts).toHaveTextContent('never again (quotation)');
  });
});

const DROPPED: CopyRepair = {
  action: 'dropped',
  text: 'Police arrested Dana Whitlock.',
  reason: "'Dana Whitlock' is not in the source",
};
const CANNOT_FIT: CopyRepair = { action: 'cannot-fit', reason: 'the source alone reads 41 s, over the 30 s target' };
const OFFLINE: CopyRepair = { action: 'offline', reason: 'the model kept adding facts the source does not have' };

const repairsSection = () => screen.getByRole('region', { name: 'Verified against the source before delivery' });

describe('CopyChecks: repairs before delivery', () => {
  it('lists each repair in words a producer reads, warning on the ones to act on', () => {
    const repairs: CopyRepair[] = [
      DROPPED,
      { action: 'cut-to-fit', reason: 'took out the last sentence to read in 31 s' },
      { action: 'restored-quotation', text: '"We will rebuild every home," Lee said.', reason: 'the model cut it' },
      { action: 'asked-again', reason: 'the first draft named a person the source does not' },
      OFFLINE,
      CANNOT_FIT,
    ];
    render(<CopyChecks checks={CLEAN_CHECKS} provider={{ provider: 'offline', repairs }} />);
    expect(within(repairsSection()).getByRole('heading')).toHaveTextContent(
      'Verified against the source before delivery',
    );
    const items = within(repairsSection()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      "✓OK: Dropped: Police arrested Dana Whitlock. — 'Dana Whitlock' is not in the source",
      '✓OK: Cut to fit the time: took out the last sentence to read in 31 s',
      '✓OK: Restored the source\'s quotation: "We will rebuild every home," Lee said.',
      '✓OK: Asked the model again: the first draft named a person the source does not',
      '!Check: Written by the offline newsroom engine in place of the AI model: the model kept adding facts the source does not have',
      '!Check: Could not fit the time: the source alone reads 41 s, over the 30 s target',
    ]);
  });

  it('shows no repairs section when nothing was repaired', () => {
    render(<CopyChecks checks={CLEAN_CHECKS} provider={{ provider: 'openai', model: 'gpt-4o-mini', repairs: [] }} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(panel()).not.toHaveTextContent('Verified against the source');
  });

  it('never says Nothing to flag when the copy could not be fitted to the time', () => {
    render(
      <CopyChecks
        checks={CLEAN_CHECKS}
        provider={{ provider: 'openai', model: 'gpt-4o-mini', repairs: [CANNOT_FIT] }}
      />,
    );
    expect(panel()).not.toHaveTextContent('Nothing to flag');
  });

  it('still says Nothing to flag when the repairs left the copy clean', () => {
    render(
      <CopyChecks checks={CLEAN_CHECKS} provider={{ provider: 'openai', model: 'gpt-4o-mini', repairs: [DROPPED] }} />,
    );
    expect(panel()).toHaveTextContent('Nothing to flag');
  });
});

describe('CopyChecks: who wrote the copy', () => {
  const byline = () => within(panel()).getByText(/^Written by/, { selector: 'p' });

  it('names the model', () => {
    render(<CopyChecks checks={CLEAN_CHECKS} provider={{ provider: 'openai', model: 'gpt-4o-mini' }} />);
    expect(byline()).toHaveTextContent('Written by an AI model (gpt-4o-mini)');
  });

  it('names the offline engine', () => {
    render(<CopyChecks checks={CLEAN_CHECKS} provider={{ provider: 'offline' }} />);
    expect(byline().textContent).toBe('Written by the offline newsroom engine');
  });

  it('says when the offline engine stood in for the model', () => {
    render(<CopyChecks checks={CLEAN_CHECKS} provider={{ provider: 'offline', repairs: [OFFLINE] }} />);
    expect(byline().textContent).toBe('Written by the offline newsroom engine, in place of the AI model');
  });
});

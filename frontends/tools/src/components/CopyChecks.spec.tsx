import type { CopyCheckReport } from '@newsroom/contracts';
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

import type { CopyCheckReport, ProviderInfo } from '@newsroom/contracts';
import { cx } from '@newsroom/ui';
import type { ReactNode } from 'react';

/** The copy engine's number-style rules, in words an editor reads. */
const RULE_WORDS: Record<string, string> = {
  'spell-out-one-to-eleven': 'spell out numbers one to eleven',
  'no-dollar-sign': 'say "dollars" instead of the $ sign',
  'no-percent-sign': 'say "percent" instead of the % sign',
  'no-cent-sign': 'say "cents" instead of the ¢ sign',
};

const ruleInWords = (rule: string) => RULE_WORDS[rule] ?? rule.replace(/-/g, ' ');

const KIND_WORDS: Record<string, string> = { number: 'number', name: 'name', quotation: 'quotation' };

type WritingIssue = NonNullable<CopyCheckReport['writing']>['issues'][number];

/** Why a line is not a sentence or not a headline, in words a producer reads. */
const WRITING_REASONS: Record<string, string> = {
  'no-verb': 'it has no verb',
  'dangling-end': 'it ends mid-phrase',
  'speech-verb-without-clause': 'it says who spoke but not what they said',
  'open-quotation': 'a quotation is never closed',
  ellipsis: 'it ends in an ellipsis the source does not have',
  'no-noun': 'it names nothing',
  'ends-on-function-word': 'it ends mid-phrase',
  'not-a-phrase': 'it trails off',
  'name-cut-short': 'a name is cut short',
  'starts-mid-phrase': 'it starts mid-phrase',
  'starts-with-pronoun': 'it starts with a pronoun instead of a name',
};

/** One writing issue as a producer reads it: "Not a complete sentence: …", "Cut off: …". */
export function writingMessage(issue: WritingIssue): string {
  const why = issue.detail && WRITING_REASONS[issue.detail] ? ` (${WRITING_REASONS[issue.detail]})` : '';
  switch (issue.kind) {
    case 'fragment':
      return `Not a complete sentence: ${issue.text}${why}`;
    case 'orphan-reference':
      return `Surname without a first reference: ${issue.text}${
        issue.detail ? ` — first mention should be ${issue.detail}` : ''
      }`;
    case 'truncated':
      return `Cut off: ${issue.text}${why}`;
    case 'not-a-headline':
      return `Not a headline: ${issue.text}${why}`;
    default:
      return `${String(issue.kind).replace(/-/g, ' ')}: ${issue.text}`;
  }
}

function Check({ ok, label, children }: { ok: boolean; label: string; children: ReactNode }) {
  return (
    <li className={cx('copy-checks__item', ok ? 'copy-checks__item--ok' : 'copy-checks__item--warn')}>
      <span className="copy-checks__mark" aria-hidden="true">
        {ok ? '✓' : '!'}
      </span>
      <span className="nr-sr-only">{ok ? 'OK: ' : 'Check: '}</span>
      <span className="copy-checks__label">{label}</span>
      <span className="copy-checks__detail">{children}</span>
    </li>
  );
}

function lengthText({ chars, min, max }: CopyCheckReport['length']): string {
  if (min !== undefined && max !== undefined) return `${chars} characters (${min}-${max})`;
  if (max !== undefined) return `${chars}/${max} characters`;
  if (min !== undefined) return `${chars} characters (at least ${min})`;
  return `${chars} characters`;
}

export interface CopyChecksProps {
  checks?: CopyCheckReport;
  provider?: Partial<ProviderInfo>;
}

/** What "VERIFY ALL COPY RESULTS" means for this copy: the engine's checks against the source. */
export function CopyChecks({ checks, provider }: CopyChecksProps) {
  if (!checks && !provider?.provider) return null;
  const { readTime, numberStyle, length, facts, writing } = checks ?? ({} as Partial<CopyCheckReport>);
  const clean =
    checks &&
    readTime?.withinTolerance !== false &&
    !numberStyle?.issues.length &&
    length?.ok !== false &&
    !facts?.issues.length &&
    !writing?.issues.length;
  const hasLength = length && (length.min !== undefined || length.max !== undefined);

  return (
    <aside className="copy-checks" data-testid="copy-checks" aria-label="Copy checks">
      {checks ? (
        <>
          {clean ? <p className="copy-checks__clean">Nothing to flag</p> : null}
          <ul className="copy-checks__list">
            {readTime ? (
              <Check ok={readTime.withinTolerance} label="Read time">
                Reads in {Math.round(readTime.seconds)} s
                {readTime.targetSeconds !== undefined ? ` (target ${readTime.targetSeconds} s)` : ''}
              </Check>
            ) : null}
            {numberStyle?.checked ? (
              <Check ok={!numberStyle.issues.length} label="Number style">
                {numberStyle.issues.length ? (
                  <ul className="copy-checks__issues">
                    {numberStyle.issues.map((issue) => (
                      <li key={`${issue.start}-${issue.rule}`}>
                        <q>{issue.text}</q>: {ruleInWords(issue.rule)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  'Broadcast style'
                )}
              </Check>
            ) : null}
            {hasLength ? (
              <Check ok={length.ok} label="Length">
                {lengthText(length)}
              </Check>
            ) : null}
            {facts ? (
              <Check ok={!facts.issues.length} label="Facts">
                {facts.issues.length ? (
                  <>
                    Not found in the source:
                    <ul className="copy-checks__issues">
                      {facts.issues.map((issue) => (
                        <li key={`${issue.start}-${issue.kind}`}>
                          <q>{issue.text}</q> ({KIND_WORDS[issue.kind] ?? issue.kind})
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  'All found in the source'
                )}
              </Check>
            ) : null}
            {writing ? (
              <Check ok={!writing.issues.length} label="Writing">
                {writing.issues.length ? (
                  <ul className="copy-checks__issues">
                    {writing.issues.map((issue) => (
                      <li key={`${issue.start}-${issue.kind}`}>{writingMessage(issue)}</li>
                    ))}
                  </ul>
                ) : (
                  'Nothing cut off or incomplete'
                )}
              </Check>
            ) : null}
          </ul>
        </>
      ) : null}
      {provider?.provider ? (
        <p className="copy-checks__provider">
          Written by{' '}
          {provider.provider === 'offline'
            ? 'the offline newsroom engine'
            : `an AI model (${provider.model ?? 'OpenAI'})`}
          {provider.provider === 'offline' && provider.model ? ` (${provider.model})` : ''}
        </p>
      ) : null}
    </aside>
  );
}

import type { CopyCheckReport, CopyFactIssue, CopyRepair, ProviderInfo } from '@newsroom/contracts';
import { cx } from '@newsroom/ui';
import { useId, type ReactNode } from 'react';

/** The copy engine's number-style rules, in words an editor reads. */
const RULE_WORDS: Record<string, string> = {
  'spell-out-one-to-eleven': 'spell out numbers one to eleven',
  'no-dollar-sign': 'say "dollars" instead of the $ sign',
  'no-percent-sign': 'say "percent" instead of the % sign',
  'no-cent-sign': 'say "cents" instead of the ¢ sign',
};

const ruleInWords = (rule: string) => RULE_WORDS[rule] ?? rule.replace(/-/g, ' ');

/** What kind of unsupported fact an issue is: "name", "claim: death", "quotation cut short". */
export function factKindWords({ kind, detail }: CopyFactIssue): string {
  if (kind === 'claim') return detail ? `claim: ${detail}` : 'claim';
  if (kind === 'quotation' && detail === 'partial') return 'quotation cut short';
  if (kind === 'speaker' && detail === 'not-their-words')
    return 'speaker: the source gives these words to someone else';
  return kind;
}

/** One thing verify-and-repair did before delivery, as a producer reads it. */
export function repairMessage({ action, reason, text }: CopyRepair): string {
  switch (action) {
    case 'dropped':
      return text ? `Dropped: ${text} — ${reason}` : `Dropped: ${reason}`;
    case 'cut-to-fit':
      return `Cut to fit the time: ${reason}`;
    case 'restored-quotation':
      return `Restored the source's quotation: ${text ?? reason}`;
    case 'asked-again':
      return `Asked the model again: ${reason}`;
    case 'offline':
      return `Written by the offline newsroom engine in place of the AI model: ${reason}`;
    case 'cannot-fit':
      return `Could not fit the time: ${reason}`;
    default:
      return `${String(action).replace(/-/g, ' ')}: ${reason}`;
  }
}

/** Repairs a producer must act on: the copy still misses the time, or no model wrote it. */
const isWarning = ({ action }: CopyRepair) => action === 'cannot-fit' || action === 'offline';

/** Who wrote the copy; an offline answer that stood in for the model says so. */
function writtenBy({ provider, model, repairs }: Partial<ProviderInfo>): string {
  if (provider !== 'offline') return `Written by an AI model (${model ?? 'OpenAI'})`;
  const standIn = repairs?.some((repair) => repair.action === 'offline') ? ', in place of the AI model' : '';
  return `Written by the offline newsroom engine${model ? ` (${model})` : ''}${standIn}`;
}

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

const itemClass = (ok: boolean) => cx('copy-checks__item', ok ? 'copy-checks__item--ok' : 'copy-checks__item--warn');

function Mark({ ok }: { ok: boolean }) {
  return (
    <>
      <span className="copy-checks__mark" aria-hidden="true">
        {ok ? '✓' : '!'}
      </span>
      <span className="nr-sr-only">{ok ? 'OK: ' : 'Check: '}</span>
    </>
  );
}

function Check({ ok, label, children }: { ok: boolean; label: string; children: ReactNode }) {
  return (
    <li className={itemClass(ok)}>
      <Mark ok={ok} />
      <span className="copy-checks__label">{label}</span>
      <span className="copy-checks__detail">{children}</span>
    </li>
  );
}

function Repairs({ repairs }: { repairs: CopyRepair[] }) {
  const id = useId();
  return (
    <section className="copy-checks__repairs" aria-labelledby={id}>
      <h3 id={id} className="copy-checks__heading">
        Verified against the source before delivery
      </h3>
      <ul className="copy-checks__list">
        {repairs.map((repair, index) => (
          <li key={index} className={cx(itemClass(!isWarning(repair)), 'copy-checks__item--repair')}>
            <Mark ok={!isWarning(repair)} />
            <span className="copy-checks__detail">{repairMessage(repair)}</span>
          </li>
        ))}
      </ul>
    </section>
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
  const repairs = provider?.repairs ?? [];
  const clean =
    checks &&
    !repairs.some((repair) => repair.action === 'cannot-fit') &&
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
                          <q>{issue.text}</q> ({factKindWords(issue)})
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
      {repairs.length ? <Repairs repairs={repairs} /> : null}
      {provider?.provider ? <p className="copy-checks__provider">{writtenBy(provider)}</p> : null}
    </aside>
  );
}

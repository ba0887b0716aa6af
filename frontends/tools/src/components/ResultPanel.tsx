import type { CopyCheckReport, ProviderInfo } from '@newsroom/contracts';
import { Badge } from '@newsroom/ui';
import { useId, type ReactNode } from 'react';
import { CopyChecks } from './CopyChecks';

export interface ResultPanelProps {
  title?: string;
  /** Buttons beside the title (Copy All). */
  actions?: ReactNode;
  checks?: CopyCheckReport;
  provider?: Partial<ProviderInfo>;
  children: ReactNode;
}

/** A tool's answer: the VERIFY ALL COPY RESULTS badge, the checks under it, then the copy. */
export function ResultPanel({ title = 'Results', actions, checks, provider, children }: ResultPanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="result" data-testid="result-panel">
      <div className="result__head">
        <h2 id={id} className="result__title">
          {title}
        </h2>
        <Badge variant="warning">VERIFY ALL COPY RESULTS</Badge>
        {actions ? <div className="result__actions">{actions}</div> : null}
      </div>
      <CopyChecks checks={checks} provider={provider} />
      {children}
    </section>
  );
}

/** Provider fields of an answer, with what was repaired before delivery, for the checks panel. */
export const providerOf = (answer: Partial<ProviderInfo>): Partial<ProviderInfo> => ({
  provider: answer.provider,
  model: answer.model,
  repairs: answer.repairs,
});

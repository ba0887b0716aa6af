import type { FeatureId, UserView } from '@newsroom/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@newsroom/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { HowItWorks, type Feature } from './HowItWorks';
import { ToolGate } from './ToolGate';
import '../tools.css';

export interface ToolPageProps {
  title: string;
  description: string;
  badge: 'FREE' | 'Premium';
  intro: string;
  features: readonly Feature[];
  formTitle: string;
  form: ReactNode;
  /** The results area: progress, the copy being written, the answer or the error. */
  results: ReactNode;
  /** Changes when an answer (or an error) arrives: the view then scrolls to the results. */
  resultKey: unknown;
  /** A premium tool: without access the Premium Feature card replaces everything under the header. */
  gate?: { feature: FeatureId; user: UserView | null };
  /** Shown under the header (the Social page's upgrade promo). */
  promo?: ReactNode;
}

/** The layout every generator shares: header, form beside How It Works, results below. */
export function ToolPage({
  title,
  description,
  badge,
  intro,
  features,
  formTitle,
  form,
  results,
  resultKey,
  gate,
  promo,
}: ToolPageProps) {
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resultKey) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [resultKey]);

  const body = (
    <>
      <div className="tool-layout">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{formTitle}</CardTitle>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>
        <HowItWorks intro={intro} features={features} />
      </div>
      <div ref={resultsRef} className="tool-results">
        {results}
      </div>
    </>
  );

  return (
    <div className="tool-page">
      <PageHeader
        title={title}
        description={description}
        actions={<Badge variant={badge === 'FREE' ? 'success' : 'default'}>{badge}</Badge>}
      />
      {promo}
      {gate ? (
        <ToolGate feature={gate.feature} user={gate.user}>
          {body}
        </ToolGate>
      ) : (
        body
      )}
    </div>
  );
}

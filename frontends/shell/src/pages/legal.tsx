import { Card, CardContent, PageHeader } from '@newsroom/ui';
import type { ReactNode } from 'react';

/** Spec section 2: both legal pages take effect on this date. */
export const LEGAL_EFFECTIVE_DATE = 'May 15, 2025';

/** The frame both legal pages share: one readable column of numbered sections. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--narrow">
      <PageHeader title={title} description={`Effective ${LEGAL_EFFECTIVE_DATE}`} />
      <Card>
        <CardContent className="prose">{children}</CardContent>
      </Card>
    </div>
  );
}

export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

import { Card, CardContent, PageHeader } from '@newsroom/ui';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../config';

export function TermsPage() {
  return (
    <div className="page page--narrow">
      <PageHeader title="Terms of Service" description="Effective May 15, 2025" />
      <Card>
        <CardContent className="prose">
          <h2>1. Using {PRODUCT_NAME}</h2>
          <p>
            {PRODUCT_NAME} provides AI-assisted writing tools for news producers and journalists. You are responsible
            for reviewing every result before it airs or is published.
          </p>
          <h2>2. Eligibility</h2>
          <p>
            You must be at least 13 years old to use the service. If you are under 18, you need the permission of a
            parent or guardian.
          </p>
          <h2>3. Your content</h2>
          <p>
            You keep the rights to the material you submit. All training submissions are reviewed before publication.
          </p>
          <h2>4. Subscriptions</h2>
          <p>
            Paid plans start with a 7-day free trial and renew until cancelled. A cancelled subscription stays active
            until the end of the current period.
          </p>
          <h2>5. Governing law</h2>
          <p>These terms are governed by the laws of the State of Georgia.</p>
          <h2>6. Contact</h2>
          <p>
            Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

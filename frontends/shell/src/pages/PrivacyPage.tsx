import { Card, CardContent, PageHeader } from '@newsroom/ui';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../config';

export function PrivacyPage() {
  return (
    <div className="page page--narrow">
      <PageHeader title="Privacy Policy" description="Effective May 15, 2025" />
      <Card>
        <CardContent className="prose">
          <h2>What we collect</h2>
          <p>
            Your username and email address, the scripts and notes you submit for processing, and the training materials
            you send for review. Payments are processed by our card payment provider; we never store your card number.
          </p>
          <h2>How we use it</h2>
          <p>
            To run {PRODUCT_NAME}: to sign you in, to produce the copy you ask for, and to manage your subscription. All
            training submissions are reviewed before publication.
          </p>
          <h2>Cookies</h2>
          <p>We use one session cookie to keep you signed in.</p>
          <h2>Contact</h2>
          <p>
            Privacy questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

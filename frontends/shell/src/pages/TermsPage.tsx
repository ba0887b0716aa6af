import { PRODUCT_NAME } from '../config';
import { useSupportEmail } from '../session/supportEmail';
import { LegalPage, MailLink } from './legal';

export function TermsPage() {
  const supportEmail = useSupportEmail();
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply to everyone who uses {PRODUCT_NAME}. By creating an account or using the service you accept
        them.
      </p>
      <h2>1. The service</h2>
      <p>
        {PRODUCT_NAME} provides AI-assisted writing tools for news producers and journalists: broadcast scripts, VOSOTs,
        teases, banners, digital articles and social posts, and a training hub. AI output can be wrong. You are
        responsible for checking every result before it airs or is published.
      </p>
      <h2>2. Eligibility</h2>
      <p>
        You must be at least 13 years old to use the service. If you are under 18, you need the permission of a parent
        or legal guardian.
      </p>
      <h2>3. Your account</h2>
      <p>
        Keep your password to yourself and tell us at once if you think someone else has used your account. You are
        responsible for what is done with it.
      </p>
      <h2>4. Your content</h2>
      <p>
        You keep the rights to the material you submit. You allow us to process it to produce the copy you ask for. All
        training submissions are reviewed before publication.
      </p>
      <h2>5. Subscriptions and payment</h2>
      <p>
        The Script Simplifier and the Social Media Generator are free. Paid plans start with a 7-day free trial and
        renew until cancelled. A cancelled subscription stays active until the end of the current period.
      </p>
      <h2>6. Acceptable use</h2>
      <p>
        Do not use the service to produce unlawful, defamatory or misleading material, or to get around its limits or
        security.
      </p>
      <h2>7. Governing law</h2>
      <p>These terms are governed by the laws of the State of Georgia.</p>
      <h2>8. Contact</h2>
      <p>
        Questions about these terms: <MailLink email={supportEmail} />
      </p>
    </LegalPage>
  );
}

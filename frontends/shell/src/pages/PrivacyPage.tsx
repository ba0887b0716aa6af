import { PRODUCT_NAME } from '../config';
import { useSupportEmail } from '../session/supportEmail';
import { LegalPage, MailLink } from './legal';

export function PrivacyPage() {
  const supportEmail = useSupportEmail();
  return (
    <LegalPage title="Privacy Policy">
      <p>This policy explains what {PRODUCT_NAME} collects about you, why, and what you can ask us to do with it.</p>
      <h2>1. What we collect</h2>
      <p>
        Your username and email address; the scripts, notes and questions you submit for processing; and the training
        materials you send for review. Payments are handled by our card payment provider: we never see or store your
        card number.
      </p>
      <h2>2. How we use it</h2>
      <p>
        To sign you in, to produce the copy you ask for, and to manage your subscription. Text you submit is sent to our
        AI provider to produce your result. All training submissions are reviewed before publication.
      </p>
      <h2>3. Cookies</h2>
      <p>We use one session cookie to keep you signed in, and your browser remembers your theme choice.</p>
      <h2>4. Children</h2>
      <p>The service is not for children under 13. Users under 18 need the permission of a parent or legal guardian.</p>
      <h2>5. Your choices</h2>
      <p>You can change your email address on your profile, and ask us to correct or delete your account data.</p>
      <h2>6. Contact</h2>
      <p>
        Privacy questions: <MailLink email={supportEmail} />
      </p>
    </LegalPage>
  );
}

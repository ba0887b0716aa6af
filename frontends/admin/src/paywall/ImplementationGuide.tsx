import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@newsroom/ui';

/** Spec section 2: a static guide. Each step matches what the billing service does (services/billing/README.md). */
export function ImplementationGuide() {
  return (
    <Card className="paywall-guide">
      <CardHeader>
        <CardTitle as="h2">Implementation Guide</CardTitle>
        <CardDescription>Taking payments with Stripe, from test to live.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="paywall-guide__steps">
          <li>
            <strong>Set up your plans</strong> in Subscription Plans above. A plan whose name contains “Yearly” or
            “Annual” bills yearly, any other monthly. The first time a payment is set up, the app creates the Stripe
            product and its monthly and yearly prices from the active plans; prices already in Stripe are kept, so a
            later price change here does not reprice them.
          </li>
          <li>
            <strong>Paste your Stripe keys</strong> in Payment Gateway: the secret key (<code>sk_…</code>) and the
            publishable key (<code>pk_…</code>). While testing use the test keys (<code>sk_test_…</code>,{' '}
            <code>pk_test_…</code>) with Test Mode on. The secret is stored encrypted and only ever shown masked.
          </li>
          <li>
            <strong>Add the webhook</strong> in the Stripe dashboard’s Webhooks page: endpoint{' '}
            <code>https://&lt;your site&gt;/api/webhooks/stripe</code> with the events{' '}
            <code>checkout.session.completed</code>, <code>customer.subscription.created</code>,{' '}
            <code>customer.subscription.updated</code>, <code>customer.subscription.deleted</code>,{' '}
            <code>invoice.paid</code> and <code>invoice.payment_failed</code>. Put its signing secret (
            <code>whsec_…</code>) in the billing service’s <code>STRIPE_WEBHOOK_SECRET</code> variable and restart the
            service.
          </li>
          <li>
            <strong>Test a payment</strong>: as a user who has never had a trial, open Subscription and subscribe with
            Stripe’s test card 4242 4242 4242 4242 (any future date, any CVC). The 7-day trial starts; Stripe’s webhook
            log should show the events delivered.
          </li>
          <li>
            <strong>Go live</strong>: paste the live keys (<code>sk_live_…</code>, <code>pk_live_…</code>), turn Test
            Mode off, add the same webhook endpoint in live mode and set <code>STRIPE_WEBHOOK_SECRET</code> to its
            signing secret (and restart). The product, prices and payment links are created in the live account on first
            use.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}

import { BILLING_MESSAGES } from '@newsroom/contracts';
import { Alert, Button, useNavigate } from '@newsroom/ui';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_REDIRECT_MS } from './billing';

/** Where the provider sends the browser back when a payment needs a full-page step (spec section 2). */
export const PAYMENT_RETURN_PATH = '/subscription?success=true';

type PaymentState =
  { step: 'idle' } | { step: 'processing' } | { step: 'succeeded' } | { step: 'error'; message: string };

/** A SetupIntent's secret (a trial: nothing is charged today, the card is saved for later). */
export const isSetupSecret = (clientSecret: string) => clientSecret.startsWith('seti_');

/**
 * The card form inside Stripe's <Elements>: processing, then succeeded (back to /subscription after
 * 2 s) or an error. A SetupIntent's secret is confirmed as a setup, any other as a payment.
 */
export function PaymentForm({ clientSecret }: { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [state, setState] = useState<PaymentState>({ step: 'idle' });
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || state.step === 'processing' || state.step === 'succeeded') return;
    setState({ step: 'processing' });
    try {
      const confirmation = {
        elements,
        confirmParams: { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` },
        redirect: 'if_required',
      } as const;
      const { error } = isSetupSecret(clientSecret)
        ? await stripe.confirmSetup(confirmation)
        : await stripe.confirmPayment(confirmation);
      if (error) {
        setState({ step: 'error', message: error.message || BILLING_MESSAGES.paymentFailed });
        return;
      }
      setState({ step: 'succeeded' });
      redirectTimer.current = setTimeout(() => navigate(PAYMENT_RETURN_PATH, { replace: true }), PAYMENT_REDIRECT_MS);
    } catch {
      setState({ step: 'error', message: BILLING_MESSAGES.paymentFailed });
    }
  }

  const processing = state.step === 'processing';
  return (
    <form className="checkout-form" onSubmit={pay} aria-label="Payment">
      <PaymentElement />
      {state.step === 'error' ? (
        <Alert variant="destructive" title="Payment failed">
          {state.message}
        </Alert>
      ) : null}
      {state.step === 'succeeded' ? (
        <Alert variant="success" title="Payment successful">
          Your subscription is now active. Taking you back to your subscription…
        </Alert>
      ) : null}
      <Button type="submit" block disabled={!stripe || !elements || state.step === 'succeeded'} pending={processing}>
        {processing ? 'Processing...' : 'Pay now'}
      </Button>
    </form>
  );
}

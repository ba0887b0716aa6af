import { BILLING_MESSAGES } from '@newsroom/contracts';
import {
  Alert,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Spinner,
  useToast,
  Navigate,
  useSearchParams,
} from '@newsroom/ui';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when asked, not on every page of the app.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../session/currentUser';
import { fetchProductInfo, PRODUCT_INFO_QUERY_KEY } from './subscription/billing';
import { PaymentForm } from './subscription/PaymentForm';

/**
 * Checkout completion (spec section 2): reads `clientSecret` from the query. Signed out it goes to
 * /auth, without a clientSecret to /subscription, each with the spec's toast; otherwise the card form.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const clientSecret = params.get('clientSecret');
  const { data: user, isPending } = useCurrentUser();
  const { toast } = useToast();
  const signedOut = !isPending && !user;
  const invalid = !isPending && Boolean(user) && !clientSecret;

  useEffect(() => {
    if (signedOut) {
      toast({
        title: BILLING_MESSAGES.checkoutAuthRequiredTitle,
        description: BILLING_MESSAGES.checkoutAuthRequiredText,
        variant: 'destructive',
      });
    } else if (invalid) {
      toast({
        title: BILLING_MESSAGES.invalidCheckoutTitle,
        description: BILLING_MESSAGES.invalidCheckoutText,
        variant: 'destructive',
      });
    }
  }, [signedOut, invalid, toast]);

  if (isPending) return <Spinner label="Checking your session…" />;
  if (signedOut) return <Navigate to="/auth" replace />;
  if (!clientSecret) return <Navigate to="/subscription" replace />;
  return (
    <div className="page page--narrow">
      <PageHeader title="Checkout" description="Complete your subscription." />
      <Card>
        <CardHeader>
          <CardTitle>Payment</CardTitle>
          <CardDescription>Your payment is handled securely by our card payment provider.</CardDescription>
        </CardHeader>
        <CardContent>
          <StripeCheckout clientSecret={clientSecret} />
        </CardContent>
      </Card>
    </div>
  );
}

/** Loads Stripe.js with the publishable key from product-info, then shows the payment form. */
function StripeCheckout({ clientSecret }: { clientSecret: string }) {
  const productInfo = useQuery({ queryKey: PRODUCT_INFO_QUERY_KEY, queryFn: fetchProductInfo });
  const publishableKey = productInfo.data?.publishableKey ?? null;
  const [loadFailed, setLoadFailed] = useState(false);
  const stripe = useMemo<Promise<Stripe | null> | null>(
    () =>
      publishableKey
        ? loadStripe(publishableKey).catch(() => {
            setLoadFailed(true);
            return null;
          })
        : null,
    [publishableKey],
  );

  if (productInfo.isPending) return <Spinner label="Loading the payment form…" />;
  if (!stripe) return <Alert title={BILLING_MESSAGES.paymentsNotConfigured} />;
  if (loadFailed) return <Alert variant="destructive" title={BILLING_MESSAGES.paymentFormUnavailable} />;
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentForm clientSecret={clientSecret} />
    </Elements>
  );
}

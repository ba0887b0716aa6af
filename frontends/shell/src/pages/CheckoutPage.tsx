import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, useToast } from '@newsroom/ui';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

/** Checkout completion. Signed-out visitors never get here (route guard); no clientSecret goes back. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const clientSecret = params.get('clientSecret');
  const { toast } = useToast();

  useEffect(() => {
    if (!clientSecret) {
      toast({
        title: 'Invalid Checkout Session',
        description: 'Please start the subscription process again',
        variant: 'destructive',
      });
    }
  }, [clientSecret, toast]);

  if (!clientSecret) return <Navigate to="/subscription" replace />;
  return (
    <div className="page page--narrow">
      <PageHeader title="Checkout" description="Complete your subscription." />
      <Card>
        <CardHeader>
          <CardTitle>Payment</CardTitle>
          <CardDescription>Your card is charged only after the 7-day free trial ends.</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Your payment is handled securely by our card payment provider.</p>
        </CardContent>
      </Card>
    </div>
  );
}

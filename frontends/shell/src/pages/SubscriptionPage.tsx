import { BILLING_MESSAGES, errorMessage, hasRenewingSubscription, isSubscribed, TRIAL_DAYS } from '@newsroom/contracts';
import {
  Alert,
  Badge,
  Button,
  buttonClass,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  fetchSubscriptionStatus,
  PageHeader,
  Spinner,
  SUBSCRIPTION_STATUS_QUERY_KEY,
  useToast,
  Link,
  useNavigate,
  useSearchParams,
} from '@newsroom/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../session/currentUser';
import {
  activateManualTrial,
  browserPage,
  cancelSubscription,
  checkoutPath,
  createPaymentLinks,
  fetchProductInfo,
  formatCents,
  formatDate,
  offerFrom,
  PAYMENT_LINKS_QUERY_KEY,
  PRODUCT_INFO_QUERY_KEY,
  statusInWords,
  startCheckout,
  SUBSCRIPTION_PAGE_REFETCH_MS,
  TRIAL_RELOAD_MS,
} from './subscription/billing';

const DESCRIPTION =
  'Unlock the VOSOT Generator, Tease Generator, Banner Builder, Digital Article Creator and the Training Hub.';

/** Plans, the current status, cancel and the manual trial (spec section 2, Subscription). */
export function SubscriptionPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Checking your session…" />;
  if (!user) return <AuthenticationRequired />;
  return <SubscriptionDetails />;
}

/** Signed out, the page explains itself instead of vanishing into a redirect. */
function AuthenticationRequired() {
  return (
    <div className="page">
      <Card className="subscription-auth" data-testid="authentication-required">
        <CardHeader>
          <CardTitle as="h1">Authentication Required</CardTitle>
          <CardDescription>Please log in to view plans and manage your subscription.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to="/auth" className={buttonClass('primary')}>
            Go to Login
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}

function SubscriptionDetails() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paid = params.get('success') === 'true';
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const status = useQuery({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: fetchSubscriptionStatus,
    refetchInterval: SUBSCRIPTION_PAGE_REFETCH_MS,
  });
  const productInfo = useQuery({ queryKey: PRODUCT_INFO_QUERY_KEY, queryFn: fetchProductInfo });
  // Asked afresh each time the page opens (spec section 7); a failure is only reported on a click.
  const links = useQuery({ queryKey: PAYMENT_LINKS_QUERY_KEY, queryFn: createPaymentLinks, staleTime: 0, gcTime: 0 });

  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_QUERY_KEY });

  // Back from the payment provider the status may have just changed: read it again once, after any
  // fetch already on its way (react-query would otherwise join that one).
  const refetchedAfterPayment = useRef(false);
  const { isFetching: statusFetching, refetch: refetchStatus } = status;
  useEffect(() => {
    if (!paid || refetchedAfterPayment.current || statusFetching) return;
    refetchedAfterPayment.current = true;
    void refetchStatus();
  }, [paid, statusFetching, refetchStatus]);

  // A failed status call counts as inactive, silently (spec section 8).
  const view = status.isError ? undefined : status.data;
  const subscribed = isSubscribed(view?.status);
  const periodEnd = formatDate(view?.currentPeriodEnd);
  const offer = offerFrom(productInfo.data);

  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      const endsOn = formatDate(answer.currentPeriodEnd);
      toast({
        title: 'Subscription canceled',
        description: endsOn ? `Your subscription ends on ${endsOn} and will not renew.` : answer.message,
      });
      void refreshStatus();
    },
    onError: (error) =>
      toast({
        title: 'Cancellation failed',
        description: errorMessage(error, BILLING_MESSAGES.cancelFailed),
        variant: 'destructive',
      }),
  });

  const trial = useMutation({
    mutationFn: activateManualTrial,
    onSuccess: (answer) => {
      if (!answer?.success) {
        trialFailed(answer?.message);
        return;
      }
      toast({ title: 'Free trial activated', description: answer.message, variant: 'success' });
      void refreshStatus();
      reloadTimer.current = setTimeout(() => browserPage.reload(), TRIAL_RELOAD_MS);
    },
    onError: (error) => trialFailed(errorMessage(error, BILLING_MESSAGES.activationFailedText)),
  });

  function trialFailed(message?: string) {
    toast({
      title: BILLING_MESSAGES.activationFailedTitle,
      description: message || BILLING_MESSAGES.activationFailedText,
      variant: 'destructive',
    });
  }

  function paymentSetupFailed(description: string = BILLING_MESSAGES.paymentSetupText) {
    toast({ title: BILLING_MESSAGES.paymentSetupTitle, description, variant: 'destructive' });
  }

  function openPaymentLink(interval: 'monthly' | 'yearly') {
    const url = links.data?.[interval === 'monthly' ? 'monthlyLink' : 'yearlyLink'];
    if (!url) {
      paymentSetupFailed();
      return;
    }
    window.open(url, '_blank', 'noopener');
  }

  // The card payment step: billing makes the subscription, /checkout confirms it with the card form.
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ clientSecret }) => navigate(checkoutPath(clientSecret)),
    onError: (error) => {
      const message = errorMessage(error, BILLING_MESSAGES.paymentSetupText);
      // Without Stripe keys the server says the links' own message: shown as the links show it.
      paymentSetupFailed(message === BILLING_MESSAGES.paymentSetup ? BILLING_MESSAGES.paymentSetupText : message);
    },
  });
  const payingByCard = (plan: 'monthly' | 'yearly') => checkout.isPending && checkout.variables === plan;

  // The server refuses a second checkout as well (409).
  const paying = hasRenewingSubscription(view);

  return (
    <div className="page">
      <PageHeader title="Subscription" description={DESCRIPTION} />
      <div className="stack">
        {paid ? (
          <Alert variant="success" title="Payment received" data-testid="payment-success">
            Thank you! Your subscription is being activated; the status below updates on its own.
          </Alert>
        ) : null}

        <Card data-testid="subscription-status">
          <CardHeader>
            <div className="home-card__title-row">
              <CardTitle>Your subscription</CardTitle>
              {subscribed ? (
                <Badge variant="success" data-testid="active-badge">
                  Active
                </Badge>
              ) : null}
            </div>
            <CardDescription>
              {status.isPending ? 'Checking your subscription…' : <StatusLine view={view} periodEnd={periodEnd} />}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="details">
              <dt>Status</dt>
              <dd data-testid="subscription-status-words">{status.isPending ? '—' : statusInWords(view?.status)}</dd>
            </dl>
          </CardContent>
          {!status.isPending ? (
            <CardFooter className="subscription-actions">
              {!subscribed ? (
                <>
                  <Button variant="accent" pending={trial.isPending} onClick={() => trial.mutate()}>
                    {trial.isPending ? 'Activating...' : `Start ${TRIAL_DAYS}-Day Free Trial`}
                  </Button>
                  <span className="subscription-actions__note">No card needed. Premium tools unlock at once.</span>
                </>
              ) : null}
              {subscribed && !view?.cancelAtPeriodEnd ? (
                <Button variant="outline" pending={cancel.isPending} onClick={() => setConfirmingCancel(true)}>
                  {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
                </Button>
              ) : null}
            </CardFooter>
          ) : null}
        </Card>

        <section aria-labelledby="plans-heading" className="stack">
          <h2 id="plans-heading" className="subscription-plans__title">
            Choose a plan
          </h2>
          <div className="plan-grid plan-grid--pair" data-testid="plans">
            <PlanCard
              name="Monthly"
              price={formatCents(offer.monthlyCents)}
              per="per month"
              note="Billed every month. Cancel any time."
              action={paying ? null : 'Subscribe Monthly'}
              onChoose={() => openPaymentLink('monthly')}
              payingByCard={payingByCard('monthly')}
              onPayByCard={() => checkout.mutate('monthly')}
            />
            <PlanCard
              name="Yearly"
              price={formatCents(offer.yearlyCents)}
              per="per year"
              badge={offer.yearlySavingPercent > 0 ? `Save ${offer.yearlySavingPercent}%` : undefined}
              note={`Equivalent to ${formatCents(offer.yearlyPerMonthCents)} a month.`}
              extra={
                offer.yearlySavingCents > 0
                  ? `You save ${formatCents(offer.yearlySavingCents)} a year against monthly billing.`
                  : undefined
              }
              action={paying ? null : 'Subscribe Yearly'}
              onChoose={() => openPaymentLink('yearly')}
              payingByCard={payingByCard('yearly')}
              onPayByCard={() => checkout.mutate('yearly')}
            />
          </div>
          {paying ? <p className="page__note">You are subscribed: every premium tool is unlocked.</p> : null}
          <p className="page__note">
            Payment opens in a new window. The Script Simplifier and the Social Media Generator stay free for every
            account.
          </p>
        </section>
      </div>

      <ConfirmDialog
        open={confirmingCancel}
        title="Cancel your subscription?"
        description={
          periodEnd
            ? `You keep every premium tool until ${periodEnd}; after that the subscription does not renew.`
            : 'The subscription will not renew at the end of the current period.'
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          cancel.mutate();
        }}
      />
    </div>
  );
}

function StatusLine({
  view,
  periodEnd,
}: {
  view: { status: string; cancelAtPeriodEnd: boolean } | undefined;
  periodEnd: string | null;
}) {
  if (!isSubscribed(view?.status)) return <>Premium tools are locked. Start the free trial or choose a plan below.</>;
  if (view?.cancelAtPeriodEnd) {
    return (
      <>{periodEnd ? `Your subscription ends on ${periodEnd}` : 'Your subscription ends at the end of the period'}</>
    );
  }
  if (view?.status === 'trialing') {
    return <>{periodEnd ? `Your free trial ends on ${periodEnd}` : 'Your free trial is active'}</>;
  }
  return <>{periodEnd ? `Your subscription renews on ${periodEnd}` : 'Your subscription is active'}</>;
}

interface PlanCardProps {
  name: string;
  price: string;
  per: string;
  note: string;
  extra?: string;
  badge?: string;
  /** The button's label, or null for no buttons. */
  action: string | null;
  onChoose(): void;
  /** The secondary 'Pay by card' button: the card form at /checkout instead of a payment link. */
  payingByCard: boolean;
  onPayByCard(): void;
}

function PlanCard({
  name,
  price,
  per,
  note,
  extra,
  badge,
  action,
  onChoose,
  payingByCard,
  onPayByCard,
}: PlanCardProps) {
  return (
    <Card className="plan" data-testid={`plan-${name.toLowerCase()}`}>
      <CardHeader>
        <div className="home-card__title-row">
          <CardTitle as="h3">{name}</CardTitle>
          {badge ? <Badge variant="success">{badge}</Badge> : null}
        </div>
        <CardDescription>{TRIAL_DAYS}-day free trial included</CardDescription>
      </CardHeader>
      <CardContent className="plan__body">
        <p className="plan__price">
          {price} <span>{per}</span>
        </p>
        <p className="plan__note">{note}</p>
        {extra ? <p className="plan__note">{extra}</p> : null}
      </CardContent>
      {action ? (
        <CardFooter className="stack">
          <Button block onClick={onChoose}>
            {action}
          </Button>
          <Button block variant="secondary" pending={payingByCard} onClick={onPayByCard}>
            Pay by card
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

import { BILLING_MESSAGES } from '@newsroom/contracts';
import { SUBSCRIPTION_STATUS_QUERY_KEY } from '@newsroom/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, JOURNALIST, mockFetch, renderApp, sentBody, userRoute, type Routes } from '../test/renderApp';
import { browserPage } from './subscription/billing';
import { expectDestructiveToast, PRODUCT_INFO } from './subscription/testing';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));
// 'Pay by card' lands on /checkout, which would load Stripe.js.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => null,
  useStripe: () => null,
  useElements: () => null,
}));

const LINKS = {
  monthlyLink: 'https://buy.stripe.com/test_month?client_reference_id=2',
  yearlyLink: 'https://buy.stripe.com/test_year?client_reference_id=2',
};
const PERIOD_END = '2027-03-14T12:00:00.000Z';
const status = (value: string, cancelAtPeriodEnd = false, currentPeriodEnd: string | null = PERIOD_END) => ({
  status: 200,
  body: { status: value, currentPeriodEnd: value === 'inactive' ? null : currentPeriodEnd, cancelAtPeriodEnd },
});
const INACTIVE = status('inactive');

type User = ReturnType<typeof userEvent.setup>;

function openSubscription(routes: Routes = {}, path = '/subscription') {
  const fetchMock = mockFetch({
    '/api/user': userRoute(JOURNALIST),
    'GET /api/subscription/status': INACTIVE,
    'GET /api/subscription/product-info': { status: 200, body: PRODUCT_INFO },
    'POST /api/create-payment-links': { status: 200, body: LINKS },
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

const callsTo = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method).length;

/** Fake timers that userEvent's own waits still move. */
function withFakeTimers(): User {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
afterEach(() => jest.useRealTimers());

const location = () => screen.getByTestId('location');
const statusCard = () => screen.findByTestId('subscription-status');
const toast = () => screen.findByTestId('toast');

describe('SubscriptionPage', () => {
  describe('plans', () => {
    it('shows the monthly and yearly plans with prices from product-info, the yearly saving and the free trial', async () => {
      const { fetchMock } = openSubscription();
      const monthly = await screen.findByTestId('plan-monthly');
      await waitFor(() => expect(within(monthly).getByText('$14.95')).toBeInTheDocument());
      expect(monthly).toHaveTextContent('$14.95 per month');
      expect(monthly).toHaveTextContent('7-day free trial included');

      const yearly = screen.getByTestId('plan-yearly');
      expect(yearly).toHaveTextContent('$90.00 per year');
      expect(within(yearly).getByText('Save 50%')).toBeInTheDocument();
      expect(yearly).toHaveTextContent('Equivalent to $7.50 a month.');
      expect(yearly).toHaveTextContent('You save $89.40 a year');
      expect(yearly).toHaveTextContent('7-day free trial included');
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/subscription/product-info',
        expect.objectContaining({ credentials: 'include' }),
      );
      expect(callsTo(fetchMock, 'GET', '/api/subscription-plans')).toBe(0);
    });

    it('shows whatever prices product-info gives, as cents divided by 100', async () => {
      openSubscription({
        'GET /api/subscription/product-info': {
          status: 200,
          body: {
            ...PRODUCT_INFO,
            prices: [
              { id: 'y', nickname: 'Annual', unit_amount: 12000, recurring: { interval: 'year' } },
              { id: 'm', nickname: 'Monthly', unit_amount: 1995, recurring: { interval: 'month' } },
            ],
          },
        },
      });
      const yearly = await screen.findByTestId('plan-yearly');
      await waitFor(() => expect(yearly).toHaveTextContent('$120.00 per year'));
      expect(screen.getByTestId('plan-monthly')).toHaveTextContent('$19.95 per month');
      expect(yearly).toHaveTextContent('Equivalent to $10.00 a month.');
      expect(yearly).toHaveTextContent('Save 50%');
    });

    it('falls back to GET /api/subscription-plans only when product-info fails', async () => {
      const { fetchMock } = openSubscription({
        'GET /api/subscription/product-info': { status: 502, body: { message: 'billing down' } },
        'GET /api/subscription-plans': {
          status: 200,
          body: [
            { id: 1, name: 'Monthly', description: 'Every month', price: 1295, features: [], active: true },
            { id: 2, name: 'Yearly', description: 'Every year', price: 9900, features: [], active: true },
          ],
        },
      });
      const monthly = await screen.findByTestId('plan-monthly');
      await waitFor(() => expect(monthly).toHaveTextContent('$12.95 per month'));
      expect(screen.getByTestId('plan-yearly')).toHaveTextContent('$99.00 per year');
      expect(callsTo(fetchMock, 'GET', '/api/subscription-plans')).toBe(1);
    });
  });

  describe('payment links', () => {
    it('asks for the links when the page opens; each button opens its link in a new window', async () => {
      const user = userEvent.setup();
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      const { fetchMock } = openSubscription();
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/create-payment-links')).toBe(1));

      await user.click(await screen.findByRole('button', { name: 'Subscribe Monthly' }));
      expect(open).toHaveBeenLastCalledWith(LINKS.monthlyLink, '_blank', 'noopener');
      await user.click(screen.getByRole('button', { name: 'Subscribe Yearly' }));
      expect(open).toHaveBeenLastCalledWith(LINKS.yearlyLink, '_blank', 'noopener');
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    });

    it('toasts Payment Setup when the links could not be made (no Stripe keys)', async () => {
      const user = userEvent.setup();
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      const { fetchMock } = openSubscription({
        'POST /api/create-payment-links': { status: 503, body: { message: BILLING_MESSAGES.paymentSetup } },
      });
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/create-payment-links')).toBe(1));
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: 'Subscribe Yearly' }));
      const shown = screen.getByRole('alert');
      expectDestructiveToast(shown, 'Payment Setup', 'Setting up payment options. Please wait a moment and try again.');
      expect(open).not.toHaveBeenCalled();
    });

    it('hides the subscribe buttons for a paid subscription that renews', async () => {
      openSubscription({ 'GET /api/subscription/status': status('active') });
      expect(await screen.findByText('You are subscribed: every premium tool is unlocked.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Subscribe Monthly' })).not.toBeInTheDocument();
    });
  });

  describe('pay by card', () => {
    const CHECKOUT_SECRET = 'pi_3Abc_secret_X/Y+Z';

    it('starts the card checkout for the plan and goes to /checkout with the encoded client secret', async () => {
      const user = userEvent.setup();
      const { answer, release } = deferred();
      const { fetchMock } = openSubscription({ 'POST /api/subscription/checkout': answer });
      const yearly = await screen.findByTestId('plan-yearly');
      expect(within(yearly).getByRole('button', { name: 'Subscribe Yearly' })).toBeInTheDocument();

      await user.click(within(yearly).getByRole('button', { name: 'Pay by card' }));
      expect(within(yearly).getByRole('button', { name: 'Pay by card' })).toBeDisabled();
      expect(sentBody(fetchMock, 'POST', '/api/subscription/checkout')).toEqual({ plan: 'yearly' });
      await act(async () => release({ status: 200, body: { clientSecret: CHECKOUT_SECRET } }));

      await waitFor(() =>
        expect(location()).toHaveTextContent(`/checkout?clientSecret=${encodeURIComponent(CHECKOUT_SECRET)}`),
      );
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    });

    it('toasts Payment Setup when payments are not set up (503)', async () => {
      const user = userEvent.setup();
      openSubscription({
        'POST /api/subscription/checkout': { status: 503, body: { message: BILLING_MESSAGES.paymentSetup } },
      });
      await user.click(within(await screen.findByTestId('plan-monthly')).getByRole('button', { name: 'Pay by card' }));
      const shown = await screen.findByRole('alert');
      expectDestructiveToast(shown, 'Payment Setup');
      // The server's 'Payment Setup: …' is split into title and text, as the links' toast is.
      expect(shown).toHaveTextContent(
        /^Payment SetupSetting up payment options\. Please wait a moment and try again\.×$/,
      );
      expect(location()).toHaveTextContent(/^\/subscription$/);
    });

    it("toasts the server's message on any other failure", async () => {
      const user = userEvent.setup();
      const message = BILLING_MESSAGES.providerUnavailable;
      openSubscription({ 'POST /api/subscription/checkout': { status: 502, body: { message } } });
      await user.click(within(await screen.findByTestId('plan-monthly')).getByRole('button', { name: 'Pay by card' }));
      const shown = await screen.findByRole('alert');
      expectDestructiveToast(shown, message);
      expect(location()).toHaveTextContent(/^\/subscription$/);
    });

    it('hides Pay by card with the other subscribe buttons for a paid subscription that renews', async () => {
      openSubscription({ 'GET /api/subscription/status': status('active') });
      expect(await screen.findByText('You are subscribed: every premium tool is unlocked.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    });
  });

  describe('status', () => {
    it('says there is no subscription and offers the trial when inactive', async () => {
      openSubscription();
      const card = await statusCard();
      await waitFor(() =>
        expect(within(card).getByTestId('subscription-status-words')).toHaveTextContent('No active subscription'),
      );
      expect(within(card).queryByTestId('active-badge')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeEnabled();
      expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    });

    it('treats a failed status call as inactive, silently', async () => {
      openSubscription({ 'GET /api/subscription/status': { status: 500, body: { message: 'down' } } });
      const card = await statusCard();
      await waitFor(() =>
        expect(within(card).getByTestId('subscription-status-words')).toHaveTextContent('No active subscription'),
      );
      expect(within(card).getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    });

    it('shows a trial with the Active badge and its end date, and no trial button', async () => {
      openSubscription({ 'GET /api/subscription/status': status('trialing') });
      const card = await statusCard();
      await waitFor(() => expect(within(card).getByTestId('active-badge')).toBeInTheDocument());
      expect(within(card).getByTestId('subscription-status-words')).toHaveTextContent('Free trial');
      expect(card).toHaveTextContent('Your free trial ends on March 14, 2027');
      expect(within(card).queryByRole('button', { name: 'Start 7-Day Free Trial' })).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    });

    it('shows the end date and no cancel button when the subscription ends at period end', async () => {
      openSubscription({ 'GET /api/subscription/status': status('active', true) });
      const card = await statusCard();
      await waitFor(() => expect(card).toHaveTextContent('Your subscription ends on March 14, 2027'));
      expect(within(card).getByTestId('active-badge')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    });

    it('updates the account menu badge from the same status query', async () => {
      const { queryClient } = openSubscription({ 'GET /api/subscription/status': status('active') });
      await waitFor(() =>
        expect(queryClient.getQueryData(SUBSCRIPTION_STATUS_QUERY_KEY)).toMatchObject({ status: 'active' }),
      );
    });

    it('refetches the status every 60 s', async () => {
      withFakeTimers();
      const { fetchMock } = openSubscription();
      await screen.findByTestId('subscription-status');
      await act(() => jest.advanceTimersByTimeAsync(0));
      const before = callsTo(fetchMock, 'GET', '/api/subscription/status');
      expect(before).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(59_999));
      expect(callsTo(fetchMock, 'GET', '/api/subscription/status')).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(callsTo(fetchMock, 'GET', '/api/subscription/status')).toBe(2);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(callsTo(fetchMock, 'GET', '/api/subscription/status')).toBe(3);
    });

    it('with ?success=true, says the payment was received and refetches the status', async () => {
      let calls = 0;
      openSubscription(
        { 'GET /api/subscription/status': () => (++calls === 1 ? INACTIVE : status('active')) },
        '/subscription?success=true',
      );
      expect(await screen.findByTestId('payment-success')).toHaveTextContent('Payment received');
      const card = await statusCard();
      await waitFor(() => expect(within(card).getByTestId('active-badge')).toBeInTheDocument());
      expect(calls).toBeGreaterThanOrEqual(2);
    });

    it('shows no payment notice without ?success=true', async () => {
      openSubscription();
      await statusCard();
      expect(screen.queryByTestId('payment-success')).not.toBeInTheDocument();
    });
  });

  describe('manual trial', () => {
    it('toasts the message and reloads the page 1 s later', async () => {
      const user = withFakeTimers();
      const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
      const { fetchMock } = openSubscription({
        'POST /api/activate-manual-trial': {
          status: 200,
          body: { success: true, message: BILLING_MESSAGES.trialActivated },
        },
      });
      const card = await statusCard();
      const button = await within(card).findByRole('button', { name: 'Start 7-Day Free Trial' });
      await user.click(button);
      await act(() => jest.advanceTimersByTimeAsync(0));

      const shown = screen.getByTestId('toast');
      expect(shown).toHaveTextContent('Your 7-day free trial is now active.');
      expect(shown).not.toHaveClass('nr-toast--destructive');
      expect(callsTo(fetchMock, 'POST', '/api/activate-manual-trial')).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(998));
      expect(reload).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(2));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reads Activating... while the call is on its way', async () => {
      const user = userEvent.setup();
      const pending = deferred();
      openSubscription({ 'POST /api/activate-manual-trial': pending.answer });
      await user.click(await screen.findByRole('button', { name: 'Start 7-Day Free Trial' }));
      expect(await screen.findByRole('button', { name: 'Activating...' })).toBeDisabled();
      pending.release({ status: 500, body: {} });
      expect(await toast()).toHaveTextContent('Activation Failed');
    });

    it.each([
      ['an error without a message', { status: 500, body: {} }, 'Please try again'],
      ['a 200 with success false', { status: 200, body: { success: false } }, 'Please try again'],
      [
        'the trial already used',
        { status: 409, body: { message: BILLING_MESSAGES.trialAlreadyUsed } },
        'Your free trial has already been used.',
      ],
    ])('toasts Activation Failed on %s, and does not reload', async (_case, reply, description) => {
      const user = userEvent.setup();
      const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
      openSubscription({ 'POST /api/activate-manual-trial': reply });
      await user.click(await screen.findByRole('button', { name: 'Start 7-Day Free Trial' }));
      const shown = await screen.findByRole('alert');
      expectDestructiveToast(shown, 'Activation Failed', description);
      expect(reload).not.toHaveBeenCalled();
    });
  });

  describe('cancel', () => {
    async function confirmCancel(user: User) {
      const card = await statusCard();
      await user.click(await within(card).findByRole('button', { name: 'Cancel Subscription' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
      expect(dialog).toHaveTextContent('March 14, 2027');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    }

    it('asks first, and sends nothing when the user keeps the subscription', async () => {
      const user = userEvent.setup();
      const { fetchMock } = openSubscription({ 'GET /api/subscription/status': status('active') });
      const card = await statusCard();
      await user.click(await within(card).findByRole('button', { name: 'Cancel Subscription' }));
      await user.click(screen.getByRole('button', { name: 'Keep Subscription' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/subscription/cancel')).toBe(0);
    });

    it('cancels after the confirmation, toasts and refetches the status', async () => {
      const user = userEvent.setup();
      let cancelled = false;
      const { fetchMock } = openSubscription({
        'GET /api/subscription/status': () => status('active', cancelled),
        'POST /api/subscription/cancel': () => {
          cancelled = true;
          return {
            status: 200,
            body: {
              success: true,
              message: 'Your subscription will end on 2027-03-14 and will not renew.',
              status: 'active',
              currentPeriodEnd: PERIOD_END,
              cancelAtPeriodEnd: true,
            },
          };
        },
      });
      await confirmCancel(user);

      const shown = await toast();
      expect(shown).toHaveTextContent('Subscription canceled');
      expect(shown).toHaveTextContent('Your subscription ends on March 14, 2027 and will not renew.');
      expect(callsTo(fetchMock, 'POST', '/api/subscription/cancel')).toBe(1);
      const card = await statusCard();
      await waitFor(() => expect(card).toHaveTextContent('Your subscription ends on March 14, 2027'));
      expect(callsTo(fetchMock, 'GET', '/api/subscription/status')).toBe(2);
      expect(within(card).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    });

    it.each([
      [
        'the server message',
        { status: 400, body: { message: BILLING_MESSAGES.nothingToCancel } },
        BILLING_MESSAGES.nothingToCancel,
      ],
      ['the fallback', { status: 500, body: {} }, 'Failed to cancel subscription'],
    ])('toasts the failure with %s', async (_case, reply, description) => {
      const user = userEvent.setup();
      openSubscription({ 'GET /api/subscription/status': status('active'), 'POST /api/subscription/cancel': reply });
      await confirmCancel(user);
      const shown = await screen.findByRole('alert');
      expectDestructiveToast(shown, description);
    });
  });

  describe('signed out', () => {
    it('shows Authentication Required with a Go to Login link to /auth', async () => {
      const user = userEvent.setup();
      const fetchMock = mockFetch({ '/api/user': userRoute(null) });
      renderApp('/subscription');
      expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/);
      const link = screen.getByRole('link', { name: 'Go to Login' });
      expect(link).toHaveAttribute('href', '/auth');
      expect(callsTo(fetchMock, 'GET', '/api/subscription/status')).toBe(0);
      expect(callsTo(fetchMock, 'POST', '/api/create-payment-links')).toBe(0);
      await user.click(link);
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('shows a spinner while the user is loading', () => {
      mockFetch({ '/api/user': new Promise<never>(() => undefined) });
      renderApp('/subscription');
      expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    });
  });
});

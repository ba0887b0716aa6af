import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { JOURNALIST, mockFetch, renderApp, userRoute, type Routes } from '../test/renderApp';
import { expectDestructiveToast, PRODUCT_INFO } from './subscription/testing';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="stripe-elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: jest.fn(),
  useElements: jest.fn(),
}));

const CHECKOUT = '/checkout?clientSecret=pi_123_secret_456';

type ConfirmResult = Awaited<ReturnType<Stripe['confirmPayment']>>;
type SetupResult = Awaited<ReturnType<Stripe['confirmSetup']>>;
const confirmPayment = jest.fn<Promise<ConfirmResult>, unknown[]>();
const confirmSetup = jest.fn<Promise<SetupResult>, unknown[]>();
const stripe = { confirmPayment, confirmSetup } as unknown as Stripe;
const elements = { id: 'elements' } as unknown as StripeElements;

beforeEach(() => {
  jest.mocked(loadStripe).mockResolvedValue(stripe);
  jest.mocked(useStripe).mockReturnValue(stripe);
  jest.mocked(useElements).mockReturnValue(elements);
});
afterEach(() => jest.useRealTimers());

function openCheckout(path = CHECKOUT, routes: Routes = {}) {
  const fetchMock = mockFetch({
    '/api/user': userRoute(JOURNALIST),
    'GET /api/subscription/status': {
      status: 200,
      body: { status: 'inactive', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    },
    'GET /api/subscription/product-info': { status: 200, body: PRODUCT_INFO },
    'POST /api/create-payment-links': { status: 503, body: { message: 'Payment Setup' } },
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

const location = () => screen.getByTestId('location');

describe('CheckoutPage', () => {
  it('sends a signed-out visitor to /auth with Authentication Required', async () => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp(CHECKOUT);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth$/);
    const toast = screen.getByRole('alert');
    expectDestructiveToast(toast, 'Authentication Required', 'Please log in to complete your subscription');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('sends a visitor without a clientSecret to /subscription with Invalid Checkout Session', async () => {
    openCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/subscription$/);
    const toast = screen.getByRole('alert');
    expectDestructiveToast(toast, 'Invalid Checkout Session', 'Please start the subscription process again');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('says payments are not configured when product-info has no publishable key', async () => {
    openCheckout(CHECKOUT, {
      'GET /api/subscription/product-info': { status: 200, body: { ...PRODUCT_INFO, publishableKey: null } },
    });
    expect(await screen.findByText('Payments are not configured yet. Please try again later.')).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('loads Stripe.js with the publishable key and renders the payment element with the client secret', async () => {
    openCheckout();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByTestId('stripe-elements')).toHaveAttribute('data-client-secret', 'pi_123_secret_456');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('shows Processing..., then the success message, and goes to /subscription after 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let settle!: (result: ConfirmResult) => void;
    confirmPayment.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: `${window.location.origin}/subscription?success=true` },
      redirect: 'if_required',
    });
    await act(async () => settle({ paymentIntent: { status: 'succeeded' } } as unknown as ConfirmResult));

    expect(screen.getByText('Payment successful')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(location()).toHaveTextContent('/checkout');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location()).toHaveTextContent(/^\/subscription\?success=true$/);
    expect(screen.getByText('Payment received')).toBeInTheDocument();
  });

  it("shows the provider's message when the payment fails, and lets the user try again", async () => {
    const user = userEvent.setup();
    confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    } as ConfirmResult);
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(location()).toHaveTextContent('/checkout');
  });

  it.each([
    [
      'an error without a message',
      () => confirmPayment.mockResolvedValue({ error: { type: 'api_error' } } as ConfirmResult),
    ],
    ['a thrown error', () => confirmPayment.mockRejectedValue(new Error('network'))],
  ])('falls back to the spec message on %s', async (_case, arrange) => {
    const user = userEvent.setup();
    arrange();
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during payment processing'),
    );
  });

  describe('with a SetupIntent secret (a trial: nothing charged today)', () => {
    const SETUP_CHECKOUT = `/checkout?clientSecret=${encodeURIComponent('seti_123_secret_456')}`;

    it('confirms the setup, not a payment, then shows success and goes to /subscription after 2 s', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      let settle!: (result: SetupResult) => void;
      confirmSetup.mockReturnValue(new Promise((resolve) => (settle = resolve)));
      openCheckout(SETUP_CHECKOUT);
      expect(await screen.findByTestId('stripe-elements')).toHaveAttribute('data-client-secret', 'seti_123_secret_456');
      await user.click(await screen.findByRole('button', { name: 'Pay now' }));

      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      expect(confirmSetup).toHaveBeenCalledWith({
        elements,
        confirmParams: { return_url: `${window.location.origin}/subscription?success=true` },
        redirect: 'if_required',
      });
      expect(confirmPayment).not.toHaveBeenCalled();
      await act(async () => settle({ setupIntent: { status: 'succeeded' } } as unknown as SetupResult));

      expect(screen.getByText('Payment successful')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1999));
      expect(location()).toHaveTextContent('/checkout');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(location()).toHaveTextContent(/^\/subscription\?success=true$/);
    });

    it("shows the provider's message when saving the card fails", async () => {
      const user = userEvent.setup();
      confirmSetup.mockResolvedValue({
        error: { type: 'card_error', message: 'Your card does not support this type of purchase.' },
      } as SetupResult);
      openCheckout(SETUP_CHECKOUT);
      await user.click(await screen.findByRole('button', { name: 'Pay now' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your card does not support this type of purchase.');
      expect(confirmPayment).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    });
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    jest.mocked(loadStripe).mockRejectedValue(new Error('blocked'));
    openCheckout();
    expect(
      await screen.findByText('The payment form could not be loaded. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });
});

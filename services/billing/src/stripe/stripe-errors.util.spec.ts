import { BadGatewayException, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@newsroom/contracts';
import { toProviderException } from './stripe-errors.util';

describe(toProviderException.name, () => {
  it('reads refused keys as payment not set up', () => {
    const error = new Stripe.errors.StripeAuthenticationError({
      type: 'authentication_error',
      message: 'Invalid API Key provided: sk_test_****1234',
    });
    const mapped = toProviderException(error) as ServiceUnavailableException;
    expect(mapped).toBeInstanceOf(ServiceUnavailableException);
    expect(mapped.message).toBe(BILLING_MESSAGES.paymentSetup);
  });

  it('reads other Stripe failures as a bad gateway without Stripe’s text', () => {
    const mapped = toProviderException(
      new Stripe.errors.StripeConnectionError({ type: 'api_error', message: 'socket hang up' }),
    );
    expect(mapped).toBeInstanceOf(BadGatewayException);
    expect((mapped as BadGatewayException).message).toBe(BILLING_MESSAGES.providerUnavailable);
  });

  it('leaves other errors alone', () => {
    const error = new Error('db down');
    expect(toProviderException(error)).toBe(error);
  });
});

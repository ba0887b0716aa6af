import { BadGatewayException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@newsroom/contracts';

export const PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Please try again in a moment.';

/**
 * Maps what the Stripe SDK throws to an answer for the user: keys Stripe refuses read as payment
 * not set up yet (503), anything else from Stripe as an upstream failure (502). Stripe's own
 * message is not passed on: it may quote part of the key.
 */
export function toProviderException(error: unknown): HttpException | unknown {
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new ServiceUnavailableException(BILLING_MESSAGES.paymentSetup);
  }
  if (error instanceof Stripe.errors.StripeError) return new BadGatewayException(PROVIDER_UNAVAILABLE);
  return error;
}

/** Runs a Stripe call, rethrowing its failure as `toProviderException` says. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toProviderException(error);
  }
}

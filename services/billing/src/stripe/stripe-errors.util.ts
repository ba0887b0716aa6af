import { BadGatewayException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@newsroom/contracts';

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
  if (error instanceof Stripe.errors.StripeError) return new BadGatewayException(BILLING_MESSAGES.providerUnavailable);
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

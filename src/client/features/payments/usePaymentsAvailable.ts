import { useRuntimeConfig } from '../../app/runtimeConfig';

/** Payments work on this deployment: the server sent a Stripe publishable key with the page. */
export function usePaymentsAvailable(): boolean {
  return useRuntimeConfig().stripePublishableKey !== null;
}

import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';

// One Stripe.js per publishable key for the life of the page: reopening a form reuses it.
const loaded = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed download is tried again by the next form rather than remembered.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

export interface StripeLoad {
  /** Null until Stripe.js has loaded, as Elements accepts. */
  stripe: Stripe | null;
  /** Stripe.js could not be fetched (offline, blocked by an extension). */
  failed: boolean;
}

/**
 * Stripe.js for `publishableKey`, fetched from js.stripe.com when a payment form first needs it
 * (from an effect: the pure build does nothing at import, and rendering never touches the page).
 */
export function useStripeLoader(publishableKey: string): StripeLoad {
  const [state, setState] = useState<StripeLoad>({ stripe: null, failed: false });
  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => current && setState({ stripe, failed: stripe === null }),
      () => current && setState({ stripe: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return state;
}

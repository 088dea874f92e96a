import { Elements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/hooks';
import { useRuntimeConfig } from '../../lib/runtimeConfig';
import { formatPrice } from '../../components/format';
import { useLocalized } from '../../components/useLocalized';
import { PaymentResult } from './PaymentForm';
import { api } from '../../api/api';
import { paymentErrorKey } from './stripeErrors';
import { useStripeLoader } from './useStripeLoader';

export interface PaymentReturnProps {
  /** `payment_intent_client_secret` of the URL Stripe sent the buyer back to. */
  clientSecret: string;
  onClose: () => void;
}

/** Back from the bank's page (some 3-D Secure flows): asks Stripe how the payment ended and says so. */
export default function PaymentReturn(props: PaymentReturnProps) {
  const { stripePublishableKey } = useRuntimeConfig();
  const { stripe, failed } = useStripeLoader(stripePublishableKey ?? '');
  return (
    <Elements stripe={stripe}>
      <ReturnOutcome {...props} unavailable={failed} />
    </Elements>
  );
}

type Found = { kind: 'checking' } | { kind: 'unknown' } | { kind: 'done'; intent: PaymentIntent };

function ReturnOutcome({ clientSecret, onClose, unavailable }: PaymentReturnProps & { unavailable: boolean }) {
  const { t } = useTranslation('payments');
  const { lang } = useLocalized();
  const stripe = useStripe();
  const dispatch = useAppDispatch();
  const [checked, setChecked] = useState<Found>({ kind: 'checking' });
  // Without Stripe.js there is nobody to ask.
  const found: Found = unavailable && checked.kind === 'checking' ? { kind: 'unknown' } : checked;

  useEffect(() => {
    if (!stripe) return;
    let current = true;
    const settle = (next: Found) => current && setChecked(next);
    stripe.retrievePaymentIntent(clientSecret).then(
      ({ paymentIntent }) => settle(paymentIntent ? { kind: 'done', intent: paymentIntent } : { kind: 'unknown' }),
      () => settle({ kind: 'unknown' }),
    );
    // The account's history may have moved on too.
    dispatch(api.util.invalidateTags(['Payments']));
    return () => {
      current = false;
    };
  }, [stripe, clientSecret, dispatch]);

  if (found.kind === 'checking') return <p role="status">{t('returned.checking')}</p>;

  const close = (
    <button type="button" className="button button--ghost" onClick={onClose}>
      {t('returned.close')}
    </button>
  );
  if (found.kind === 'unknown') {
    return (
      <PaymentResult title={t('returned.unknownTitle')} headingLevel={2}>
        <p>{t('returned.unknown')}</p>
        {close}
      </PaymentResult>
    );
  }
  const { intent } = found;
  if (intent.status === 'succeeded') {
    return (
      <PaymentResult title={t('success.title')} headingLevel={2}>
        <p>{t('returned.succeeded', { amount: formatPrice(intent.amount, intent.currency, lang) })}</p>
        {close}
      </PaymentResult>
    );
  }
  if (intent.status === 'processing') {
    return (
      <PaymentResult title={t('processing.title')} headingLevel={2}>
        <p>{t('processing.text')}</p>
        {close}
      </PaymentResult>
    );
  }
  const reason = intent.last_payment_error ? t(paymentErrorKey(intent.last_payment_error)) : t('returned.failed');
  return (
    <PaymentResult title={t('returned.failedTitle')} headingLevel={2}>
      <p>{reason}</p>
      {close}
    </PaymentResult>
  );
}

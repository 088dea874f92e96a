import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, StripeElementsOptionsMode } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Item, PaymentIntentData } from '../../../shared/api';
import { pathTo } from '../../../shared/routes';
import { api } from '../../api/api';
import { isApiError } from '../../api/baseQuery';
import { afterErrorTexts } from '../../lib/errorTexts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useRuntimeConfig } from '../../lib/runtimeConfig';
import { formatPrice } from '../../components/format';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useLocalized } from '../../components/useLocalized';
import { selectIsLoading } from '../../api/loadingSlice';
import { PaymentsOffNotice } from './PaymentsOffNotice';
import { useProcessPaymentMutation } from './paymentsApi';
import { paymentErrorKey } from './stripeErrors';
import { useStripeLoader } from './useStripeLoader';

// The site's colours inside Stripe's frame (it cannot read our CSS variables).
const STRIPE_APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#13233f', colorText: '#13233f', colorDanger: '#b23a1c', borderRadius: '8px' },
};

/**
 * The card form of the payment chunk (loaded only when a buyer chooses an item, with Stripe.js).
 * Stripe's Payment Element collects the card inside its own frame; the amount comes from our
 * server when the buyer pays (deferred intent), so opening the form charges nothing.
 */
export default function PaymentForm({ item }: { item: Item }) {
  const { stripePublishableKey } = useRuntimeConfig();
  const { lang } = useLocalized();
  const { t } = useTranslation('payments');
  const { stripe, failed } = useStripeLoader(stripePublishableKey ?? '');
  // Shown by the Payment Element (wallets, wording); what is charged is the server's decision.
  const options = useMemo<StripeElementsOptionsMode>(
    () => ({ mode: 'payment', amount: item.priceCents, currency: item.currency, locale: lang, appearance: STRIPE_APPEARANCE }),
    [item.priceCents, item.currency, lang],
  );
  if (failed) {
    return (
      <p role="alert" className="form-alert">
        {t('panel.loadFailed')}
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <CardForm item={item} />
    </Elements>
  );
}

type Outcome = { kind: 'form'; error?: string } | { kind: 'succeeded' } | { kind: 'processing' } | { kind: 'disabled' };

function CardForm({ item }: { item: Item }) {
  const { t, i18n } = useTranslation('payments');
  const { lang, pick } = useLocalized();
  const stripe = useStripe();
  const elements = useElements();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [processPayment] = useProcessPaymentMutation();
  const opening = useAppSelector(selectIsLoading('payment'));
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  // After a declined card the same intent takes another card: no second payment is opened.
  const intent = useRef<PaymentIntentData | null>(null);
  const alertId = useId();
  const amount = formatPrice(item.priceCents, item.currency, lang);
  const busy = opening || confirming;

  const error = outcome.kind === 'form' ? outcome.error : undefined;
  useEffect(() => {
    if (error) document.getElementById(alertId)?.focus();
  }, [error, alertId]);

  async function openIntent(): Promise<PaymentIntentData | null> {
    if (intent.current) return intent.current;
    try {
      intent.current = await processPayment({ itemId: item.id, price: item.priceCents / 100 }).unwrap();
      return intent.current;
    } catch (failure) {
      const code = isApiError(failure) ? failure.code : 'internal';
      if (code === 'paymentsDisabled') setOutcome({ kind: 'disabled' });
      else if (code === 'priceMismatch') {
        // The list refreshes with the new price; the buyer pays only once they have seen it.
        dispatch(api.util.invalidateTags(['Items']));
        setOutcome({ kind: 'form', error: t('priceChanged') });
      } else afterErrorTexts(i18n, () => setOutcome({ kind: 'form', error: t(`errors:${code}`) }));
      return null;
    }
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setConfirming(true);
    setOutcome({ kind: 'form' });
    try {
      // Checks the card fields first: nothing is opened for an incomplete card.
      const { error: invalid } = await elements.submit();
      if (invalid) return setOutcome({ kind: 'form', error: t(paymentErrorKey(invalid)) });
      const opened = await openIntent();
      if (!opened) return;
      const { error: refused, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: opened.clientSecret,
        // Only for methods that must leave the page (some 3-D Secure flows): back here, where the outcome is shown.
        confirmParams: { return_url: new URL(pathname, window.location.origin).href },
        redirect: 'if_required',
      });
      dispatch(api.util.invalidateTags(['Payments']));
      if (refused) {
        if (refused.type !== 'card_error' && refused.type !== 'validation_error') intent.current = null;
        return setOutcome({ kind: 'form', error: t(paymentErrorKey(refused)) });
      }
      setOutcome({ kind: paymentIntent.status === 'succeeded' ? 'succeeded' : 'processing' });
    } catch {
      // Stripe.js reports refusals as values; a throw is its own failure (frame gone, network).
      setOutcome({ kind: 'form', error: t('errors.generic') });
    } finally {
      setConfirming(false);
    }
  }

  if (outcome.kind === 'disabled') return <PaymentsOffNotice headingLevel={3} />;
  if (outcome.kind === 'succeeded') {
    return (
      <PaymentResult title={t('success.title')}>
        <p>{t('success.text', { amount, title: pick(item.title) })}</p>
        <p>
          <Link to={pathTo('account', {}, lang)}>{t('success.account')}</Link>
        </p>
      </PaymentResult>
    );
  }
  if (outcome.kind === 'processing') {
    return (
      <PaymentResult title={t('processing.title')}>
        <p>{t('processing.text')}</p>
      </PaymentResult>
    );
  }

  return (
    <form className="payment-form" onSubmit={pay} noValidate>
      <PaymentElement className="payment-form__element" options={{ layout: 'tabs' }} />
      <FormAlert id={alertId} message={error} />
      <SubmitButton busy={busy} busyLabel={t('form.processing')}>
        {t('form.submit', { amount })}
      </SubmitButton>
    </form>
  );
}

/** The end of a payment: its heading takes the focus so that the outcome is read out at once. */
export function PaymentResult({ title, headingLevel = 3, children }: { title: string; headingLevel?: 2 | 3; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="payment-result">
      <Heading ref={heading} tabIndex={-1} className="payment-result__title">
        {title}
      </Heading>
      {children}
    </div>
  );
}

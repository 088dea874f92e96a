import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Item } from '../../../shared/api';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { formatPrice } from '../../components/format';
import { useLocalized } from '../../components/useLocalized';
import { PaymentsOffNotice } from './PaymentsOffNotice';
import { usePaymentsAvailable } from '../../lib/runtimeConfig';
import './payments.css';
import { Suspense } from '../../lib/hydration';

// Stripe's code lives in this chunk only, loaded when a buyer opens a payment or comes back from the bank.
const PaymentForm = lazyWithRetry(() => import(/* webpackChunkName: "payment" */ './PaymentForm'));
const PaymentReturn = lazyWithRetry(() => import(/* webpackChunkName: "payment" */ './PaymentReturn'));

const PANEL_ID = 'item-payment';
/** Query keys Stripe adds to the return URL. */
const RETURN_KEYS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

const payButtonId = (item: Item) => `pay-item-${item.id}`;

export interface PayButtonProps {
  item: Item;
  /** This item's payment panel is the one open. */
  open: boolean;
  onChoose: (item: Item) => void;
}

/** "Pay by card" on an item's card: opens the payment panel above the list. */
export function PayButton({ item, open, onChoose }: PayButtonProps) {
  const { t } = useTranslation('payments');
  const { pick } = useLocalized();
  return (
    <button
      type="button"
      id={payButtonId(item)}
      className="button item__pay"
      aria-label={t('payItem', { title: pick(item.title) })}
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      onClick={() => onChoose(item)}
    >
      {t('pay')}
    </button>
  );
}

export interface ItemPaymentAreaProps {
  /** The item being paid for, or null. */
  chosen: Item | null;
  onClose: () => void;
  /** Where the focus goes when a return outcome is closed (the page's h1). */
  headingId: string;
}

/**
 * Above the items: says when payments are off, shows how a payment ended after a return from
 * the bank, and the chosen item's payment panel.
 */
export function ItemPaymentArea({ chosen, onClose, headingId }: ItemPaymentAreaProps) {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const available = usePaymentsAvailable();
  if (!available) return <PaymentsOffNotice />;

  const returned = params.get('payment_intent_client_secret');
  const closeReturn = () => {
    const next = new URLSearchParams(params);
    for (const key of RETURN_KEYS) next.delete(key);
    setParams(next, { replace: true });
    document.getElementById(headingId)?.focus();
  };
  return (
    <>
      {returned && (
        <div className="payment-panel">
          <Suspense fallback={<p role="status">{t('returned.checking')}</p>}>
            <PaymentReturn clientSecret={returned} onClose={closeReturn} />
          </Suspense>
        </div>
      )}
      {chosen && <PaymentPanel item={chosen} onClose={onClose} />}
    </>
  );
}

function PaymentPanel({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { lang, pick } = useLocalized();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const section = useRef<HTMLElement>(null);

  // Choosing an item brings the focus (and the view) to its payment.
  useEffect(() => heading.current?.focus(), [item.id]);

  const close = useCallback(() => {
    onClose();
    document.getElementById(payButtonId(item))?.focus();
  }, [onClose, item]);

  // Escape closes the panel from anywhere in it (Stripe's own frame keeps its keys to itself).
  useEffect(() => {
    const node = section.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    node?.addEventListener('keydown', onKeyDown);
    return () => node?.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <section ref={section} id={PANEL_ID} className="payment-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="payment-panel__title">
        {t('panel.title', { title: pick(item.title) })}
      </h2>
      <p className="payment-panel__amount">
        {t('panel.amount')} <strong>{formatPrice(item.priceCents, item.currency, lang)}</strong>
      </p>
      <p className="payment-panel__secure">{t('panel.secure')}</p>
      <Suspense fallback={<p role="status">{t('panel.loading')}</p>}>
        <PaymentForm key={item.id} item={item} />
      </Suspense>
      <button type="button" className="button button--ghost payment-panel__close" onClick={close}>
        {t('panel.close')}
      </button>
    </section>
  );
}

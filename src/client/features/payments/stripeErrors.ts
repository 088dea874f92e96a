/** The parts of a Stripe.js error (StripeError) that say what went wrong. */
export interface ProviderError {
  type?: string;
  code?: string;
  decline_code?: string;
}

/** Error codes and decline codes that have their own text, and the text they share. */
const KEY_OF_CODE: Readonly<Record<string, string>> = {
  card_declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  processing_error: 'processing_error',
  authentication_required: 'authentication_required',
  payment_intent_authentication_failure: 'authentication_failed',
  incomplete_number: 'incomplete',
  incomplete_cvc: 'incomplete',
  incomplete_expiry: 'incomplete',
  incomplete_zip: 'incomplete',
  invalid_expiry_month: 'incomplete',
  invalid_expiry_year: 'incomplete',
  invalid_expiry_month_past: 'expired_card',
  invalid_expiry_year_past: 'expired_card',
};

/**
 * The payments namespace key (`errors.<key>`) for a Stripe.js error: the decline reason when it
 * has a text of its own (insufficient funds), else the error code, else a general message.
 * Stripe's own message is never shown: it is English only.
 */
export function paymentErrorKey(error: ProviderError): string {
  const key =
    (error.decline_code && KEY_OF_CODE[error.decline_code]) ||
    (error.code && KEY_OF_CODE[error.code]) ||
    (error.type === 'validation_error' ? 'incomplete' : 'generic');
  return `errors.${key}`;
}

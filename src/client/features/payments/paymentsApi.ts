import type { PaymentIntentData } from '../../../shared/api';
import type { PaymentPayload } from '../../../shared/schemas/payments';
import { api } from '../../api/api';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Opens a card payment for an item; the server alone sets the amount (`price` is only compared). */
    processPayment: build.mutation<PaymentIntentData, PaymentPayload>({
      query: ({ itemId, price }) => ({
        url: '/payments/process',
        method: 'POST',
        body: price === undefined ? { itemId } : { itemId, price },
      }),
    }),
  }),
});

export const { useProcessPaymentMutation } = paymentsApi;

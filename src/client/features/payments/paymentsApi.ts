import type { PaymentIntentData, PaymentRecord } from '../../../shared/api';
import type { PaymentPayload } from '../../../shared/schemas/payments';
import { api } from '../../api/api';

export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Payments'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Opens a card payment for an item; the server alone sets the amount (`price` is only compared). */
    processPayment: build.mutation<PaymentIntentData, PaymentPayload>({
      query: ({ itemId, price }) => ({
        url: '/payments/process',
        method: 'POST',
        body: price === undefined ? { itemId } : { itemId, price },
      }),
      invalidatesTags: (result) => (result ? ['Payments'] : []),
    }),
    /** The logged-in user's payments, newest first (mon-compte). */
    getMyPayments: build.query<PaymentRecord[], void>({
      query: () => '/payments/mine',
      providesTags: ['Payments'],
    }),
  }),
});

export const { useProcessPaymentMutation, useGetMyPaymentsQuery } = paymentsApi;

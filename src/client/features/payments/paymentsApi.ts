import type { Item, PaymentIntentData } from '../../../shared/api';
import type { PaymentPayload } from '../../../shared/schemas/payments';
import { api } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The services a logged-in client may pay for (`items` in the API). */
    getAllItems: build.query<Item[], void>({
      query: () => '/items/get-all-items',
      providesTags: ['Items'],
    }),
    /** Opens a card payment for an item; the server alone sets the amount (`price` is only compared). */
    processPayment: build.mutation<PaymentIntentData, PaymentPayload>({
      query: ({ itemId, price }) => ({
        url: '/payments/process',
        method: 'POST',
        body: price === undefined ? { itemId } : { itemId, price },
      }),
      invalidatesTags: (result) => (result ? ['Payments'] : []),
    }),
  }),
});
loadingAreas(paymentsApi, { getAllItems: 'items', processPayment: 'payment' });

export const { useGetAllItemsQuery, useProcessPaymentMutation } = paymentsApi;

import type { PaymentRecord } from '../../../shared/api';
import { api } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

/** Apart from accountApi, which the store loads on every page: only mon-compte lists payments. */
export const myPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in user's payments, newest first. */
    getMyPayments: build.query<PaymentRecord[], void>({
      query: () => '/payments/mine',
      providesTags: ['Payments'],
    }),
  }),
});
loadingAreas(myPaymentsApi, { getMyPayments: null });

export const { useGetMyPaymentsQuery } = myPaymentsApi;

import type { AdminList, AdminPayment } from '../../../../shared/admin';
import type { PaymentStatus } from '../../../../shared/api';
import { adminApi, listQuery, withoutLoadingAreas, type AdminListArgs } from '../adminApi';

export interface PaymentListArgs extends AdminListArgs {
  status?: PaymentStatus;
}

/** Every payment, for reconciliation (read-only). */
export const adminPaymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayments: build.query<AdminList<AdminPayment>, PaymentListArgs>({
      query: (args) => `/admin/payments${listQuery(args)}`,
      providesTags: ['AdminPayments'],
    }),
  }),
});
withoutLoadingAreas(adminPaymentsApi);

export const { useGetAdminPaymentsQuery } = adminPaymentsApi;

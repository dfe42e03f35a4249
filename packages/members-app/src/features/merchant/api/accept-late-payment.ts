import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import {
  merchantPaymentsQueryKey,
  type MerchantPaymentRow,
  type MerchantPaymentsPage,
} from './get-merchant-payments.js';

/** A paid-late payment accepted: it settles once its coins are confirmed. */
export async function acceptLatePayment(paymentId: string): Promise<MerchantPaymentRow> {
  const answer = await apiClient().acceptLatePayment({ params: { id: paymentId } });
  return answer.request_details;
}

/** POST .../acceptLate; the answered payment replaces its row in every loaded list. */
export function useAcceptLatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptLatePayment,
    onSuccess: (payment) =>
      queryClient.setQueriesData<InfiniteData<MerchantPaymentsPage>>({ queryKey: merchantPaymentsQueryKey }, (data) =>
        data === undefined
          ? data
          : {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                payments: page.payments.map((row) => (row.transaction_id === payment.transaction_id ? payment : row)),
              })),
            },
      ),
  });
}

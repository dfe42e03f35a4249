import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import {
  merchantPaymentsQueryKey,
  type MerchantPaymentRow,
  type MerchantPaymentsPage,
} from './get-merchant-payments.js';
import { merchantSummaryQueryKey } from './get-merchant-summary.js';

/**
 * POST /users/merchant/payments/{id}/refund: a paid-late payment (all of it), an overpayment's
 * excess or the partial payment of an expired payment (all of it) sent back to the customer's
 * address on the payment's coin. Answers the payment with its
 * `refund` (requested → broadcast with a txid → sent, or failed).
 */
export async function refundPayment(input: { paymentId: string; address: string }): Promise<MerchantPaymentRow> {
  const answer = await apiClient().refundMerchantPayment({
    params: { id: input.paymentId },
    body: { address: input.address },
  });
  return answer.request_details;
}

/** The answered payment replaces its row in every loaded list; the balances are read again. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (payment) => {
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
      );
      return queryClient.invalidateQueries({ queryKey: merchantSummaryQueryKey });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { LocaleCode } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** POST {merchant base}/api/sendlink: the payment link emailed to the customer in their language. */
export interface SendPaymentLinkRequest {
  merchant_id: string;
  transaction_id: string;
  email: string;
  lang: LocaleCode;
  /** The same key answers the first send and emails nothing again (a double submit sends one email). */
  idempotency_key: string;
}

export async function sendPaymentLink(request: SendPaymentLinkRequest): Promise<void> {
  // The answer's details are not read: success is the envelope's request_status.
  await apiClient().sendLink({ body: { ...request } });
}

export function useSendPaymentLink() {
  return useMutation({ mutationFn: sendPaymentLink });
}

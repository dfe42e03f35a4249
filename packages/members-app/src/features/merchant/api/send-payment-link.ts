import { useMutation } from '@tanstack/react-query';
import type { LocaleCode, SendLinkDetails } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import type { RowBody } from './row-types.js';

/**
 * POST {merchant base}/api/sendlink: the payment link emailed to the customer in their language.
 * Always with an idempotency key: the same key answers the first send and emails nothing again (a
 * double submit sends one email).
 */
export type SendPaymentLinkRequest = RowBody<'sendLink'> & { lang: LocaleCode; idempotency_key: string };

export async function sendPaymentLink(request: SendPaymentLinkRequest): Promise<SendLinkDetails> {
  const answer = await apiClient().sendLink({ body: request });
  return answer.request_details;
}

export function useSendPaymentLink() {
  return useMutation({ mutationFn: sendPaymentLink });
}

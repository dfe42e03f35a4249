import type { MerchantPayment } from '@platform/core';
import type { CallOutcome } from '../api/widget-api.js';

/**
 * The widget guard of spec §4, in two steps. First the query: merchant_id and transaction_id are
 * required, else "Merchant not recognized or Session Expired Please Make another transaction."
 * (§5). Then the stored payment: one matching both ids must exist, else "Session Expired Please
 * Make another transaction." (§5); a status call that fails for another reason shows §8's
 * 'There may be a problem with the server. please try again later'.
 */
export type WidgetGuardResult =
  | { allowed: true; merchantId: string; transactionId: string }
  | { allowed: false; messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' };

const idPattern = /^[A-Za-z0-9_-]{1,128}$/;

export function checkWidgetQuery(search: string): WidgetGuardResult {
  const query = new URLSearchParams(search);
  const merchantId = query.get('merchant_id') ?? '';
  const transactionId = query.get('transaction_id') ?? '';
  if (!idPattern.test(merchantId) || !idPattern.test(transactionId)) {
    return { allowed: false, messageKey: 'messages:guard.merchantNotRecognizedOrSessionExpired' };
  }
  return { allowed: true, merchantId, transactionId };
}

export type StoredPaymentResult =
  | { allowed: true; payment: MerchantPayment }
  | { allowed: false; messageKey: 'messages:guard.sessionExpired' | 'messages:errors.serverProblem' };

export function checkStoredPayment(
  ids: { merchantId: string; transactionId: string },
  status: CallOutcome<MerchantPayment>,
): StoredPaymentResult {
  if ('error' in status) {
    return {
      allowed: false,
      messageKey: status.error === 'not_found' ? 'messages:guard.sessionExpired' : 'messages:errors.serverProblem',
    };
  }
  const payment = status.data;
  if (payment.merchant_id !== ids.merchantId || payment.transaction_id !== ids.transactionId) {
    return { allowed: false, messageKey: 'messages:guard.sessionExpired' };
  }
  return { allowed: true, payment };
}

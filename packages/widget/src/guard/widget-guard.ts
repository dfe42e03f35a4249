/**
 * The query part of spec §4's widget guard: merchant_id and transaction_id are required, else the
 * widget shows "Merchant not recognized or Session Expired Please Make another transaction." (§5).
 * Matching them to a stored transaction needs the merchant API (a later issue).
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

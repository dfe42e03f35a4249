/**
 * Links built from server data. Only the payment URI schemes core produces (BIP21, CashAddr,
 * EIP-681) and http(s) return URLs become hrefs, so a stored value can never be a `javascript:`
 * link in the customer's hands.
 */
const paymentUriPattern = /^(bitcoin|litecoin|bitcoincash|bchtest|bchreg|ethereum):[^\s]+$/i;

export function safePaymentUri(uri: string | null): string | null {
  return uri !== null && paymentUriPattern.test(uri) ? uri : null;
}

export function safeReturnUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

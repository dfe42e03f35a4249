import type { Queryable } from '../../db/database.js';
import { findMerchant } from './merchant-repository.js';

/** An exact origin as the merchant settings store them (core's originSchema): safe inside a CSP header. */
const exactOrigin = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * Who may frame a widget or checkout page (besides the platform itself): the allowed origins of the
 * merchant its query names (`/widget/?merchant_id=…&transaction_id=…`, the URL the SDK mounts and
 * the hosted payment link). A page naming no merchant, or an unknown one, may be framed by the
 * platform only. A stolen link of merchant A framed on a phishing site is refused by the browser,
 * since that site is not among A's origins; naming the phishing site's own merchant instead gets
 * the widget's guard page, because the payment is not that merchant's.
 */
export async function embedFrameAncestors(queryable: Queryable, url: string): Promise<string[]> {
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)) : undefined;
  const merchantId = query?.get('merchant_id')?.trim();
  if (merchantId === undefined || merchantId === '') return [];
  const merchant = await findMerchant(queryable, merchantId);
  return (merchant?.allowedOrigins ?? []).filter((origin) => exactOrigin.test(origin));
}

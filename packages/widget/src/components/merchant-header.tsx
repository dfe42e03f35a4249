/**
 * The merchant header of spec §2 ("Widget header"). It only shows for a transaction of at least 50
 * with a currency; the transaction lookup is a later issue, so for now the bar is an empty,
 * brand-coloured strip (no merchant data is invented).
 */
export function MerchantHeader() {
  return <header className="widget-merchant-header" aria-hidden="true" />;
}

/** What the widget header of spec §2 shows, texts already translated and formatted. */
export interface MerchantHeaderContent {
  merchantName: string;
  logoUrl: string | null;
  /** 60, 50 or 40 (Large, Medium, default). */
  logoMaxWidthPx: number;
  orderIdLabel: string;
  orderId: string;
  /** The price with its currency sign and thousands separators. */
  amount: string;
  paymentFor: string;
  payWith: string | null;
}

/**
 * The merchant header of spec §2 ("Widget header"). Without content (a payment under 50, no
 * currency, or nothing loaded yet) it is an empty, brand-coloured strip. The logo's maximum width
 * comes from a class, not a style attribute, so a strict CSP allows it.
 */
export function MerchantHeader({ content }: { content?: MerchantHeaderContent | undefined }) {
  if (content === undefined) return <header className="widget-merchant-header" aria-hidden="true" />;
  return (
    <header className="widget-merchant-header widget-merchant-header--full">
      <div className="widget-merchant-header__merchant">
        {content.logoUrl !== null && (
          <img
            className={`widget-merchant-header__logo widget-merchant-header__logo--${content.logoMaxWidthPx}`}
            src={content.logoUrl}
            alt=""
          />
        )}
        <span className="widget-merchant-header__name">{content.merchantName}</span>
      </div>
      {content.orderId !== '' && (
        <p className="widget-merchant-header__order">
          {content.orderIdLabel}: {content.orderId}
        </p>
      )}
      <p className="widget-merchant-header__amount">{content.amount}</p>
      <p className="widget-merchant-header__product">{content.paymentFor}</p>
      {content.payWith !== null && <p className="widget-merchant-header__pay-with">{content.payWith}</p>}
    </header>
  );
}

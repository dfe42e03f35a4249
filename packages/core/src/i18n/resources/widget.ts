import type { LocaleCode } from '../locales.js';
import type { Translation } from './shape.js';

/** Namespace `widget`: the merchant widget header (spec §2). */
const en = {
  header: { paymentFor: 'Payment for {{product}}', payWith: 'Pay with {{coin}} ({{iso}})', orderId: 'Order ID' },
};

export const widget: Record<LocaleCode, Translation<typeof en>> = {
  en,
  es: {
    header: { paymentFor: 'Pago de {{product}}', payWith: 'Pagar con {{coin}} ({{iso}})', orderId: 'ID del pedido' },
  },
  cz: {
    header: { paymentFor: 'Platba za {{product}}', payWith: 'Zaplatit v {{coin}} ({{iso}})', orderId: 'ID objednávky' },
  },
  de: {
    header: {
      paymentFor: 'Zahlung für {{product}}',
      payWith: 'Mit {{coin}} ({{iso}}) bezahlen',
      orderId: 'Bestell-ID',
    },
  },
  fi: {
    header: {
      paymentFor: 'Maksu: {{product}}',
      payWith: 'Maksa valuutalla {{coin}} ({{iso}})',
      orderId: 'Tilausnumero',
    },
  },
  it: {
    header: { paymentFor: 'Pagamento per {{product}}', payWith: 'Paga con {{coin}} ({{iso}})', orderId: 'ID ordine' },
  },
  no: {
    header: { paymentFor: 'Betaling for {{product}}', payWith: 'Betal med {{coin}} ({{iso}})', orderId: 'Ordre-ID' },
  },
};

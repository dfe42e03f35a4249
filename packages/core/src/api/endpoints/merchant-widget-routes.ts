import type { Endpoint } from '../endpoint.js';

/**
 * Method, base and path of each merchant widget row, apart from its schemas: the rows
 * (merchant-widget.ts) spread these, and the widget's slim client (packages/widget src/api/
 * widget-api.ts) builds its calls from them without pulling zod into its iframe's byte budget.
 * Nothing here but plain constants, so importing it costs only these few bytes.
 */
export const merchantWidgetRoutes = {
  getMerchantCurrencies: { method: 'POST', path: '/api/currencies', base: 'merchant' },
  getMerchant: { method: 'GET', path: '/api/merchant', base: 'merchant' },
  createMerchantTransaction: { method: 'POST', path: '/api/transaction', base: 'merchant' },
  getMerchantTransactionStatus: { method: 'POST', path: '/api/transaction/status', base: 'merchant' },
  setMerchantTransactionCurrency: { method: 'POST', path: '/api/transaction/currency', base: 'merchant' },
  getMerchantTransactionEvents: { method: 'GET', path: '/api/transaction/events', base: 'merchant' },
  getMarkets: { method: 'POST', path: '/api/markets', base: 'merchant' },
  sendLink: { method: 'POST', path: '/api/sendlink', base: 'merchant' },
} as const satisfies Record<string, Pick<Endpoint, 'method' | 'path' | 'base'>>;

export type MerchantWidgetRouteName = keyof typeof merchantWidgetRoutes;

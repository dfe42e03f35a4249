import {
  endpoints,
  type CryptoCurrency,
  type MerchantCurrency,
  type MerchantPaymentView,
  type MerchantProfile,
} from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { walletsRefusal } from '../wallets/index.js';
import { coinNames } from './coin-names.js';
import { marketsRoutes } from './markets-routes.js';
import { merchantOr404 } from './merchant-lookups.js';
import type { MerchantRecord } from './merchant-repository.js';
import type { MerchantsService } from './merchants-plugin.js';
import { streamPayment } from './payment-events-stream.js';
import { serveCreateMerchantTransaction } from './payment-creation-route.js';
import { getPayment, getVersionedPayment } from './payment-reads.js';
import { selectPaymentCurrency } from './select-payment-currency.js';
import { sendLinkRoutes } from './send-link-routes.js';
import { sessionExpiredMessage } from './payments-context.js';

const coinDecimals: Record<CryptoCurrency, number> = { BTC: 8, LTC: 8, ETH: 18, BCH: 8, USDT: 6, USDC: 6 };

function profileOf(merchant: MerchantRecord, testMode: boolean): MerchantProfile {
  return {
    merchant_id: merchant.id,
    name: merchant.name,
    logo: merchant.logoUrl,
    widget_logo_size: merchant.widgetLogoSize,
    theme: { primary_color: merchant.primaryColor, secondary_color: merchant.secondaryColor },
    currencies: merchant.currencies as CryptoCurrency[],
    test_mode: testMode,
  };
}

function currenciesOf(merchant: MerchantRecord, service: MerchantsService): MerchantCurrency[] {
  return (merchant.currencies as CryptoCurrency[]).map((iso) => ({
    iso,
    name: coinNames[iso],
    network: iso === 'USDT' || iso === 'USDC' ? 'ETH' : iso,
    decimals: coinDecimals[iso],
    required_confirmations: service.context.requiredConfirmations(iso),
  }));
}

/** The payment, recomputed first when a time limit passed (the periodic pass may not have run yet). */
async function currentPayment(service: MerchantsService, paymentId: string): Promise<MerchantPaymentView | undefined> {
  const payment = await getPayment(service.context, paymentId);
  if (payment === undefined) return undefined;
  const now = service.context.now().getTime();
  const limit =
    payment.status === 'awaiting_currency'
      ? payment.link_expires_at
      : payment.status === 'new'
        ? payment.expires_at
        : null;
  if (limit === null || limit === undefined || new Date(limit).getTime() >= now) return payment;
  await service.refresh(paymentId);
  return getPayment(service.context, paymentId);
}

/** The payment of this merchant, or the widget's guard message as a 404. */
function ofMerchant(payment: MerchantPaymentView | undefined, merchantId: string): MerchantPaymentView {
  if (payment === undefined || payment.merchant_id !== merchantId) {
    throw new DomainError('not_found', sessionExpiredMessage);
  }
  return payment;
}

export interface MerchantApiRoutesOptions {
  service: MerchantsService;
}

/**
 * Spec §7 "Merchant widget", under the merchant base (/m): the widget's public reads (a payment id
 * is an unguessable capability, like a hosted invoice link), and payment creation behind a key.
 */
export const merchantApiRoutes: FastifyPluginAsync<MerchantApiRoutesOptions> = async (app, options) => {
  const { service } = options;
  await app.register(marketsRoutes);
  await app.register(sendLinkRoutes, { service });
  serveCreateMerchantTransaction(app, service);

  serve(app, endpoints.getMerchantCurrencies, async function merchantCurrencies(request) {
    const merchant = await merchantOr404(app.database, request.body.merchant_id);
    return { currencies: currenciesOf(merchant, service) };
  });

  serve(app, endpoints.getMerchant, async function merchantProfile(request) {
    const merchant = await merchantOr404(app.database, request.query.merchant_id);
    return profileOf(merchant, service.context.testMode);
  });

  serve(app, endpoints.getMerchantTransactionStatus, async function paymentStatus(request) {
    return ofMerchant(await currentPayment(service, request.body.transaction_id), request.body.merchant_id);
  });

  serve(app, endpoints.setMerchantTransactionCurrency, async function choosePaymentCoin(request) {
    const merchant = await merchantOr404(app.database, request.body.merchant_id);
    try {
      return await selectPaymentCurrency(service.context, {
        merchant,
        paymentId: request.body.transaction_id,
        coin: request.body.currency_1_iso,
      });
    } catch (error) {
      throw walletsRefusal(error, { currency: 'currency_1_iso' });
    }
  });

  serve(app, endpoints.getMerchantTransactionEvents, async function paymentEvents(request, reply) {
    const first = await getVersionedPayment(service.context, request.query.transaction_id);
    if (first === undefined || first.payment.merchant_id !== request.query.merchant_id) {
      throw new DomainError('not_found', sessionExpiredMessage);
    }
    streamPayment(service.live, request, reply, first);
  });
};

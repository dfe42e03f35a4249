import { endpoints, paymentStatusOfOrderState, toDecimalString } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { hostnameFromHost, type Brand } from '../brands/index.js';
import { listOrderEvents } from './order-event-repository.js';
import { findOrder, type OrderRecord } from './order-repository.js';
import {
  cancelOrderByBuyer,
  checkoutNotFoundMessage,
  merchantFeePercentOf,
  refreshOrderKyc,
  requireMerchant,
  setOrderBilling,
  type CheckoutContext,
} from './checkout-service.js';
import { createOrder } from './order-creation.js';
import { createQuote, requoteOrder } from './quote-service.js';
import { checkoutSettingsOf } from './checkout-settings.js';
import { checkoutWire, limitsWire, orderWire, quoteWire, supportedCrypto, transactionDataOf } from './checkout-wire.js';
import { couponDetails, requireCoupon } from './coupons.js';
import { requireFlowCheckout, setFlowTokenCookie } from './flow-tokens.js';
import type { CheckoutCodeSender } from './orders-port.js';
import { checkoutErrorHandler, checkoutText } from './checkout-texts.js';
import { checkoutOperatorRoutes } from './operator-routes.js';

export interface CheckoutRoutesOptions {
  context: CheckoutContext;
  /** Secure cookies (PUBLIC_URL is https). */
  secureCookies: boolean;
  codeSender: () => CheckoutCodeSender | undefined;
}

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** What every checkout route needs: the context, the brand of the host, the flow token, reads. */
function routeHelpers(app: FastifyInstance, options: CheckoutRoutesOptions) {
  const { context } = options;
  const brandOf = (request: FastifyRequest): Promise<Brand> =>
    app.brands.resolver.resolve(hostnameFromHost(request.host));
  const flowCheckout = (request: FastifyRequest, checkoutId?: string) =>
    requireFlowCheckout({
      queryable: context.database,
      request,
      now: context.now(),
      ...(checkoutId === undefined ? {} : { checkoutId }),
    });
  const orderOf = async (brand: Brand, orderId: string): Promise<OrderRecord> => {
    const order = await findOrder(context.database, orderId);
    if (order === null || order.brandId !== brand.id)
      throw new DomainError('not_found', { checkout: checkoutNotFoundMessage });
    return order;
  };
  const checkoutOf = async (brand: Brand, order: OrderRecord) => {
    const merchant =
      order.merchantId === null ? null : await requireMerchant(context.database, brand.id, order.merchantId);
    const limits = checkoutSettingsOf(brand).limitsFor(order.fiatCurrency, order.mode);
    return checkoutWire(order, { limits, merchantFeePercent: merchantFeePercentOf(merchant) });
  };

  return { app, options, context, brandOf, flowCheckout, orderOf, checkoutOf };
}
type Helpers = ReturnType<typeof routeHelpers>;

function quoteRoutes(helpers: Helpers): void {
  const { app, context, brandOf, flowCheckout, checkoutOf } = helpers;
  serve(app, endpoints.initCheckout, async (request) => {
    const brand = await brandOf(request);
    const { body } = request;
    if (body.checkout_id !== undefined) {
      await flowCheckout(request, body.checkout_id);
      const { order, quote } = await requoteOrder(context, brand, body.checkout_id);
      return {
        checkout: await checkoutOf(brand, order),
        quote: quoteWire(quote),
        limits: limitsWire(order.fiatCurrency, checkoutSettingsOf(brand).limitsFor(order.fiatCurrency, order.mode)),
        supportedCrypto: supportedCrypto(),
      };
    }
    const mode = body.mode ?? 'live';
    const quote = await createQuote(context, {
      brand,
      mode,
      fiatCurrency: body.fiat_currency,
      fiatAmountText: body.fiat_amount,
      cryptoCurrency: body.crypto_currency,
      couponCode: body.coupon_code,
      merchantId: body.merchant_id,
    });
    return {
      quote: quoteWire(quote),
      limits: limitsWire(quote.fiatCurrency, checkoutSettingsOf(brand).limitsFor(quote.fiatCurrency, mode)),
      supportedCrypto: supportedCrypto(),
    };
  });
}

function orderCreationRoutes(helpers: Helpers): void {
  const { app, options, context, brandOf, checkoutOf } = helpers;
  const create = (sendCodes: boolean) =>
    async function createCheckout(
      request: FastifyRequest<{ Body: z.output<typeof endpoints.createCheckout.request.body> }>,
      reply: Parameters<Parameters<typeof serve>[2]>[1],
    ) {
      const brand = await brandOf(request);
      const { body } = request;
      const header = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (request.headers['idempotency-key'] !== undefined && !header.success)
        throw new DomainError('validation_failed', { idempotency_key: checkoutText('idempotencyKeyInvalid') });
      const idempotencyKey = body.client_order_id ?? (header.success ? header.data : undefined);
      const located = app.identity.locateCountry(request.ip);
      const {
        order,
        replayed,
        flowToken: issued,
      } = await createOrder(context, {
        brand,
        quoteId: body.quote_id,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        mobile: body.mobile,
        dateOfBirth: body.date_of_birth,
        cryptoAddress: body.crypto_address,
        paymentMethod: body.payment_method,
        idempotencyKey,
        customParams: body.custom_params ?? {},
        ip: request.ip,
        ipCountry: located.country,
        requestFingerprint: JSON.stringify({ ...body, client_order_id: undefined }),
      });
      setFlowTokenCookie(reply, issued, options.secureCookies || request.protocol === 'https');
      const sender = options.codeSender();
      const codesSent = sendCodes && !replayed && sender !== undefined ? (await sender(order.id), true) : false;
      return {
        transaction_token: order.id,
        flow_token: issued.value,
        checkout: await checkoutOf(brand, order),
        order: orderWire(order),
        codes_sent: codesSent,
      };
    };
  serve(app, endpoints.createCheckout, create(true));
  serve(app, endpoints.createCheckoutWithoutOtp, create(false));
}

function orderReadRoutes(helpers: Helpers): void {
  const { app, context, brandOf, flowCheckout, orderOf, checkoutOf } = helpers;
  serve(app, endpoints.getCheckout, async (request) => {
    const brand = await brandOf(request);
    await flowCheckout(request, request.params.id);
    const order = await orderOf(brand, request.params.id);
    const history = await listOrderEvents(context.database, order.id);
    return {
      checkout: await checkoutOf(brand, order),
      order: orderWire(order),
      deposit: {
        payment_method: order.paymentMethod,
        payment_status: paymentStatusOfOrderState(order.status),
        status: order.status,
        amount: toDecimalString(order.fiatCurrency, order.fiatAmount),
        currency: order.fiatCurrency,
        reference: order.bankReference,
        bank: null,
      },
      history: history.map((event) => ({
        from: event.fromStatus === '' ? null : event.fromStatus,
        to: event.toStatus,
        event: event.event,
        at: event.createdAt.toISOString(),
      })),
    };
  });

  serve(app, endpoints.setCheckoutStatus, async (request) => {
    await brandOf(request);
    await flowCheckout(request, request.params.id);
    const result = await cancelOrderByBuyer(context, request.params.id);
    return { checkout_id: result.order.id, status: result.order.status };
  });
}

function buyerRoutes(helpers: Helpers): void {
  const { app, context, brandOf, flowCheckout, orderOf } = helpers;
  serve(app, endpoints.updateCheckoutKyc, async (request) => {
    const brand = await brandOf(request);
    await flowCheckout(request, request.body.checkout_id);
    await orderOf(brand, request.body.checkout_id);
    const order = await refreshOrderKyc(context, request.body.checkout_id);
    return {
      checkout_id: order.id,
      verified: { mobile: order.mobileVerified, email: order.emailVerified, id: order.kycPassed },
      id_state: order.kycPassed ? (1 as const) : (3 as const),
      kyc_required: order.kycRequired && !order.kycPassed,
    };
  });

  serve(app, endpoints.checkoutBilling, async (request) => {
    const brand = await brandOf(request);
    const { body } = request;
    await flowCheckout(request, body.checkout_id);
    await orderOf(brand, body.checkout_id);
    const billing = {
      address1: body.address1,
      address2: body.address2 ?? '',
      city: body.city,
      state: body.state,
      country: body.country,
      zip_code: body.zip_code,
    };
    const order = await setOrderBilling(context, body.checkout_id, billing, body.date_of_birth);
    return { checkout_id: order.id, billing };
  });
}

function merchantAndCouponRoutes(helpers: Helpers): void {
  const { app, context, brandOf } = helpers;
  serve(app, endpoints.getCheckoutMerchant, async (request) => {
    const brand = await brandOf(request);
    const merchant = await requireMerchant(context.database, brand.id, request.params.id);
    return {
      merchant_id: merchant.id,
      name: merchant.name,
      merchant_addresses: {},
      supportedCrypto: supportedCrypto(),
    };
  });

  serve(app, endpoints.getCheckoutMerchantFees, async (request) => {
    const brand = await brandOf(request);
    const merchant = await requireMerchant(context.database, brand.id, request.params.id);
    const percent = merchantFeePercentOf(merchant) ?? '0.00';
    const settings = checkoutSettingsOf(brand);
    return {
      merchant_id: merchant.id,
      merchant_fees: Object.fromEntries(supportedCrypto().map((coin) => [coin.currency, percent])),
      processing_fee_percent: basisPointsText(settings.processingFeeBasisPoints),
    };
  });

  serve(app, endpoints.validateCoupon, async (request) => {
    const brand = await brandOf(request);
    if (request.body.merchant_id !== undefined)
      await requireMerchant(context.database, brand.id, request.body.merchant_id);
    const coupon = await requireCoupon({
      queryable: context.database,
      brandId: brand.id,
      code: request.body.coupon_code,
      testMode: context.testMode,
      now: context.now(),
    });
    return couponDetails(coupon);
  });
}

function flowLookupRoutes(helpers: Helpers): void {
  const { app, brandOf, flowCheckout, orderOf, checkoutOf } = helpers;
  serve(app, endpoints.getFlowCheckout, async (request) => {
    const brand = await brandOf(request);
    const orderId = await flowCheckout(request);
    const order = await orderOf(brand, orderId);
    return {
      _id: order.id,
      request_status: 1 as const,
      request_details: {
        transaction_data: transactionDataOf(order),
        checkout: await checkoutOf(brand, order),
        order: orderWire(order),
      },
    };
  });
}

/**
 * Spec §7 "Checkout and rates": quotes (POST /checkout/init), orders (POST /checkout, /checkout/create),
 * the order's reads and the buyer's few writes (cancel, KYC refresh, billing), merchants' addresses and
 * fees, coupons and the flow's checkout lookup. Calls on a checkout take its flow token.
 */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  // Every user message in the request's language (these routes only: the plugin is encapsulated).
  app.setErrorHandler(checkoutErrorHandler);
  const helpers = routeHelpers(app, options);
  quoteRoutes(helpers);
  orderCreationRoutes(helpers);
  orderReadRoutes(helpers);
  buyerRoutes(helpers);
  merchantAndCouponRoutes(helpers);
  flowLookupRoutes(helpers);
  await app.register(checkoutOperatorRoutes);
};

function basisPointsText(basisPoints: bigint): string {
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
}

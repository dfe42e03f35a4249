import { endpoints, messagesEnglish, type CheckoutOrderState } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { serve, type EndpointRequest } from '../../../http/serve.js';
import { captureIfReady } from '../card/card-capture.js';
import { flowOrderOrFail } from '../orders.js';
import { localizeRailsMessage, railsLocale, railsTexts } from '../rails-texts.js';
import { findFlowBuyer, guestIdState } from '../verify/flow-buyers.js';
import { checkBuyerCode, registerBuyer, verifiedFlags, verifyBuyerId } from '../verify/flow-verification.js';
import { brandOfRequest, railsBodyLimitBytes, railsErrorHandler } from './route-support.js';

async function register(request: EndpointRequest<typeof endpoints.checkoutRegister>) {
  const app = request.server;
  const brand = await brandOfRequest(request);
  const body = request.body;
  const order = await flowOrderOrFail(request, body.checkout_id, brand.id);
  const buyer = await registerBuyer(app, {
    orderId: order.id,
    brandId: brand.id,
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    mobile: body.mobile,
    dateOfBirth: body.date_of_birth,
    locale: body.locale ?? railsLocale(request),
  });
  return {
    checkout_id: order.id,
    user_id: buyer.userId,
    verification: {
      email: buyer.emailVerified ? ('verified' as const) : ('sent' as const),
      sms: buyer.mobileVerified ? ('verified' as const) : ('sent' as const),
    },
    verified: verifiedFlags(buyer),
    message: railsTexts[railsLocale(request)].buyerRegistered,
  };
}

/** The state; with type and code, the code first. Both verified: the spec's message, and an authorised card payment is captured. */
async function checkVerify(request: EndpointRequest<typeof endpoints.checkVerify>) {
  const app = request.server;
  const brand = await brandOfRequest(request);
  const order = await flowOrderOrFail(request, request.params.id, brand.id);
  const { type, code } = request.query;
  let buyer =
    type !== undefined && code !== undefined
      ? await checkBuyerCode(app, { orderId: order.id, channel: type, code })
      : await findFlowBuyer(app.database, order.id);
  const verified = verifiedFlags(buyer);
  const both = verified.email && verified.mobile;
  if (both && type !== undefined) {
    const context = app.rails.cardContext();
    if (context !== null) await captureIfReady(context, order.id);
    buyer = await findFlowBuyer(app.database, order.id);
  }
  const after = (await app.checkoutOrders.read(order.id)) ?? { status: order.status as CheckoutOrderState };
  const locale = railsLocale(request);
  return {
    checkout_id: order.id,
    verified: verifiedFlags(buyer),
    id_state: guestIdState(buyer?.idState ?? null),
    message: both ? localizedVerified(locale) : null,
    order_status: after.status,
  };
}

function localizedVerified(locale: ReturnType<typeof railsLocale>): string {
  return localizeRailsMessage(messagesEnglish.user.accountVerified, locale);
}

async function verifyId(request: EndpointRequest<typeof endpoints.getVerifyId>) {
  const app = request.server;
  const brand = await brandOfRequest(request);
  const order = await flowOrderOrFail(request, request.params.orderId, brand.id);
  const { buyer, ipCountry } = await verifyBuyerId(app, {
    order,
    ip: request.query.ip ?? request.ip,
    testMode: app.rails.testMode,
    blockedCountries: brand.configuration.blocked_countries ?? [],
  });
  return {
    order_id: order.id,
    id_state: guestIdState(buyer.idState),
    compliance: buyer.idState ?? 'pending',
    ip_country: ipCountry,
    region_allowed: true,
  };
}

/** POST /users/checkout/register, GET /verify/checkVerify/{id}, GET /verify/id/{orderId}: the guest buyer's verification. */
export const flowVerifyRoutes: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(railsErrorHandler);
  serve(app, endpoints.checkoutRegister, register, { bodyLimit: railsBodyLimitBytes });
  serve(app, endpoints.checkVerify, checkVerify);
  serve(app, endpoints.getVerifyId, verifyId, { preHandler: [app.identity.requireServedRegion] });
};

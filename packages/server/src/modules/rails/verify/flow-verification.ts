import { createHash } from 'node:crypto';
import { checkRegionServed, messagesEnglish, type LocaleCode } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { enforceRateLimit } from '../../../lib/rate-limits.js';
import { checkCode, CodeCooldownError, rateLimitedError, sendCode } from '../../accounts/index.js';
import type { RailsOrderView } from '../orders.js';
import { railsTexts } from '../rails-texts.js';
import {
  changeMobile,
  findFlowBuyer,
  guestIdState,
  markVerified,
  setIdState,
  testModeKycOutcome,
  upsertFlowBuyer,
  type FlowBuyer,
  type NewFlowBuyer,
} from './flow-buyers.js';

/** Code requests and code checks per checkout per 15 minutes (beside the codes' own 60 s cooldown and 5 tries). */
const codeRequestsPerCheckout = { limit: 10, windowSeconds: 900 };
const codeChecksPerCheckout = { limit: 30, windowSeconds: 900 };

/** The one-time codes' subject of a checkout's buyer (accounts' one_time_codes, ≤ 64 characters). */
export function buyerCodeSubject(orderId: string): string {
  return `cob_${createHash('sha256').update(orderId).digest('hex').slice(0, 40)}`;
}

export interface VerifiedFlags {
  email: boolean;
  mobile: boolean;
  id: boolean;
}

export function verifiedFlags(buyer: FlowBuyer | undefined): VerifiedFlags {
  return {
    email: buyer?.emailVerified === true,
    mobile: buyer?.mobileVerified === true,
    id: guestIdState(buyer?.idState ?? null) === 1,
  };
}

async function sendBuyerCode(app: FastifyInstance, buyer: FlowBuyer, channel: 'email' | 'sms'): Promise<void> {
  await app.database.transaction((transaction) =>
    sendCode(app, transaction, {
      user: { brandId: buyer.brandId, locale: buyer.locale, antiPhishingCode: null },
      purpose: channel === 'email' ? 'email_verification' : 'sms_verification',
      subject: buyerCodeSubject(buyer.orderId),
      channel,
      destination: channel === 'email' ? buyer.email : buyer.mobile,
    }),
  );
}

/** Sends a code unless one went out within the cooldown (that one is still valid). */
async function sendIfNotCooling(app: FastifyInstance, buyer: FlowBuyer, channel: 'email' | 'sms'): Promise<void> {
  try {
    await sendBuyerCode(app, buyer, channel);
  } catch (error) {
    if (!(error instanceof CodeCooldownError)) throw error;
  }
}

/** POST /users/checkout/register: the buyer's details, and codes for what is not verified yet. */
export async function registerBuyer(
  app: FastifyInstance,
  input: Omit<NewFlowBuyer, 'locale'> & { locale: LocaleCode },
): Promise<FlowBuyer> {
  await enforceRateLimit(app.database, `rails:codes:${input.orderId}`, codeRequestsPerCheckout);
  const buyer = await upsertFlowBuyer(app.database, input);
  await app.checkoutOrders.linkFlowUser({ orderId: buyer.orderId, userId: buyer.id });
  if (!buyer.emailVerified) await sendIfNotCooling(app, buyer, 'email');
  if (!buyer.mobileVerified) await sendIfNotCooling(app, buyer, 'sms');
  return buyer;
}

export async function buyerOrFail(app: FastifyInstance, orderId: string): Promise<FlowBuyer> {
  const buyer = await findFlowBuyer(app.database, orderId);
  if (buyer === undefined)
    throw new DomainError('request_failed', { checkout_id: messagesEnglish.user.verifyMobileAndEmail });
  return buyer;
}

/**
 * Checks the buyer's email or SMS code (GET /verify/checkVerify/{id}?type&code). A wrong code
 * answers the spec's message (the try is counted: the code dies after 5).
 */
export async function checkBuyerCode(
  app: FastifyInstance,
  input: { orderId: string; channel: 'email' | 'sms'; code: string },
): Promise<FlowBuyer> {
  const buyer = await buyerOrFail(app, input.orderId);
  if (input.channel === 'email' ? buyer.emailVerified : buyer.mobileVerified) return buyer;
  await enforceRateLimit(app.database, `rails:checks:${input.orderId}`, codeChecksPerCheckout);
  const result = await app.database.transaction(async (transaction) => {
    const check = await checkCode(transaction, {
      purpose: input.channel === 'email' ? 'email_verification' : 'sms_verification',
      subject: buyerCodeSubject(input.orderId),
      code: input.code,
    });
    const expected = input.channel === 'email' ? buyer.email : buyer.mobile;
    if (!check.ok || check.destination.replace(/^\+/, '') !== expected.replace(/^\+/, '')) return undefined;
    return markVerified(transaction, input.orderId, input.channel);
  });
  if (result === undefined) throw new DomainError('request_failed', { code: messagesEnglish.user.invalidCode });
  return result;
}

/** POST /verify/resend {checkout_id, type}: the buyer's email or SMS code again. */
export async function resendBuyerCode(app: FastifyInstance, orderId: string, channel: 'email' | 'sms'): Promise<void> {
  const buyer = await buyerOrFail(app, orderId);
  if (channel === 'email' ? buyer.emailVerified : buyer.mobileVerified)
    throw new DomainError('request_failed', { type: railsTexts.en.alreadyVerified });
  await enforceRateLimit(app.database, `rails:codes:${orderId}`, codeRequestsPerCheckout);
  try {
    await sendBuyerCode(app, buyer, channel);
  } catch (error) {
    if (error instanceof CodeCooldownError) throw rateLimitedError(error.retryAfterSeconds);
    throw error;
  }
}

/** PATCH /verify/resetMobileCode/{checkout id} {mobile}: a new, unverified number and a new SMS code. */
export async function resetBuyerMobile(app: FastifyInstance, orderId: string, mobile: string): Promise<void> {
  const buyer = await buyerOrFail(app, orderId);
  if (buyer.mobileVerified) throw new DomainError('request_failed', { mobile: railsTexts.en.alreadyVerified });
  await enforceRateLimit(app.database, `rails:codes:${orderId}`, codeRequestsPerCheckout);
  const changed = await changeMobile(app.database, orderId, mobile);
  try {
    await sendBuyerCode(app, changed, 'sms');
  } catch (error) {
    if (error instanceof CodeCooldownError) throw rateLimitedError(error.retryAfterSeconds);
    throw error;
  }
}

/**
 * GET /verify/id/{orderId}?ip: the guest's identity state. Test mode decides at once from the
 * email's tag; live mode leaves the guest pending (a manual review; id state 3). The ip given must
 * be in a region the brand serves.
 */
export async function verifyBuyerId(
  app: FastifyInstance,
  input: { order: RailsOrderView; ip: string; testMode: boolean; blockedCountries: readonly string[] | undefined },
): Promise<{ buyer: FlowBuyer; ipCountry: string }> {
  const ipCountry = app.identity.locateCountry(input.ip).country;
  const served = checkRegionServed({ country: ipCountry, blockedCountries: input.blockedCountries ?? [] }).ok;
  if (!served) throw new DomainError('forbidden', { region: messagesEnglish.user.regionNotServed });
  const buyer = await buyerOrFail(app, input.order.id);
  if (buyer.idState === null) {
    await setIdState(app.database, buyer.orderId, input.testMode ? testModeKycOutcome(buyer.email) : 'pending');
    return { buyer: (await findFlowBuyer(app.database, buyer.orderId))!, ipCountry };
  }
  return { buyer, ipCountry };
}

import { createHash, randomBytes } from 'node:crypto';
import { checkRegionServed, messagesEnglish, type LocaleCode } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { enforceRateLimit } from '../../../lib/rate-limits.js';
import type { Transaction } from '../../../db/database.js';
import {
  checkCode,
  CodeCooldownError,
  findUserByEmail,
  findUserById,
  insertUser,
  rateLimitedError,
  sendCode,
  setComplianceVerification,
  updateUser,
} from '../../accounts/index.js';
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

/** POST /checkout's code sender: registers the new order's buyer from its details and sends both codes. */
export async function registerBuyerOfOrder(app: FastifyInstance, orderId: string): Promise<void> {
  const order = await app.checkoutOrders.read(orderId);
  if (order === null) return;
  const existing = await findFlowBuyer(app.database, orderId);
  await registerBuyer(app, {
    orderId,
    brandId: order.brandId,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    mobile: order.mobile,
    dateOfBirth: order.dateOfBirth,
    locale: existing?.locale ?? 'en',
  });
}

/** Sends a code unless one went out within the cooldown (that one is still valid). */
async function sendIfNotCooling(app: FastifyInstance, buyer: FlowBuyer, channel: 'email' | 'sms'): Promise<void> {
  try {
    await sendBuyerCode(app, buyer, channel);
  } catch (error) {
    if (!(error instanceof CodeCooldownError)) throw error;
  }
}

/**
 * The flow user of a buyer: the brand's accounts user with this email, or a new one (no usable
 * password: the guest may claim it later with "forgot password").
 */
async function flowUserOf(app: FastifyInstance, input: Omit<NewFlowBuyer, 'userId'>): Promise<string> {
  const existing = await findUserByEmail(app.database, input.brandId, input.email);
  if (existing !== undefined) return existing.id;
  const passwordHash = await app.accounts.passwords.hash(randomBytes(32).toString('base64url'));
  try {
    const user = await app.database.transaction((transaction) =>
      insertUser(transaction, {
        brandId: input.brandId,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: input.mobile,
        locale: input.locale,
      }),
    );
    return user.id;
  } catch (error) {
    // A concurrent registration created it first.
    const raced = await findUserByEmail(app.database, input.brandId, input.email);
    if (raced === undefined) throw error;
    return raced.id;
  }
}

/** POST /users/checkout/register: the buyer's details, the flow user linked, and codes for what is not verified yet. */
export async function registerBuyer(
  app: FastifyInstance,
  input: Omit<NewFlowBuyer, 'locale' | 'userId'> & { locale: LocaleCode },
): Promise<FlowBuyer> {
  await enforceRateLimit(app.database, `rails:codes:${input.orderId}`, codeRequestsPerCheckout);
  const userId = await flowUserOf(app, input);
  const buyer = await upsertFlowBuyer(app.database, { ...input, userId });
  await app.checkoutOrders.linkFlowUser({ orderId: buyer.orderId, userId });
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
    const verified = await markVerified(transaction, input.orderId, input.channel);
    await mirrorOntoUser(transaction, verified, input.channel);
    return verified;
  });
  if (result === undefined) throw new DomainError('request_failed', { code: messagesEnglish.user.invalidCode });
  return result;
}

/**
 * What the buyer proved goes onto the flow user (the checkout module's PATCH /checkout/updatekyc
 * reads it from there): the email always (it is the user's own address); the mobile when the user
 * has none verified yet.
 */
async function mirrorOntoUser(transaction: Transaction, buyer: FlowBuyer, channel: 'email' | 'sms'): Promise<void> {
  const user = await findUserById(transaction, buyer.userId);
  if (user === undefined || user.email !== buyer.email) return;
  if (channel === 'email' && !user.emailVerified) await updateUser(transaction, user.id, { emailVerified: true });
  if (channel === 'sms' && !user.phoneVerified)
    await updateUser(transaction, user.id, { mobile: buyer.mobile, phoneVerified: true });
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
    const outcome = input.testMode ? testModeKycOutcome(buyer.email) : 'pending';
    await app.database.transaction(async (transaction) => {
      await setIdState(transaction, buyer.orderId, outcome);
      // The flow user's compliance follows the guest's outcome, never downgrading a verified member.
      const user = await findUserById(transaction, buyer.userId);
      if (user !== undefined && user.complianceVerification !== 'successful' && outcome !== 'pending')
        await setComplianceVerification(transaction, user.id, outcome);
    });
    return { buyer: (await findFlowBuyer(app.database, buyer.orderId))!, ipCountry };
  }
  return { buyer, ipCountry };
}

import { z } from 'zod';
import { configurationDetailsSchema } from '../schemas/configuration.js';
import { settlementInfoDetailsSchema } from '../schemas/merchant-settlement.js';
import { currentUserDetailsSchema, loginDetailsSchema } from '../schemas/user.js';
import type { JsonObject } from './call-definition.js';
import { defineCall } from './call-definition.js';
import type {
  FlowQuery,
  LoginBody,
  RequestOtpBody,
  ResendOtpBody,
  ResetMobileCodeBody,
  SetVerifyIdBody,
  UpdateSettlementInfoBody,
} from './request-bodies.js';

/** Spec §7 "Users and verification" and the configuration call, all under the API base. */
export const userCalls = {
  /** Brand configuration at start (spec §7 "Other"; path decided: GET /api/config). */
  getConfig: defineCall()({ method: 'GET', path: '/config', details: configurationDetailsSchema }),
  login: defineCall<LoginBody>()({ method: 'POST', path: '/users/login', details: loginDetailsSchema }),
  register: defineCall<JsonObject>()({ method: 'POST', path: '/users/register' }),
  registrationAttempt: defineCall<JsonObject>()({
    method: 'POST',
    path: '/users/registrationAttempt',
    details: z.looseObject({ reg_token: z.string().min(1) }),
  }),
  onboarding: defineCall<JsonObject>()({ method: 'POST', path: '/users/onboarding' }),
  getMe: defineCall<undefined, FlowQuery>()({ method: 'GET', path: '/users/me', details: currentUserDetailsSchema }),
  requestOtp: defineCall<RequestOtpBody>()({ method: 'POST', path: '/verify/requestOTP' }),
  verifyOtp: defineCall<JsonObject>()({ method: 'POST', path: '/verify/verifyOTP' }),
  resendOtp: defineCall<ResendOtpBody>()({ method: 'POST', path: '/verify/resendOTP' }),
  changePassword: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/changePassword' }),
  changeOtp: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/changeOTP' }),
  editUser: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/edit' }),
  editMerchant: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/merchant/edit' }),
  /** All six fields of spec §3 (IBAN and SWIFT/BIC checked); answers what is stored. */
  updateSettlementInfo: defineCall<UpdateSettlementInfoBody>()({
    method: 'PATCH',
    path: '/users/updateSettlementInfo',
    details: settlementInfoDetailsSchema,
  }),
  /** The merchant's settlement info as stored ('' fields and updated_at null before the first save). */
  getSettlementInfo: defineCall()({
    method: 'GET',
    path: '/users/settlementInfo',
    details: settlementInfoDetailsSchema,
  }),
  updateWebhook: defineCall<JsonObject>()({ method: 'PATCH', path: '/users/updateWebhook' }),
  forgetPassword: defineCall<JsonObject>()({ method: 'POST', path: '/users/forgetPassword' }),
  setVerifyId: defineCall<SetVerifyIdBody>()({ method: 'PATCH', path: '/verify/setVerifyId' }),
  setVerificationData: defineCall<JsonObject>()({ method: 'PATCH', path: '/verify/setVerificationData' }),
  getCompliance: defineCall<undefined, FlowQuery>()({ method: 'GET', path: '/users/compliance' }),
  checkoutRegister: defineCall<JsonObject>()({ method: 'POST', path: '/users/checkout/register' }),
  checkVerify: defineCall()({ method: 'GET', path: '/verify/checkVerify/{id}' }),
  getVerifyId: defineCall<undefined, { ip?: string }>()({ method: 'GET', path: '/verify/id/{orderId}' }),
  resetMobileCode: defineCall<ResetMobileCodeBody>()({ method: 'PATCH', path: '/verify/resetMobileCode/{id}' }),
  resendVerification: defineCall<JsonObject>()({ method: 'POST', path: '/verify/resend' }),
} as const;
